/**
 * A gloss of a Japanese listing title in the shopper's language: the words the glossary knows (brands, kinds
 * of goods, condition and selling words) translated in the title's order, with the Latin letters and numbers
 * the seller wrote (model names such as EOS R6, grades such as PSA10) kept as they are. Japanese the
 * glossary does not know is left out, so a gloss is a list of known words, never a translation of the title.
 */

/** A language's glossary: Japanese term as written in titles -> its gloss (locales/gloss/<code>.json `terms`). */
export type Glossary = Readonly<Record<string, string>>;

export interface GlossSegment {
  /** What the shopper reads: the known word's gloss, or the Latin/number run as written (NFKC-folded). */
  text: string;
  /** The part of the (folded) title it stands for. */
  source: string;
  /** From the glossary (true) or kept as written (false). */
  known: boolean;
}

interface Node {
  next: Map<string, Node>;
  gloss?: string;
}

export interface GlossMatcher {
  readonly root: Node;
}

/**
 * Full-width letters and digits, half-width katakana and the like become their ordinary forms (NFKC), and
 * ASCII letters lower case, so that ＥＯＳ and EOS, ﾊﾞｯｸﾞ and バッグ match alike. Only ASCII is lowered:
 * the folded title keeps its length, and each position stays the same character.
 */
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
const fold = (text: string) => text.normalize('NFKC');

// Letters and digits kept as written: Latin script (with accents) and decimal digits.
const latinOrDigit = /^[\p{Script=Latin}\p{Nd}]$/u;
// Inside a Latin run these join its parts when more letters or digits follow (EOS R6, BGS9.5, No.1, 2-way, A&F).
const joiner = /^[ .\-/&'+]$/;

const built = new WeakMap<Glossary, GlossMatcher>();

/** A matcher for a glossary: a trie over its folded keys, built once per glossary object. */
export function glossMatcher(terms: Glossary): GlossMatcher {
  const cached = built.get(terms);
  if (cached) return cached;
  const root: Node = { next: new Map() };
  for (const [term, gloss] of Object.entries(terms)) {
    const key = lowerAscii(fold(term).trim());
    if (!key || !gloss.trim()) continue;
    let node = root;
    for (const char of key) {
      let child = node.next.get(char);
      if (!child) node.next.set(char, (child = { next: new Map() }));
      node = child;
    }
    node.gloss = gloss.trim();
  }
  const matcher = { root };
  built.set(terms, matcher);
  return matcher;
}

const isLatin = (char: string | undefined) => char !== undefined && latinOrDigit.test(char);

/**
 * The longest glossary term starting at `start` (chars are the folded title's characters), as [end, gloss].
 * A term ending in a letter or digit must not end inside a longer Latin word (a key "ps" is no part of PSA10).
 */
function longestTerm(chars: readonly string[], lowered: readonly string[], start: number, matcher: GlossMatcher): [number, string] | null {
  let node: Node | undefined = matcher.root;
  let found: [number, string] | null = null;
  for (let i = start; i < lowered.length; i++) {
    node = node.next.get(lowered[i]!);
    if (!node) break;
    if (node.gloss !== undefined && !(isLatin(chars[i]) && isLatin(chars[i + 1]))) found = [i + 1, node.gloss];
  }
  return found;
}

/** The end of the Latin/number run starting at `start`. */
function latinRunEnd(chars: readonly string[], start: number): number {
  let end = start;
  while (end < chars.length) {
    if (isLatin(chars[end])) end++;
    else if (joiner.test(chars[end]!) && isLatin(chars[end + 1]) && end > start) end++;
    // A percentage stays with its number (50%).
    else if (chars[end] === '%' && /\p{Nd}/u.test(chars[end - 1]!)) end++;
    else break;
  }
  return end;
}

/**
 * A Latin run without the words at its start already glossed: "キヤノン Canon EOS R6" glosses Canon once, then
 * EOS R6 (the seller's brand in Latin letters runs into the model name). Empty when nothing is left.
 */
function withoutGlossed(run: string, seen: ReadonlySet<string>): string {
  let rest = run;
  for (let cut = true; cut && rest; ) {
    cut = false;
    const lowered = rest.toLowerCase();
    for (const known of seen) {
      if (lowered === known) return '';
      if (lowered.startsWith(known) && joiner.test(rest[known.length]!)) {
        rest = rest.slice(known.length + 1).trimStart();
        cut = true;
        break;
      }
    }
  }
  return rest;
}

/**
 * The title's gloss, segment by segment in the title's order: known words (leftmost, longest match first)
 * and Latin/number runs, each gloss once (case aside). Empty when the glossary knows no word of the title:
 * Latin letters alone are no gloss.
 */
export function glossSegments(title: string, matcher: GlossMatcher): GlossSegment[] {
  const chars = [...fold(title)];
  const lowered = chars.map(lowerAscii);
  const segments: GlossSegment[] = [];
  const seen = new Set<string>();
  const add = (text: string, source: string, known: boolean) => {
    const key = text.toLowerCase();
    if (!key || seen.has(key)) return;
    seen.add(key);
    segments.push({ text, source, known });
  };
  let i = 0;
  while (i < chars.length) {
    const term = longestTerm(chars, lowered, i, matcher);
    if (term) {
      add(term[1], chars.slice(i, term[0]).join(''), true);
      i = term[0];
    } else if (isLatin(chars[i])) {
      const end = latinRunEnd(chars, i);
      const run = chars.slice(i, end).join('');
      add(withoutGlossed(run, seen), run, false);
      i = end;
    } else {
      // Japanese the glossary does not know, brackets (【】「」), spaces and other marks.
      i++;
    }
  }
  return segments.some((s) => s.known) ? segments : [];
}

// Letters of the right-to-left scripts (Hebrew, Arabic and its neighbours, their presentation forms).
const rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

export interface GlossRun {
  text: string;
  rtl: boolean;
}

/**
 * The gloss as runs of one direction each, to be isolated apart: in an Arabic gloss a brand and a model name
 * side by side ("Canon AE-1") read as one left-to-right phrase, and the Arabic words around it keep their
 * order, whatever neutral marks (spaces, dots, %) lie between.
 */
export function glossRuns(segments: readonly GlossSegment[]): GlossRun[] {
  const runs: GlossRun[] = [];
  for (const { text } of segments) {
    const rtl = rightToLeft.test(text);
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.text += ` ${text}`;
    else runs.push({ text, rtl });
  }
  return runs;
}

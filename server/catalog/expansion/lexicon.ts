// A lexicon: words and phrases of one language (in their look-up forms, forms.ts) → the Japanese terms
// they stand for, best first. The glossaries, EDICT's index and the category names are each read into one.
// A phrase is also found written as one word and the other way round (mini skirt, miniskirt; yugioh,
// Yu-Gi-Oh!), and by its last or first words, when nothing else has them (earbuds: wireless earbuds;
// clear file: clear file folder).
import type { LanguageCode } from '../../../generated/languages';
import { lookupPhrase, wordsOf } from './forms';

export interface Lexicon {
  readonly language: LanguageCode;
  readonly entries: ReadonlyMap<string, readonly string[]>;
  /** The entries by their key without spaces. */
  readonly joined: ReadonlyMap<string, readonly string[]>;
  /** The phrases' Japanese by their last one, two… words, then by their first ones. */
  readonly heads: ReadonlyMap<string, readonly string[]>;
  readonly starts: ReadonlyMap<string, readonly string[]>;
  /** The most words of any phrase in it. */
  readonly longest: number;
}

/** Phrases longer than this are not looked up (no name of goods needs more). */
export const maxPhraseWords = 5;
/** Japanese terms a phrase's last words stand for, at most (wallet would otherwise be every kind of wallet). */
const maxHeadTerms = 4;

const add = (map: Map<string, string[]>, key: string, japanese: readonly string[], cap = Infinity) => {
  const list = map.get(key) ?? [];
  for (const j of japanese) if (!list.includes(j) && list.length < cap) list.push(j);
  map.set(key, list);
};

/** A lexicon of (phrase as written, Japanese terms) pairs; pairs of one phrase are merged in order. */
export function lexiconOf(language: LanguageCode, pairs: Iterable<readonly [string, readonly string[]]>): Lexicon {
  const entries = new Map<string, string[]>();
  let longest = 0;
  for (const [phrase, japanese] of pairs) {
    const words = wordsOf(phrase);
    // NFKC: Ｔシャツ is written Tシャツ, as listings and the search's folding have it.
    const terms = japanese.map((t) => t.normalize('NFKC').trim()).filter(Boolean);
    if (words.length === 0 || words.length > maxPhraseWords || terms.length === 0) continue;
    add(entries, lookupPhrase(words, language), terms);
    longest = Math.max(longest, words.length);
  }
  const joined = new Map<string, string[]>();
  const heads = new Map<string, string[]>();
  const starts = new Map<string, string[]>();
  // Shorter phrases first: their Japanese is the more general.
  for (const [key, japanese] of [...entries].sort(([a], [b]) => a.split(' ').length - b.split(' ').length || (a < b ? -1 : 1))) {
    add(joined, key.replaceAll(' ', ''), japanese);
    const words = key.split(' ');
    for (let n = 1; n < words.length; n++) {
      add(heads, words.slice(-n).join(' '), japanese, maxHeadTerms);
      add(starts, words.slice(0, n).join(' '), japanese, maxHeadTerms);
    }
  }
  return { language, entries, joined, heads, starts, longest };
}

/** A phrase's key in a language's lexicons; `keys` keeps those made (one expansion looks a phrase up in many). */
function keyOf(words: readonly string[], language: LanguageCode, keys?: Map<string, string>): string {
  if (!keys) return lookupPhrase(words, language);
  const id = `${language}\n${words.join(' ')}`;
  let key = keys.get(id);
  if (key === undefined) keys.set(id, (key = lookupPhrase(words, language)));
  return key;
}

/** The Japanese terms of a phrase (its words as typed), or undefined when the lexicon does not know it. */
export function lookUp(lexicon: Lexicon, words: readonly string[], keys?: Map<string, string>): readonly string[] | undefined {
  const key = keyOf(words, lexicon.language, keys);
  return lexicon.entries.get(key) ?? lexicon.joined.get(key.replaceAll(' ', ''));
}

/** The Japanese terms of the phrases that end in these words (wireless earbuds for earbuds), else that start with them. */
export function lookUpPart(lexicon: Lexicon, words: readonly string[], keys?: Map<string, string>): readonly string[] | undefined {
  const key = keyOf(words, lexicon.language, keys);
  return lexicon.heads.get(key) ?? lexicon.starts.get(key);
}

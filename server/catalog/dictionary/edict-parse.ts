// One line of EDICT (the EDRDG's Japanese-English dictionary, Debian's `edict` package) read into its
// parts: `見出し [よみ] /(n) (1) gloss/gloss/(n) (2) gloss/(P)/`. Only what the keyword expansion's index
// needs is kept: the headword, its reading, whether it is a common word (P) and each sense's parts of
// speech, its "usually written in kana" mark and its English glosses, cleaned of notes in brackets.

export interface EdictSense {
  pos: string[];
  /** (uk): the word is usually written in kana. */
  kana: boolean;
  glosses: string[];
}

export interface EdictEntry {
  headword: string;
  reading: string | null;
  /** (P): a common word. */
  common: boolean;
  /** (ok), (iK)…: an old or irregular spelling, not what listings write. */
  irregular: boolean;
  senses: EdictSense[];
}

const irregularTags = new Set(['ok', 'oK', 'ik', 'iK', 'io', 'rK', 'rk', 'sK', 'sk', 'ateji', 'gikun']);
// Parts of speech start so; anything else in brackets (fields, registers, languages) is a note.
const posTag = /^(n|n-[a-z]+|v[0-9a-z-]*|adj-[a-z]+|adv|adv-to|exp|int|pn|prt|conj|ctr|pref|suf|aux[a-z-]*|cop[a-z-]*|unc)$/;

/** A gloss without notes: "lens (of glasses, etc.)" → "lens", "(trademark) Walkman" → "walkman". */
export function cleanGloss(gloss: string): string {
  let text = gloss;
  let before: string;
  do {
    before = text;
    text = text.replace(/\([^()]*\)/g, ' ');
  } while (text !== before);
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

export function parseEdictLine(line: string): EdictEntry | null {
  const match = /^(\S+)(?: \[([^\]]+)\])? \/(.*)\/\s*$/.exec(line);
  if (!match) return null;
  const [, headword, reading, body] = match;
  const parts = body!.split('/').filter((p) => p !== '' && !/^EntL\d+X?$/.test(p));
  const entry: EdictEntry = { headword: headword!, reading: reading ?? null, common: false, irregular: false, senses: [] };
  let pos: string[] = [];
  for (const part of parts) {
    if (part === '(P)') {
      entry.common = true;
      continue;
    }
    let rest = part;
    let startsSense = entry.senses.length === 0;
    let kana = false;
    for (let tag = /^\(([^()]*)\)\s*/.exec(rest); tag; tag = /^\(([^()]*)\)\s*/.exec(rest)) {
      const items = tag[1]!.split(',');
      if (items.every((t) => posTag.test(t))) pos = items;
      if (/^\d+$/.test(tag[1]!)) startsSense = true;
      if (items.includes('uk')) kana = true;
      if (items.some((t) => irregularTags.has(t))) entry.irregular = true;
      rest = rest.slice(tag[0].length);
    }
    const gloss = cleanGloss(rest);
    if (startsSense) entry.senses.push({ pos, kana, glosses: [] });
    const sense = entry.senses[entry.senses.length - 1]!;
    if (kana) sense.kana = true;
    if (gloss) sense.glosses.push(gloss);
  }
  return entry;
}

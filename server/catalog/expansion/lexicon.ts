// A lexicon: words and phrases of one language (in their look-up forms, forms.ts) → the Japanese terms
// they stand for, best first. The glossaries, EDICT's index and the category names are each read into one.
import type { LanguageCode } from '../../../generated/languages';
import { lookupPhrase, wordsOf } from './forms';

export interface Lexicon {
  readonly language: LanguageCode;
  readonly entries: ReadonlyMap<string, readonly string[]>;
  /** The most words of any phrase in it. */
  readonly longest: number;
}

/** Phrases longer than this are not looked up (no name of goods needs more). */
export const maxPhraseWords = 5;

/** A lexicon of (phrase as written, Japanese terms) pairs; pairs of one phrase are merged in order. */
export function lexiconOf(language: LanguageCode, pairs: Iterable<readonly [string, readonly string[]]>): Lexicon {
  const entries = new Map<string, string[]>();
  let longest = 0;
  for (const [phrase, japanese] of pairs) {
    const words = wordsOf(phrase);
    if (words.length === 0 || words.length > maxPhraseWords) continue;
    const key = lookupPhrase(words, language);
    const list = entries.get(key) ?? [];
    // NFKC: Ｔシャツ is written Tシャツ, as listings and the search's folding have it.
    for (const j of japanese.map((t) => t.normalize('NFKC').trim())) if (j && !list.includes(j)) list.push(j);
    if (list.length === 0) continue;
    entries.set(key, list);
    longest = Math.max(longest, words.length);
  }
  return { language, entries, longest };
}

/** The Japanese terms of a phrase (its words as typed), or undefined when the lexicon does not know it. */
export function lookUp(lexicon: Lexicon, words: readonly string[]): readonly string[] | undefined {
  if (words.length > lexicon.longest) return undefined;
  return lexicon.entries.get(lookupPhrase(words, lexicon.language));
}

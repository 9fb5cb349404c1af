// The storefront's glossaries (locales/gloss/<code>.json: Japanese listing words → their gloss in that
// language, the same files the goods cards read) reversed: a shopper's word → the Japanese words it
// glosses. "Wallet, purse" is two glosses; brand names read the same in every language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LanguageCode, languageCodes } from '../../../generated/languages';
import { type Lexicon, lexiconOf } from './lexicon';

export interface GlossaryFile {
  terms: Record<string, string>;
}

/** A glossary reversed into a lexicon of its language. */
export function reverseGlossary(language: LanguageCode, file: GlossaryFile): Lexicon {
  const pairs: [string, string[]][] = [];
  for (const [japanese, gloss] of Object.entries(file.terms)) {
    if (typeof gloss !== 'string') continue;
    for (const phrase of gloss.split(/\s*[,;]\s*/u)) {
      const plain = phrase.replace(/\([^)]*\)/gu, ' ').trim();
      if (plain && plain !== japanese) pairs.push([plain, [japanese]]);
    }
  }
  return lexiconOf(language, pairs);
}

const loaded = new Map<string, ReadonlyMap<LanguageCode, Lexicon>>();

/**
 * Every language's glossary in the folder that is there, read once (Japanese's is not: Japanese keywords
 * are not expanded). A folder without glossaries expands by category names and EDICT alone.
 */
export function glossariesIn(folder: string): ReadonlyMap<LanguageCode, Lexicon> {
  const kept = loaded.get(folder);
  if (kept) return kept;
  const found = new Map<LanguageCode, Lexicon>();
  for (const code of languageCodes) {
    const path = join(folder, `${code}.json`);
    if (code === 'ja' || !existsSync(path)) continue;
    found.set(code, reverseGlossary(code, JSON.parse(readFileSync(path, 'utf8')) as GlossaryFile));
  }
  loaded.set(folder, found);
  return found;
}

// The storefront's glossaries (locales/gloss/<code>.json: Japanese listing words → their gloss in that
// language, the same files the goods cards read) reversed: a shopper's word → the Japanese words it
// glosses. "Wallet, purse" is two glosses; brand names read the same in every language.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

const folder = fileURLToPath(new URL('../../../locales/gloss/', import.meta.url));
let loaded: ReadonlyMap<LanguageCode, Lexicon> | null = null;

/** Every language's glossary that is there (Japanese's is not: Japanese keywords are not expanded), read once. */
export function storefrontGlossaries(): ReadonlyMap<LanguageCode, Lexicon> {
  if (loaded) return loaded;
  const found = new Map<LanguageCode, Lexicon>();
  for (const code of languageCodes) {
    const path = `${folder}${code}.json`;
    if (code === 'ja' || !existsSync(path)) continue;
    found.set(code, reverseGlossary(code, JSON.parse(readFileSync(path, 'utf8')) as GlossaryFile));
  }
  loaded = found;
  return found;
}

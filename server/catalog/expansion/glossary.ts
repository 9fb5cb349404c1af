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

/**
 * A glossary reversed into a lexicon of its language. A gloss of several ("new, unused") also stands for
 * each, after the words whose gloss is that one alone ("new" is 新品 before 新品未使用).
 */
export function reverseGlossary(language: LanguageCode, file: GlossaryFile): Lexicon {
  const whole: [string, string[]][] = [];
  const pieces: [string, string[]][] = [];
  const plain = (gloss: string) => gloss.replace(/\([^)]*\)/gu, ' ').trim();
  for (const [japanese, gloss] of Object.entries(file.terms)) {
    if (typeof gloss !== 'string') continue;
    const parts = gloss.split(/\s*[,;，、]\s*/u).map(plain).filter((p) => p && p !== japanese);
    if (parts.length === 1) whole.push([parts[0]!, [japanese]]);
    else for (const part of parts) pieces.push([part, [japanese]]);
  }
  return lexiconOf(language, [...whole, ...pieces]);
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

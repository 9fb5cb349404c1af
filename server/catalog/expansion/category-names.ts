// The category trees' names in every language → the Japanese name's parts: "Shoes" (靴・スニーカー) → 靴 and
// スニーカー, "Schuhe" the same. A name of as many parts as the Japanese one gives each part its own
// ("Jackets & outerwear" → jackets: ジャケット, outerwear: アウター); a catch-all (その他) gives nothing.
import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants';
import { type LanguageCode, languageCodes, languageOf } from '../../../generated/languages';
import type { Database } from '../../db/types';
import { type Lexicon, lexiconOf } from './lexicon';

export interface CategoryName {
  categoryId: number;
  /** The service language of category_names (zh-CN…). */
  language: string;
  name: string;
}

const catchAll = new Set(['その他']);
const japaneseParts = (name: string) => name.split(/[・、/,，]/u).map((p) => p.trim()).filter((p) => p && !catchAll.has(p));
// Parts of a name in the shopper's language: separators and the word "and" of the languages.
const nameParts = (name: string) =>
  name
    .split(/\s*(?:[&/,、・，،]|\s(?:and|und|et|y|e|i|и|ve|dan|và|و|และ|및)\s)\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);

const byService = new Map(languageCodes.map((code) => [languageOf(code).service as string, code]));

/** One lexicon per language of the names given; Japanese names are the targets, not a language. */
export function categoryLexicons(names: readonly CategoryName[]): Lexicon[] {
  const japanese = new Map<number, string[]>();
  for (const n of names) if (n.language === 'ja') japanese.set(n.categoryId, japaneseParts(n.name));
  const pairs = new Map<LanguageCode, [string, string[]][]>();
  for (const n of names) {
    const code = byService.get(n.language);
    const target = japanese.get(n.categoryId);
    if (!code || code === 'ja' || !target || target.length === 0) continue;
    const list = pairs.get(code) ?? [];
    list.push([n.name, target]);
    const parts = nameParts(n.name);
    if (parts.length > 1 && parts.length === target.length) parts.forEach((part, i) => list.push([part, [target[i]!]]));
    pairs.set(code, list);
  }
  return [...pairs].map(([code, list]) => lexiconOf(code, list));
}

const cached = new WeakMap<object, { at: number; lexicons: Promise<Lexicon[]> }>();

/** The database's category names as lexicons, read again every constants.catalog.categoryNamesRefreshMs. */
export function categoryLexiconsOf(db: Kysely<Database>, now = Date.now()): Promise<Lexicon[]> {
  const kept = cached.get(db);
  if (kept && now - kept.at < constants.catalog.categoryNamesRefreshMs) return kept.lexicons;
  const lexicons = db
    .selectFrom('category_names')
    .select(['category_id as categoryId', 'language', 'name'])
    .execute()
    .then(categoryLexicons);
  cached.set(db, { at: now, lexicons });
  // A failed read is not kept.
  lexicons.catch(() => cached.delete(db));
  return lexicons;
}

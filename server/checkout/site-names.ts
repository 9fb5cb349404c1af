// Marketplace names in the caller's language for server messages ("accept the Mercari notice"), read
// from the storefront's own translations so the two always name a marketplace alike.
import { readFileSync } from 'node:fs';
import type { LanguageCode } from '../../generated/languages';

const cache = new Map<LanguageCode, Record<string, string>>();

function namesOf(language: LanguageCode): Record<string, string> {
  let names = cache.get(language);
  if (!names) {
    try {
      const file = new URL(`../../locales/${language}.json`, import.meta.url);
      names = (JSON.parse(readFileSync(file, 'utf8')) as { sites?: Record<string, string> }).sites ?? {};
    } catch {
      names = {};
    }
    cache.set(language, names);
  }
  return names;
}

/** The marketplace's name (anybuy: the English word is the feature's name everywhere). */
export function siteName(language: LanguageCode, site: string): string {
  return namesOf(language)[site] ?? namesOf('en')[site] ?? site;
}

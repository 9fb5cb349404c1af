// What the browser's i18next (src/lib/i18n.ts) and the server render's per-language instances
// (src/ssr/i18n.ts) share: where a namespace's file is, the language tags, and the init options.
import type { InitOptions } from 'i18next';
import { type LanguageCode, defaultLanguage, languageOf, languages } from '../../generated/languages';

export type LocaleLoader = () => Promise<{ default: Record<string, unknown> }>;

export const defaultNamespace = 'translation';

export function localeFile(code: string, namespace: string): string {
  return namespace === defaultNamespace ? `../../locales/${code}.json` : `../../locales/${namespace}/${code}.json`;
}

// i18next works in the standard tags (zh-CN, not zhCn): its plural rules come from Intl, which only
// knows those. The storefront's own code stays with the spec's language codes.
export const codeOfTag = new Map(languages.map((l) => [l.service as string, l.code]));
export const tagOf = (code: LanguageCode) => languageOf(code).service;

export const initOptions = (language: LanguageCode): InitOptions => ({
  lng: tagOf(language),
  fallbackLng: tagOf(defaultLanguage),
  supportedLngs: languages.map((l) => l.service),
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
});

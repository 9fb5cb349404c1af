import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type LanguageCode, defaultLanguage, languageOf } from '../../generated/languages';
import { type LocaleLoader, codeOfTag, defaultNamespace, initOptions, localeFile } from './i18n-setup';

// Each language's strings are their own chunk, fetched when the language is first used. The shell's
// strings are locales/<language>.json (i18next's default namespace); a feature area's screens keep theirs
// in locales/<area>/<language>.json, fetched with the screen's route, so home's first load stays small.
// Only the shell's files are mapped here; the areas' map (./locale-areas) loads with the first area page,
// or an area hands loadNamespace its own (the staff console does).
const shellFiles: Record<string, LocaleLoader> = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json');
/** Per namespace, the language files a lazily loaded area brought along, by language code. */
const areaFiles = new Map<string, Readonly<Record<string, LocaleLoader>>>();

let ready: Promise<unknown> | null = null;

function init(language: LanguageCode): Promise<unknown> {
  i18n.on('failedLoading', (lng) => console.error('Failed locale loading', lng));
  return i18n
    .use(
      resourcesToBackend(async (tag: string, namespace: string) => {
        const code = codeOfTag.get(tag) ?? tag;
        const path = localeFile(code, namespace);
        const load =
          namespace === defaultNamespace
            ? shellFiles[path]
            : (areaFiles.get(namespace)?.[code] ?? (await import('./locale-areas')).areaLocaleFiles[path]);
        if (!load) throw new Error(`no locale file for ${tag} (${namespace})`);
        return (await load()).default;
      }),
    )
    .use(initReactI18next)
    .init(initOptions(language));
}

/**
 * Switches strings and the document's lang/dir to a language; loads what is missing. dayjs follows the
 * language from ./dayjs-language once a page that shows dates loads it (home shows none).
 */
export async function applyLanguage(language: LanguageCode): Promise<void> {
  ready ??= init(language);
  await ready;
  const { service, dir } = languageOf(language);
  if (i18n.language !== service) await i18n.changeLanguage(service);
  document.documentElement.lang = service;
  document.documentElement.dir = dir;
}

/**
 * A feature area's strings (locales/<area>/), for a route loader to await so that the screen renders
 * translated at once; the screen reads them with `useTranslation('<area>')`. An area left out of the
 * shell's map passes its own, by language code.
 */
export async function loadNamespace(namespace: string, files?: Readonly<Record<string, LocaleLoader>>): Promise<void> {
  if (files) areaFiles.set(namespace, files);
  await ready;
  await i18n.loadNamespaces(namespace);
}

/**
 * A namespace in one language only, without the English that loadNamespace fetches beside it as the fallback:
 * for the glossary, which holds every term in every language and weighs ten times an area's strings.
 */
export async function loadLanguageNamespace(namespace: string, language: LanguageCode): Promise<void> {
  // No language applied yet: a redirect came first, and the page this was for will not render.
  if (!ready) return;
  await ready;
  const tag = languageOf(language).service;
  // Given as lists: a language given alone would be widened to its fallbacks.
  if (!i18n.hasResourceBundle(tag, namespace)) await i18n.reloadResources([tag], [namespace]);
}

/** The language now shown, as the spec's code (for paths, links and formatting). */
export function currentLanguage(): LanguageCode {
  return codeOfTag.get(i18n.language) ?? defaultLanguage;
}

/** The language now shown, re-rendering the component when it changes. */
export function useLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return codeOfTag.get(instance.language) ?? defaultLanguage;
}

export { i18n };

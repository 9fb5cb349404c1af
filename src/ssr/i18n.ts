// The server bundle's stand-in for src/lib/i18n.ts. One i18next instance per language, made once and never
// switched, so renders in different languages at the same time cannot mix their strings; the render's
// language is its scope's. The same files as in the browser, read from the server bundle.
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { dayjsLocales } from '../../generated/dayjs-locales';
import { type LanguageCode, defaultLanguage } from '../../generated/languages';
import { type LocaleLoader, codeOfTag, initOptions, localeFile, tagOf } from '../lib/i18n-setup';
import { currentScope, track } from './scope';

const files: Record<string, LocaleLoader> = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/**/*.json');
const areaFiles = new Map<string, Readonly<Record<string, LocaleLoader>>>();

const instances = new Map<LanguageCode, Promise<I18n>>();

function instanceOf(language: LanguageCode): Promise<I18n> {
  let made = instances.get(language);
  if (!made) {
    const instance = i18next.createInstance();
    made = instance
      .use(
        resourcesToBackend(async (tag: string, namespace: string) => {
          const code = codeOfTag.get(tag) ?? tag;
          const load = areaFiles.get(namespace)?.[code] ?? files[localeFile(code, namespace)];
          if (!load) throw new Error(`no locale file for ${tag} (${namespace})`);
          return (await load()).default;
        }),
      )
      .use(initReactI18next)
      .init(initOptions(language))
      .then(() => instance);
    instances.set(language, made);
  }
  return made;
}

/** Sets the render's language and loads its strings and date words. */
export async function applyLanguage(language: LanguageCode): Promise<void> {
  const scope = currentScope();
  scope.language = language;
  const [instance] = await Promise.all([instanceOf(language), dayjsLocales[language]()]);
  scope.i18n = instance;
}

export function loadNamespace(namespace: string, own?: Readonly<Record<string, LocaleLoader>>): Promise<void> {
  if (own) areaFiles.set(namespace, own);
  const language = currentScope().language;
  return track(instanceOf(language).then((instance) => instance.loadNamespaces(namespace)));
}

/** As src/lib/i18n.ts: a namespace in one language only. The per-language instance keeps it for later renders. */
export function loadLanguageNamespace(namespace: string, language: LanguageCode): Promise<void> {
  const tag = tagOf(language);
  return track(
    instanceOf(language).then(async (instance) => {
      if (!instance.hasResourceBundle(tag, namespace)) await instance.reloadResources([tag], [namespace]);
    }),
  );
}

export function currentLanguage(): LanguageCode {
  return currentScope().language;
}

export function useLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return codeOfTag.get(instance.language) ?? defaultLanguage;
}

/** The render's instance (for the provider around the page). */
export function languageInstance(language: LanguageCode): Promise<I18n> {
  return instanceOf(language);
}

// The instances are one per language and never switch, so no language change is ever announced: a module
// that listens for one (dayjs-language.ts, at its first import) gets a listener that never fires. Handed to
// an instance, it would throw whenever that first import came in a render with no language applied yet (a
// page the route table redirects), and the module, failed once, would fail every later render.
const noListener = () => i18n;

export const i18n: I18n = new Proxy({} as I18n, {
  get(_target, key) {
    if (key === 'on' || key === 'off') return noListener;
    const instance = currentScope().i18n;
    if (!instance) throw new Error('no language applied to this render');
    const value = Reflect.get(instance, key, instance) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(instance) : value;
  },
});

// A test that runs in more than one language finds controls by the words a shopper of that language reads:
// the storefront's own locale files, through i18next as the storefront uses them (its plurals and
// placeholders), so a test in Arabic reads Arabic and not a copy of it that could drift.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { type LanguageCode, languageOf } from '../../generated/languages';
import { defaultNamespace, initOptions } from '../../src/lib/i18n-setup';

const locales = join(import.meta.dirname, '..', '..', 'locales');
const namespaces = readdirSync(locales).filter((name) => statSync(join(locales, name)).isDirectory());

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The storefront's words in one language: `say('cart:checkout')`, `say('parcels:pay.pay', { amount })`. */
export function wordsOf(language: LanguageCode): TFunction {
  const tag = languageOf(language).service;
  const bundle = (code: LanguageCode) =>
    Object.fromEntries([[defaultNamespace, read(join(locales, `${code}.json`))], ...namespaces.map((ns) => [ns, read(join(locales, ns, `${code}.json`))])]);
  const instance = i18next.createInstance();
  void instance.init({ ...initOptions(language), initAsync: false, ns: [defaultNamespace, ...namespaces], defaultNS: defaultNamespace, resources: { [tag]: bundle(language), en: bundle('en') } });
  return instance.t;
}

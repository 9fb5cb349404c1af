import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Language, languages } from '../../generated/languages';

/*
 * Every storefront language has a complete, translated locales/<code>.json:
 * the same keys as en.json (plural keys expanded to the forms the language needs),
 * the same placeholders, no empty strings and no untranslated English copies.
 */

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

type Tree = { [key: string]: string | Tree };
type Flat = Record<string, unknown>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Strings that may stay as in English: the product name and marketplace brand names. */
const MAY_MATCH_ENGLISH = [/^app\.name$/, /^sites\./];
/** Above this share of leaf strings equal to English, a locale counts as untranslated. */
const MAX_ENGLISH_SHARE = 0.15;
/**
 * The glossary (locales/gloss/) names brands, models and characters, written alike in every language: a
 * term whose gloss is the same in all of them but Japanese may equal English. Its words are shopping
 * words, which many languages take from English (Indonesian sneakers, hoodie; Italian smartphone), so a
 * higher share may; an untranslated file is still far above it.
 */
const GLOSS = 'gloss';
const MAX_GLOSS_ENGLISH_SHARE = 0.3;

function flatten(tree: unknown, prefix = '', out: Flat = {}): Flat {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

const baseKey = (key: string): string => key.replace(PLURAL_SUFFIX, '');
const pluralCategory = (key: string): string | undefined => PLURAL_SUFFIX.exec(key)?.[1];

/** `{{name}}` for i18next, and single-brace `{name}` that a component fills in (Radix's `{hotkey}`). */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}|\{([^{}]+)\}/g)) {
    found.add(match[1] !== undefined ? `{{${match[1]}}}` : `{${match[2]}}`);
  }
  return [...found].sort();
}

interface Problems {
  missing: string[];
  missingPlurals: string[];
  extra: string[];
  placeholders: string[];
  empty: string[];
  englishShare: number;
  englishCopies: string[];
}

/**
 * Compares one locale with English; `categories` are the plural forms the language must provide, and
 * `mayMatchEnglish` says which keys may keep the English string.
 */
function checkLocale(
  en: Flat,
  locale: Flat,
  categories: readonly string[],
  mayMatchEnglish: (key: string) => boolean = (key) => MAY_MATCH_ENGLISH.some((pattern) => pattern.test(key)),
): Problems {
  const enBases = new Map<string, string[]>();
  for (const key of Object.keys(en)) {
    const list = enBases.get(baseKey(key)) ?? [];
    list.push(key);
    enBases.set(baseKey(key), list);
  }
  const localeKeys = Object.keys(locale);
  const localeBases = new Set(localeKeys.map(baseKey));

  const missing = [...enBases.keys()].filter((base) => !localeBases.has(base));
  const missingPlurals: string[] = [];
  for (const [base, enKeys] of enBases) {
    if (!localeBases.has(base) || !enKeys.some((key) => pluralCategory(key))) continue;
    for (const category of categories) {
      if (!(`${base}_${category}` in locale)) missingPlurals.push(`${base}_${category}`);
    }
  }
  const extra = localeKeys.filter((key) => !enBases.has(baseKey(key)));

  /** The English string a locale key translates: the same key, else the English plural or singular form. */
  const englishFor = (key: string): unknown => {
    if (key in en) return en[key];
    const base = baseKey(key);
    return en[`${base}_other`] ?? en[`${base}_one`] ?? en[base];
  };

  const placeholderProblems: string[] = [];
  const empty: string[] = [];
  const englishCopies: string[] = [];
  let counted = 0;
  for (const key of localeKeys) {
    const value = locale[key];
    if (typeof value !== 'string' || value.trim() === '') {
      empty.push(key);
      continue;
    }
    const english = englishFor(key);
    if (typeof english !== 'string') continue;
    const want = placeholders(english).join(' ');
    const got = placeholders(value).join(' ');
    if (want !== got) placeholderProblems.push(`${key}: expected [${want}], found [${got}]`);
    if (mayMatchEnglish(key)) continue;
    counted += 1;
    if (en[key] === value) englishCopies.push(key);
  }
  return {
    missing,
    missingPlurals,
    extra,
    placeholders: placeholderProblems,
    empty,
    englishShare: counted === 0 ? 0 : englishCopies.length / counted,
    englishCopies,
  };
}

/** '' is the shell's locales/<code>.json; any other name is a feature area's folder locales/<area>/. */
function localePath(code: string, namespace = ''): string {
  return path.join(localesDir, namespace, `${code}.json`);
}

function readLocale(code: string, namespace = ''): Tree {
  return JSON.parse(fs.readFileSync(localePath(code, namespace), 'utf8')) as Tree;
}

const namespaces = [
  '',
  ...fs.readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort(),
];

/**
 * The plural forms a language needs: what Intl.PluralRules lists for its service (BCP-47) code, plus what
 * i18next itself asks for at run time. The app passes `code` (e.g. `zhCn`) as i18next's language; Intl
 * rejects `zhCn`, so i18next falls back to one/other there and would show English for a count of 1
 * unless `_one` exists.
 */
let runtimeSuffixes: (code: string) => string[] = () => [];

function pluralCategories(language: Language): string[] {
  const intl = new Intl.PluralRules(language.service).resolvedOptions().pluralCategories;
  return [...new Set([...intl, ...runtimeSuffixes(language.code)])];
}


beforeAll(async () => {
  const runtime = i18next.createInstance();
  await runtime.init({ lng: 'en', resources: {}, supportedLngs: languages.map((language) => language.code) });
  const resolver = runtime.services.pluralResolver as { getSuffixes(code: string): string[] };
  runtimeSuffixes = (code) => resolver.getSuffixes(code).map((suffix) => suffix.replace(/^_/, ''));
});

describe.each(namespaces)('locales/%s holds only the storefront languages', (namespace) => {
  it('has no file for an unknown language', () => {
    // A README says what an area's files are for (locales/gloss/README.md).
    const known = new Set([...languages.map((language) => `${language.code}.json`), 'README.md']);
    const unknown = fs
      .readdirSync(path.join(localesDir, namespace), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !known.has(entry.name))
      .map((entry) => entry.name);
    expect(unknown).toEqual([]);
  });
});

const cases = namespaces.flatMap((namespace) =>
  languages.map((language) => [`${namespace ? `${namespace}/` : ''}${language.code}`, namespace, language] as const),
);

/** The glossary's names: keys glossed alike in every language but Japanese (whose glosses are the keys). */
function glossNames(): Set<string> {
  const files = languages.filter((language) => language.code !== 'ja').map((language) => flatten(readLocale(language.code, GLOSS)));
  return new Set(Object.keys(files[0]!).filter((key) => files.every((file) => file[key] === files[0]![key])));
}

describe.each(cases)('locales/%s.json', (_name, namespace, language) => {
  const { code } = language;
  const file = localePath(code, namespace);
  const en = flatten(readLocale('en', namespace));
  const names = namespace === GLOSS ? glossNames() : null;
  const mayMatchEnglish = names ? (key: string) => names.has(key) : undefined;
  const maxEnglishShare = names ? MAX_GLOSS_ENGLISH_SHARE : MAX_ENGLISH_SHARE;

  it('exists and is valid JSON', () => {
    expect(fs.existsSync(file), `${file} is missing`).toBe(true);
    expect(() => readLocale(code, namespace)).not.toThrow();
  });

  const problems = (): Problems => checkLocale(en, flatten(readLocale(code, namespace)), pluralCategories(language), mayMatchEnglish);

  it('has every key of en.json and no others', () => {
    const { missing, extra } = problems();
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it(`has every plural form its language needs`, () => {
    expect(problems().missingPlurals).toEqual([]);
  });

  it('keeps the placeholders of each English string', () => {
    expect(problems().placeholders).toEqual([]);
  });

  it('has no empty strings', () => {
    expect(problems().empty).toEqual([]);
  });

  it.skipIf(code === 'en')(`is translated (under ${maxEnglishShare * 100}% of strings equal to English)`, () => {
    const { englishShare, englishCopies } = problems();
    expect(englishShare, `strings equal to English: ${englishCopies.join(', ')}`).toBeLessThan(maxEnglishShare);
  });
});

describe('the locale check catches broken translations', () => {
  const en = flatten(readLocale('en'));
  const polish = languages.find((language) => language.code === 'pl')!;
  const clean = (): Flat => flatten(readLocale('pl'));
  const check = (locale: Flat, language: Language = polish): Problems =>
    checkLocale(en, locale, pluralCategories(language));

  it('accepts the file as it is', () => {
    const result = check(clean());
    expect([...result.missing, ...result.missingPlurals, ...result.extra, ...result.placeholders, ...result.empty]).toEqual(
      [],
    );
  });

  it('a removed key', () => {
    const locale = clean();
    delete locale['nav.cart'];
    expect(check(locale).missing).toEqual(['nav.cart']);
  });

  it('a removed plural form the language needs', () => {
    const locale = clean();
    delete locale['home.coupons_few'];
    expect(check(locale).missingPlurals).toEqual(['home.coupons_few']);
  });

  it('Chinese without `_one`, which i18next asks for under the code zhCn', () => {
    const chinese = languages.find((language) => language.code === 'zhCn')!;
    const locale = flatten(readLocale('zhCn'));
    delete locale['home.unread_one'];
    expect(check(locale, chinese).missingPlurals).toEqual(['home.unread_one']);
  });

  it('a key English does not have', () => {
    const locale = { ...clean(), 'nav.wishlist': 'Lista życzeń' };
    expect(check(locale).extra).toEqual(['nav.wishlist']);
  });

  it('a renamed or dropped placeholder', () => {
    const locale = { ...clean(), 'home.welcome': 'Witaj ponownie, {{user}}', 'common.notifications': 'Powiadomienia' };
    expect(check(locale).placeholders).toHaveLength(2);
  });

  it('an empty string', () => {
    const locale = { ...clean(), 'nav.home': ' ' };
    expect(check(locale).empty).toEqual(['nav.home']);
  });

  it('a glossary copied from English, its names apart', () => {
    const indonesian = languages.find((language) => language.code === 'id')!;
    const gloss = flatten(readLocale('id', GLOSS));
    const english = flatten(readLocale('en', GLOSS));
    const names = glossNames();
    expect(names.size).toBeGreaterThan(0);
    const mayMatch = (key: string) => names.has(key);
    expect(checkLocale(english, gloss, pluralCategories(indonesian), mayMatch).englishShare).toBeLessThan(MAX_GLOSS_ENGLISH_SHARE);
    expect(checkLocale(english, { ...english }, pluralCategories(indonesian), mayMatch).englishShare).toBe(1);
  });

  it('an untranslated copy of English', () => {
    const locale = { ...clean() };
    for (const [key, value] of Object.entries(en)) if (key in locale) locale[key] = value;
    expect(check(locale).englishShare).toBeGreaterThanOrEqual(MAX_ENGLISH_SHARE);
  });
});

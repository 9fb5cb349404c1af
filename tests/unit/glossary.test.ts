// The glossary (locales/gloss/<language>.json): Japanese words of listing titles with their gloss in each
// storefront language, shown beside titles and reversed by the search to expand a shopper's keyword. The
// shared locale test (src/lib/locales.test.ts) holds every file to English's keys; this one holds what a
// glossary needs besides: Japanese keys, Japanese glosses equal to them, brands in Latin letters alike in
// every language, and a gloss for every word the seeded titles and category trees are made of.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../generated/languages';
import { categoryTrees, type SeedCategory } from '../../server/db/seed/categories';
import { type Brand, cardGames, handmade, kinds } from '../../server/db/seed/goods-kinds';
import { conditionWords } from '../../server/db/seed/goods-text';
import { projectRoot } from './helpers';

type Terms = Record<string, string>;
const glossary = (code: string): Terms => (JSON.parse(readFileSync(join(projectRoot, 'locales', 'gloss', `${code}.json`), 'utf8')) as { terms: Terms }).terms;
const files = Object.fromEntries(languages.map((l) => [l.code, glossary(l.code)]));
const keys = Object.keys(files.en!);

/** Kana, kanji and the long-vowel mark: what makes a word Japanese text. */
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/u;

/** The parts of a text the glossary leaves unglossed when titles are glossed longest term first. */
function unglossed(text: string, terms: ReadonlySet<string>, longest: number): string[] {
  const left: string[] = [];
  let i = 0;
  while (i < text.length) {
    let length = Math.min(longest, text.length - i);
    while (length > 0 && !terms.has(text.slice(i, i + length))) length--;
    if (length > 0) {
      i += length;
      continue;
    }
    if (japanese.test(text[i]!)) left.push(text[i]!);
    i++;
  }
  return left;
}

/** Seeded brands whose Japanese name is a description, not a name: glossed by meaning in each language. */
const descriptive = new Set(['ハンドメイド', '有田焼', '波佐見焼', '南部鉄器', 'ポケモンカード', 'ワンピースカード', 'デジモンカード']);
/** A brand glossed by a longer name than titles give in Latin letters. */
const longerName: Record<string, string> = { YSL: 'Yves Saint Laurent' };
const fold = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const brands: Brand[] = [
  ...kinds.flatMap((k) => k.brands),
  ...Object.values(handmade).filter((b): b is Brand => b !== undefined),
  ...Object.values(cardGames).map((g) => g.brand),
];

describe('the glossary', () => {
  it('has Japanese words for keys, without spaces around them or i18next separators (. :) in them', () => {
    expect(keys.length).toBeGreaterThan(500);
    expect(keys.filter((k) => !japanese.test(k) || k !== k.trim() || /[.:]/.test(k))).toEqual([]);
  });

  it('glosses every term in every language, Japanese with the term itself', () => {
    for (const { code } of languages) {
      const terms = files[code]!;
      expect(Object.keys(terms), code).toEqual(keys);
      expect(Object.entries(terms).filter(([, gloss]) => typeof gloss !== 'string' || !gloss.trim() || gloss !== gloss.trim()), code).toEqual([]);
    }
    expect(Object.entries(files.ja!).filter(([term, gloss]) => term !== gloss)).toEqual([]);
  });

  it('writes each seeded brand by its Latin name, the same in every language', () => {
    const named = brands.filter((b) => japanese.test(b.ja) && !descriptive.has(b.ja) && b.ja in files.en!);
    expect(named.length).toBeGreaterThan(100);
    for (const brand of named) {
      const glosses = new Set(languages.filter((l) => l.code !== 'ja').map((l) => files[l.code]![brand.ja]));
      expect([...glosses], brand.ja).toHaveLength(1);
      expect(fold([...glosses][0]!), brand.ja).toBe(fold(longerName[brand.latin] ?? brand.latin));
    }
  });

  it('glosses every Japanese word of seeded titles: brands, items, extras, materials and condition words', () => {
    const terms = new Set(keys);
    const longest = Math.max(...keys.map((k) => k.length));
    const words = [
      ...brands.map((b) => b.ja),
      ...kinds.flatMap((k) => [...k.items, ...k.extras]),
      ...kinds.flatMap((k) => k.brands.flatMap((b) => (b.models ?? []).flatMap((m) => (Array.isArray(m) ? [m[1]] : [])))),
      ...Object.values(handmade).flatMap((b) => (b?.models ?? []).flatMap((m) => (Array.isArray(m) ? m : []))),
      ...Object.values(conditionWords).flat().map((w) => w.replace(/[【】]/g, '')),
    ].flatMap((w) => w.split(' '));
    const missing = [...new Set(words)].filter((w) => unglossed(w, terms, longest).length > 0);
    expect(missing).toEqual([]);
  });

  it('glosses every word of the category trees’ Japanese names', () => {
    const terms = new Set(keys);
    const longest = Math.max(...keys.map((k) => k.length));
    const names = (tree: SeedCategory[]): string[] => tree.flatMap((n) => [n.names.ja, ...names(n.children ?? [])]);
    const all = Object.values(categoryTrees).flatMap(({ tree }) => names(tree));
    expect(all.filter((name) => unglossed(name, terms, longest).length > 0)).toEqual([]);
  });

  it('finds what a longest-first glossing leaves out', () => {
    const terms = new Set(['スニーカー', 'ハイカットスニーカー', '新品']);
    expect(unglossed('新品 ハイカットスニーカー 27cm', terms, 10)).toEqual([]);
    expect(unglossed('ナイキ スニーカー', terms, 10)).toEqual(['ナ', 'イ', 'キ']);
  });
});

// Each translation of a home piece keeps the English one's shape: its links, headings, list items, table
// rows and columns, emphasis, and figures (yen amounts, weights, sizes, the divisors), so a reader in any
// language gets the same page with the same facts.
import { describe, expect, it } from 'vitest';
import { content } from '../content';
import { homePieces } from './codes';
import { homeTranslations } from './languages';

function shape(body: string) {
  const lines = body.split('\n');
  return {
    links: [...body.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]),
    headings: lines.filter((l) => l.startsWith('## ')).length,
    bullets: lines.filter((l) => l.startsWith('- ')).length,
    steps: lines.filter((l) => /^\d+\. /.test(l)).map((l) => l.split('.')[0]),
    tableRows: lines.filter((l) => l.startsWith('|')).map((l) => l.split('|').length),
    bold: (body.match(/\*\*/g) ?? []).length,
    italic: (body.replace(/\*\*/g, '').match(/\*/g) ?? []).length,
  };
}

// Thousands separators and decimal marks differ by language (1,000 / 1.000 / 1 000; 19.2 / 19,2).
const figures = (text: string) =>
  (text.replace(/(\d)[.,\s\u202f](?=\d)/g, '$1').match(/\d+/g) ?? []).filter((n) => Number(n) >= 10 || n === '0').sort();

describe.each(homeTranslations)('home pieces in %s', (_language, texts) => {
  it.each(homePieces)('%s keeps the English structure and figures', (code) => {
    const en = content.find((c) => c.code === code)!.texts.en;
    const translated = texts[code];
    expect(shape(translated.body)).toEqual(shape(en.body));
    expect(figures(translated.body)).toEqual(figures(en.body));
    expect(translated.title.trim()).not.toBe('');
    expect(translated.overview.trim()).not.toBe('');
    expect([translated.title, translated.overview, translated.body]).not.toContain(en.title);
  });
});

import { describe, expect, it } from 'vitest';
import type { Currency } from '../../generated/api/schemas';
import type { EditionId } from '../../generated/editions';
import type { LanguageCode } from '../../generated/languages';
import { convertPrice, formatConverted, formatYen, rmbNote } from './currency';

const usd: Currency = { Id: 'USD', Symbol: 'US$', Rate: 0.0067 };
const twd: Currency = { Id: 'TWD', Symbol: 'NT$', Rate: 0.2134 };
const eur: Currency = { Id: 'EUR', Symbol: '€', Rate: 0.0061 };
const pln: Currency = { Id: 'PLN', Symbol: 'zł', Rate: 0.0254 };
const jpy: Currency = { Id: 'JPY', Symbol: '¥', Rate: 1 };
const nbsp = '\u00A0';
const narrowNbsp = '\u202F';

describe('convertPrice: yen × rate rounded up (spec §9)', () => {
  it.each<[string, number, Pick<Currency, 'Id' | 'Rate'>, number | null]>([
    ['exact product stays', 100, usd, 0.67],
    ['one decimal', 1000, usd, 6.7],
    ['rounded up, not to nearest', 1234, usd, 8.27],
    ['any remainder rounds up', 1234567, usd, 8271.6],
    ['smallest amount rounds up to a cent', 1, usd, 0.01],
    ['zero yen', 0, usd, 0],
    ['float error 0.30000000000000004 does not round up', 3, { Id: 'USD', Rate: 0.1 }, 0.3],
    ['float error 1.1500000000000001 does not round up', 115, { Id: 'USD', Rate: 0.01 }, 1.15],
    ['TWD rounds up to a whole number', 1000, twd, 214],
    ['TWD large amount', 1234567, twd, 263457],
    ['TWD exact product stays', 500, { Id: 'TWD', Rate: 0.2 }, 100],
    ['TWD float error 7.000000000000001 does not round up', 100, { Id: 'TWD', Rate: 0.07 }, 7],
    ['TWD small amount rounds up to 1', 1, twd, 1],
    ['rate in exponent notation', 1000000, { Id: 'USD', Rate: 1e-7 }, 0.1],
    ['fractional yen', 0.5, usd, 0.01],
    ['huge amount', 1e15, usd, 6.7e12],
    ['negative rounds away from zero', -1234, usd, -8.27],
    ['TWD negative', -1000, twd, -214],
    ['NaN yen', Number.NaN, usd, null],
    ['infinite yen', Number.POSITIVE_INFINITY, usd, null],
    ['zero rate', 1000, { Id: 'USD', Rate: 0 }, null],
    ['negative rate', 1000, { Id: 'USD', Rate: -0.0067 }, null],
    ['NaN rate', 1000, { Id: 'USD', Rate: Number.NaN }, null],
  ])('%s', (_, yen, currency, expected) => {
    expect(convertPrice(yen, currency)).toBe(expected);
  });
});

describe('formatConverted: symbol before the number, grouped per locale (spec §9)', () => {
  it.each<[string, number, Currency, LanguageCode, string]>([
    ['English', 1234567, usd, 'en', 'US$8,271.60'],
    ['always two decimals', 1000, usd, 'en', 'US$6.70'],
    ['small amount', 100, usd, 'en', 'US$0.67'],
    ['zero', 0, usd, 'en', 'US$0.00'],
    ['TWD without decimals', 1234567, twd, 'en', 'NT$263,457'],
    ['TWD in Traditional Chinese', 1234567, twd, 'zhTw', 'NT$263,457'],
    ['German groups with dots, comma decimals', 1234567, eur, 'de', '€7.530,86'],
    ['French groups with a narrow no-break space', 1234567, eur, 'fr', `€7${narrowNbsp}530,86`],
    ['Polish leaves four digits ungrouped', 50000, pln, 'pl', 'zł1270,00'],
    ['Polish groups five digits with a no-break space', 500000, pln, 'pl', `zł12${nbsp}700,00`],
    ['Turkish', 1234567, eur, 'tr', '€7.530,86'],
    ['Japanese', 1234567, usd, 'ja', 'US$8,271.60'],
    ['Thai keeps Latin digits', 1234567, usd, 'th', 'US$8,271.60'],
    ['Arabic: symbol, a space, then the number in Latin digits', 1234567, usd, 'ar', 'US$ 8,271.60'],
    ['Arabic TWD', 1000, twd, 'ar', 'NT$ 214'],
    ['Arabic yen goes after the number', 1200, jpy, 'ar', '1,200.00 ¥'],
    ['yen elsewhere goes before', 1200, jpy, 'en', '¥1,200.00'],
    ['negative sign leads the symbol', -1234, usd, 'en', '-US$8.27'],
    ['negative in Arabic', -1234, usd, 'ar', '-US$ 8.27'],
  ])('%s', (_, yen, currency, language, expected) => {
    expect(formatConverted(yen, currency, language)).toBe(expected);
  });

  it.each<[string, number, Currency]>([
    ['NaN rate', 1000, { ...usd, Rate: Number.NaN }],
    ['zero rate', 1000, { ...usd, Rate: 0 }],
    ['NaN amount', Number.NaN, usd],
  ])('shows "--" on failure (spec §8): %s', (_, yen, currency) => {
    expect(formatConverted(yen, currency, 'en')).toBe('--');
  });
});

describe('formatYen (spec §9)', () => {
  it.each<[string, number, EditionId, LanguageCode, string]>([
    ['global: yen sign before', 1200, 'global', 'en', '¥1,200'],
    ['global large', 1234567, 'global', 'en', '¥1,234,567'],
    ['global zero', 0, 'global', 'en', '¥0'],
    ['global German grouping', 1234567, 'global', 'de', '¥1.234.567'],
    ['global Arabic: yen after the number', 1200, 'global', 'ar', '1,200 ¥'],
    ['china: number then yen word', 1200, 'china', 'zhCn', '1,200円'],
    ['china zero', 0, 'china', 'zhCn', '0円'],
    ['china ignores the Arabic placement', 1200, 'china', 'ar', '1,200円'],
    ['analytics uses the sign', 1200, 'analytics', 'en', '¥1,200'],
    ['fraction rounds to whole yen', 1234.5, 'global', 'en', '¥1,235'],
    ['tiny negative fraction is zero', -0.4, 'china', 'zhCn', '0円'],
    ['negative sign leads the yen sign', -500, 'global', 'en', '-¥500'],
    ['NaN', Number.NaN, 'global', 'en', '--'],
  ])('%s', (_, yen, edition, language, expected) => {
    expect(formatYen(yen, edition, language)).toBe(expected);
  });
});

describe('rmbNote: only in the china edition with the RMB flag on (spec §9)', () => {
  it.each<[string, number, number, EditionId, boolean, string | null]>([
    ['china, flag on', 1200, 0.0478, 'china', true, '¥57.36'],
    ['two decimals kept', 1000, 0.0478, 'china', true, '¥47.80'],
    ['rounded up and grouped', 1234567, 0.0478, 'china', true, '¥59,012.31'],
    ['float error does not round up', 3, 0.1, 'china', true, '¥0.30'],
    ['china, flag off', 1200, 0.0478, 'china', false, null],
    ['global, flag on', 1200, 0.0478, 'global', true, null],
    ['analytics, flag on', 1200, 0.0478, 'analytics', true, null],
    ['bad rate', 1200, Number.NaN, 'china', true, '--'],
  ])('%s', (_, yen, rate, edition, isRmb, expected) => {
    expect(rmbNote(yen, rate, edition, isRmb)).toBe(expected);
  });
});

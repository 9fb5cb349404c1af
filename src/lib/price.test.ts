import { describe, expect, it } from 'vitest';
import { type PriceInput, formatMoney, formatRate, internationalFee, lowestPrice, parsePrice } from './price';

describe('parsePrice (spec §5)', () => {
  it.each<[string, PriceInput, number | '']>([
    ['number', 1200, 1200],
    ['decimal number', 12.5, 12.5],
    ['numeric string', '1200', 1200],
    ['thousands commas stripped', '1,200', 1200],
    ['several thousands commas', '12,345,678', 12345678],
    ['commas and decimals', '1,234.56', 1234.56],
    ['surrounding spaces', '  980 ', 980],
    ['negative', -300, -300],
    ['negative string with commas', '-1,000', -1000],
    ['leading plus', '+50', 50],
    ['leading decimal point', '.5', 0.5],
    ['huge number', '123,456,789,012,345', 123456789012345],
    ['beyond safe integers keeps magnitude', '99999999999999999999', 1e20],
    ['non-numeric', 'abc', ''],
    ['digits then letters', '12abc', ''],
    ['yen sign', '¥1,200', ''],
    ['decimal comma is not a thousands comma', '1,5', ''],
    ['comma in the wrong place', '12,34', ''],
    ['trailing comma', '1,', ''],
    ['only commas', ',,,', ''],
    ['exponent notation', '1e3', ''],
    ['hexadecimal', '0x10', ''],
    ['Infinity string', 'Infinity', ''],
    ['NaN', Number.NaN, ''],
    ['Infinity number', Number.POSITIVE_INFINITY, ''],
    ['empty string', '', ''],
    ['whitespace', '   ', ''],
    ['sign only', '-', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['zero not allowed by default', 0, ''],
    ['"0" not allowed by default', '0', ''],
    ['"0.00" not allowed by default', '0.00', ''],
    ['negative zero not allowed by default', -0, ''],
  ])('%s', (_, value, expected) => {
    expect(parsePrice(value)).toBe(expected);
  });

  it.each<[string, PriceInput, number | '']>([
    ['zero', 0, 0],
    ['"0"', '0', 0],
    ['"0.00"', '0.00', 0],
    ['"-0" becomes 0', '-0', 0],
    ['non-zero unaffected', '1,000', 1000],
    ['non-numeric still empty', 'x', ''],
  ])('allowZero: %s', (_, value, expected) => {
    expect(Object.is(parsePrice(value, { allowZero: true }), expected)).toBe(true);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parsePrice(-0, { allowZero: true }), 0)).toBe(true);
  });
});

describe('formatMoney (spec §5)', () => {
  it.each<[string, PriceInput, string]>([
    ['empty string', '', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['non-numeric', 'free', ''],
    ['zero', 0, '0'],
    ['"0"', '0', '0'],
    ['below a thousand', 999, '999'],
    ['a thousand', 1000, '1,000'],
    ['grouping', 1234567, '1,234,567'],
    ['string with commas re-grouped', '12,345', '12,345'],
    ['string without commas', '12345', '12,345'],
    ['negative', -1200, '-1,200'],
    ['fraction rounds to whole yen', 1234.5, '1,235'],
    ['small negative fraction is zero, not "-0"', -0.4, '0'],
    ['huge', 1e15, '1,000,000,000,000,000'],
  ])('%s', (_, value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('formatRate (4 decimals, spec §5 and §9)', () => {
  it.each<[string, PriceInput, string]>([
    ['fewer decimals padded', 0.05, '0.0500'],
    ['more decimals rounded', 0.046789, '0.0468'],
    ['exactly four', 0.0067, '0.0067'],
    ['whole number', 1, '1.0000'],
    ['string rate', '0.2134', '0.2134'],
    ['zero', 0, '0.0000'],
    ['empty', '', ''],
    ['null', null, ''],
    ['non-numeric', 'rate', ''],
    ['NaN', Number.NaN, ''],
  ])('%s', (_, value, expected) => {
    expect(formatRate(value)).toBe(expected);
  });
});

describe('lowestPrice (spec §9)', () => {
  it.each<[string, PriceInput[], number]>([
    ['lowest of several', [3000, 1200, 2500], 1200],
    ['zeros ignored', [0, 1500, 0, 900], 900],
    ['empty values ignored', ['', null, undefined, 700], 700],
    ['strings with commas', ['1,200', '980', 2000], 980],
    ['non-numeric ignored', ['n/a', 450], 450],
    ['negative is not a price', [-1, 800], 800],
    ['only zeros gives 0', [0, 0, '0'], 0],
    ['nothing gives 0', [], 0],
    ['only empty gives 0', ['', null], 0],
    ['single price', [5000], 5000],
    ['decimal prices', [10.5, 10.25], 10.25],
  ])('%s', (_, prices, expected) => {
    expect(lowestPrice(...prices)).toBe(expected);
  });
});

describe('internationalFee (spec §9)', () => {
  it.each<[string, PriceInput, string]>([
    ['fee', 2350, '¥2,350'],
    ['string fee with commas', '12,000', '¥12,000'],
    ['zero is a fee', 0, '¥0'],
    ['"0" is a fee', '0', '¥0'],
    ['empty shows nothing', '', ''],
    ['null shows nothing', null, ''],
    ['undefined shows nothing', undefined, ''],
    ['non-numeric shows nothing', 'TBD', ''],
    ['negative puts the sign before the yen sign', -500, '-¥500'],
  ])('%s', (_, value, expected) => {
    expect(internationalFee(value)).toBe(expected);
  });
});

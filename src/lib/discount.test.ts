import { describe, expect, it } from 'vitest';
import type { GoodsListItem } from '../../generated/api/schemas';
import type { LanguageCode } from '../../generated/languages';
import { discountLabel, showSaleBadge } from './discount';

describe('discountLabel: fold in Chinese (spec §9: 10 − rate × 10)', () => {
  it.each<[string, number, LanguageCode, string]>([
    ['20 % off is 8折', 0.2, 'zhCn', '8折'],
    ['15 % off is 8.5折, no trailing zero', 0.15, 'zhCn', '8.5折'],
    ['traditional Chinese too', 0.2, 'zhTw', '8折'],
    ['12 % off is 8.8折', 0.12, 'zhCn', '8.8折'],
    ['7 % off', 0.07, 'zhCn', '9.3折'],
    ['23 % off without float noise (7.699999999999999)', 0.23, 'zhCn', '7.7折'],
    ['47 % off without float noise (5.300000000000001)', 0.47, 'zhCn', '5.3折'],
    ['half price', 0.5, 'zhTw', '5折'],
    ['two fold decimals', 0.125, 'zhCn', '8.75折'],
    ['third fold decimal rounds', 0.1234, 'zhCn', '8.77折'],
    ['free', 1, 'zhCn', '0折'],
    ['tiny discount', 0.01, 'zhCn', '9.9折'],
  ])('%s', (_, rate, language, expected) => {
    expect(discountLabel(rate, language)).toBe(expected);
  });
});

describe('discountLabel: percentage elsewhere, up to 2 decimals', () => {
  it.each<[string, number, LanguageCode, string]>([
    ['whole percent', 0.2, 'en', '20%'],
    ['one decimal', 0.125, 'en', '12.5%'],
    ['two decimals', 0.1234, 'en', '12.34%'],
    ['third decimal rounds', 0.12345, 'en', '12.35%'],
    ['no float noise', 0.07, 'en', '7%'],
    ['free', 1, 'en', '100%'],
    ['Japanese', 0.2, 'ja', '20%'],
    ['German: decimal comma and no-break space', 0.125, 'de', '12,5\u00A0%'],
    ['French', 0.2, 'fr', '20\u00A0%'],
    ['Turkish puts the sign first', 0.2, 'tr', '%20'],
    ['Arabic keeps Latin digits', 0.2, 'ar', '20\u200E%\u200E'],
    ['Korean', 0.3, 'ko', '30%'],
  ])('%s', (_, rate, language, expected) => {
    expect(discountLabel(rate, language)).toBe(expected);
  });
});

describe('discountLabel: nothing to show', () => {
  it.each<[string, number | null | undefined]>([
    ['zero', 0],
    ['negative', -0.2],
    ['above 1', 1.5],
    ['a percent number rather than a rate', 20],
    ['too small for 2 decimals', 0.00001],
    ['NaN', Number.NaN],
    ['null', null],
    ['undefined', undefined],
  ])('%s', (_, rate) => {
    expect(discountLabel(rate, 'en')).toBe('');
    expect(discountLabel(rate, 'zhCn')).toBe('');
  });
});

describe('showSaleBadge (spec §4)', () => {
  type Goods = Pick<GoodsListItem, 'Type' | 'DiscountRate' | 'IsSoldOut'>;
  it.each<[string, Goods, boolean]>([
    ['mercari, discounted, in stock', { Type: 1, DiscountRate: 0.1, IsSoldOut: false }, true],
    ['mercari, sold out', { Type: 1, DiscountRate: 0.1, IsSoldOut: true }, false],
    ['mercari, no discount', { Type: 1, DiscountRate: 0, IsSoldOut: false }, false],
    ['mercari, discount missing', { Type: 1, IsSoldOut: false }, false],
    ['mercari, discount null', { Type: 1, DiscountRate: null, IsSoldOut: false }, false],
    ['mercari, negative discount', { Type: 1, DiscountRate: -0.1, IsSoldOut: false }, false],
    ['rakuma, discounted', { Type: 2, DiscountRate: 0.1, IsSoldOut: false }, false],
    ['yahoo, discounted', { Type: 7, DiscountRate: 0.3, IsSoldOut: false }, false],
  ])('%s', (_, goods, expected) => {
    expect(showSaleBadge(goods)).toBe(expected);
  });
});

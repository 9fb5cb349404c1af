import type { Currency } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { type EditionId, editions } from '../../generated/editions';
import { type LanguageCode, defaultLanguage, languageOf } from '../../generated/languages';

/** Spec §8: what a price slot shows when the amount cannot be converted or is not a number. */
export const conversionFailure = '--';

// Not in spec/constants.yaml: the symbol shown for the china edition's RMB note. It is the same glyph as
// the yen sign but a different currency, so it must not borrow money.yenSign.
const rmbSymbol = '¥';
// Not in spec/constants.yaml either: the currency list's code for yen, which Arabic places after the number.
const yenId = 'JPY';

function decimalsOf(currencyId: string): number {
  return (constants.money.wholeNumberCurrencies as readonly string[]).includes(currencyId)
    ? 0
    : constants.money.conversionDecimals;
}

/** A number's shortest decimal form as digits and a power-of-ten scale: 0.0067 → [67n, 4]. */
function toDecimal(n: number): [bigint, number] {
  const [mantissa = '0', exponent = '0'] = String(n).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? [digits, scale] : [digits * 10n ** BigInt(-scale), 0];
}

/**
 * Spec §9: yen × rate rounded up to 2 decimals (whole numbers for TWD), or null when it cannot be computed.
 * The product is taken in exact decimals: in floats 3 × 0.1 is 0.30000000000000004, which would round up to
 * 0.31 (and 100 × 0.07 TWD to 8). Negative amounts round away from zero, mirroring the positive amount.
 */
export function convertPrice(yen: number, currency: Pick<Currency, 'Id' | 'Rate'>): number | null {
  if (!Number.isFinite(yen) || !Number.isFinite(currency.Rate) || currency.Rate <= 0) return null;
  const decimals = decimalsOf(currency.Id);
  const [yenDigits, yenScale] = toDecimal(yen);
  const [rateDigits, rateScale] = toDecimal(currency.Rate);
  const product = yenDigits * rateDigits;
  const excess = yenScale + rateScale - decimals;
  let units: bigint;
  if (excess <= 0) units = product * 10n ** BigInt(-excess);
  else {
    const divisor = 10n ** BigInt(excess);
    units = product / divisor;
    if (product % divisor !== 0n) units += product > 0n ? 1n : -1n;
  }
  return Number(units) / 10 ** decimals;
}

// Building a formatter is costly next to using one, and goods lists format hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function formatNumber(value: number, decimals: number, language: LanguageCode): string {
  const key = `${language}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Latin digits in every language, so converted amounts read like the yen prices beside them.
    formatter = new Intl.NumberFormat(languageOf(language).service, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem: 'latn',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** `value` must already be rounded to `decimals`, so that a tiny negative never shows as "-0". */
function withSymbol(value: number, decimals: number, symbol: string, isYen: boolean, language: LanguageCode): string {
  // The sign leads the whole amount ("-US$5.00"), not the digits after the symbol.
  const sign = value < 0 ? '-' : '';
  const amount = formatNumber(Math.abs(value), decimals, language);
  if (language !== 'ar') return `${sign}${symbol}${amount}`;
  return isYen ? `${sign}${amount} ${symbol}` : `${sign}${symbol} ${amount}`;
}

/**
 * Spec §9: the converted amount with the currency's symbol, grouped for the language; "--" on failure.
 * Arabic puts the symbol and a space before the number, except yen, which goes after the number.
 */
export function formatConverted(yen: number, currency: Currency, language: LanguageCode): string {
  const amount = convertPrice(yen, currency);
  if (amount === null) return conversionFailure;
  return withSymbol(amount, decimalsOf(currency.Id), currency.Symbol, currency.Id === yenId, language);
}

/** Spec §9: global shows `¥1,200`, china `1,200円`; grouped for the language like converted amounts. */
export function formatYen(yen: number, edition: EditionId, language: LanguageCode): string {
  if (!Number.isFinite(yen)) return conversionFailure;
  const whole = Math.round(yen) || 0; // yen has no minor unit; `|| 0` turns -0 into 0
  if (editions[edition].yenDisplay === 'word') return `${formatNumber(whole, 0, language)}${constants.money.yenWord}`;
  return withSymbol(whole, 0, constants.money.yenSign, true, language);
}

/** Spec §9: the RMB equivalent, shown only in an edition with the RMB option while the shopper has it on. */
export function rmbNote(yen: number, rate: number, edition: EditionId, isRmb: boolean): string | null {
  const { rmbOption, forcedLanguage } = editions[edition];
  if (!rmbOption || !isRmb) return null;
  const rmb = { Id: constants.home.exchangeCurrency, Symbol: rmbSymbol, Rate: rate };
  return formatConverted(yen, rmb, forcedLanguage ?? defaultLanguage);
}

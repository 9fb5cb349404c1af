import { constants } from '../../generated/constants';

/** What a price field may hold: a number, a string typed by a shopper or sent by the server, or nothing. */
export type PriceInput = number | string | null | undefined;

// Commas are accepted only as thousands separators: "1,5" typed by a shopper from a decimal-comma locale must
// not become 15.
const decimal = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/** Spec §5: the number, or '' when the value is not numeric, or is zero and zero is not allowed. */
export function parsePrice(value: PriceInput, { allowZero = false }: { allowZero?: boolean } = {}): number | '' {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (!/\d/.test(text) || !decimal.test(text)) return '';
    n = Number(text.replaceAll(',', ''));
  } else return '';
  if (!Number.isFinite(n) || (n === 0 && !allowZero)) return '';
  return n === 0 ? 0 : n; // no "-0" on screen
}

// en-US is the locale whose grouping is the comma that spec §5 asks for, whatever the page language.
// Yen has no minor unit, so fractions round to whole yen; 'negative' keeps -0.4 from showing as "-0".
const yenFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' });

/** Spec §5: whole yen grouped with commas; '' for empty or non-numeric, while 0 and "0" give "0". */
export function formatMoney(value: PriceInput): string {
  const n = parsePrice(value, { allowZero: true });
  return n === '' ? '' : yenFormat.format(n);
}

/** Spec §5 and §9: an exchange rate with a fixed number of decimals; '' when it is not a number. */
export function formatRate(rate: PriceInput): string {
  const n = parsePrice(rate, { allowZero: true });
  return n === '' ? '' : n.toFixed(constants.money.exchangeRateDecimals);
}

/** Spec §9: the lowest real price, or 0 when there is none. Zero, empty and negative values are not prices. */
export function lowestPrice(...prices: PriceInput[]): number {
  const real = prices.map((p) => parsePrice(p)).filter((p): p is number => p !== '' && p > 0);
  return real.length ? Math.min(...real) : 0;
}

/** Spec §9: the fee with a yen sign in front; '' when there is no fee value. */
export function internationalFee(value: PriceInput): string {
  const text = formatMoney(value);
  if (!text) return '';
  return text.startsWith('-') ? `-${constants.money.yenSign}${text.slice(1)}` : `${constants.money.yenSign}${text}`;
}

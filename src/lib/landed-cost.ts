/**
 * The cost calculator's inputs as they travel in its address, so that a goods page can open it prefilled
 * and a shopper can share a calculation. Values stay as typed; the calculator validates them.
 */
export interface CalcForm {
  /** An item's link, as pasted: an item we hold fills in the rest; any other is offered buy-by-link. */
  link: string;
  /** The item price, in `currency`. */
  price: string;
  /** 'JPY', or the shopper's currency when the price was typed in it. */
  currency: string;
  /** Japanese domestic shipping, yen. */
  shipping: string;
  /** Weight in kilograms. */
  weight: string;
  length: string;
  width: string;
  height: string;
  country: string;
  services: string[];
}

export const yenCurrency = 'JPY';

// Short names keep shared addresses readable; `services` is a comma list of service ids.
const keys = {
  link: 'link',
  price: 'price',
  currency: 'cur',
  shipping: 'ship',
  weight: 'kg',
  length: 'l',
  width: 'w',
  height: 'h',
  country: 'to',
  services: 'svc',
} as const satisfies Record<keyof CalcForm, string>;

export const emptyCalcForm: CalcForm = {
  link: '',
  price: '',
  currency: yenCurrency,
  shipping: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  country: '',
  services: [],
};

export function readCalcForm(search: URLSearchParams): CalcForm {
  const text = (key: string) => (search.get(key) ?? '').trim();
  return {
    link: text(keys.link),
    price: text(keys.price),
    currency: text(keys.currency).toUpperCase() || yenCurrency,
    shipping: text(keys.shipping),
    weight: text(keys.weight),
    length: text(keys.length),
    width: text(keys.width),
    height: text(keys.height),
    country: text(keys.country).toUpperCase(),
    services: text(keys.services).split(',').map((s) => s.trim()).filter(Boolean),
  };
}

/** The form as query values for href(); empty values and yen as the currency are left out. */
export function calcQuery(form: Partial<CalcForm>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, key] of Object.entries(keys) as [keyof CalcForm, string][]) {
    const value = form[field];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '').trim();
    if (text && !(field === 'currency' && text === yenCurrency)) query[key] = text;
  }
  return query;
}

/** Grams as the calculator's kilogram field shows them: 1250 → "1.25". */
export function gramsToKg(grams: number): string {
  return String(Math.round(grams) / 1000);
}

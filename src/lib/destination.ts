import { create } from 'zustand';
import { type LanguageCode, languageOf } from '../../generated/languages';

// Not in spec/constants.yaml: the local storage key of the shopper's destination country (ISO 3166 code).
const storageKey = 'destinationCountry';

function stored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Where the shopper's parcels go; chosen on the detail page or the calculator, kept across visits. */
// Created empty, as a server-rendered page shows it (the store's initial state is React's server snapshot);
// the stored country follows at once.
export const useDestination = create<{ country: string | null }>(() => ({ country: null }));
useDestination.setState({ country: stored() });

export function setDestination(country: string): void {
  useDestination.setState({ country });
  try {
    localStorage.setItem(storageKey, country);
  } catch {
    // Private mode without storage: the choice still holds for this visit.
  }
}

// Currencies used by one country only; the euro and the default dollar say little about where a shopper lives.
const currencyCountry: Readonly<Record<string, string>> = {
  USD: 'US', GBP: 'GB', AUD: 'AU', CAD: 'CA', NZD: 'NZ', TWD: 'TW', HKD: 'HK', MOP: 'MO', SGD: 'SG', KRW: 'KR',
  CNY: 'CN', THB: 'TH', MYR: 'MY', IDR: 'ID', PHP: 'PH', VND: 'VN', INR: 'IN', RUB: 'RU', TRY: 'TR', PLN: 'PL',
  BRL: 'BR', MXN: 'MX', CHF: 'CH', SEK: 'SE', NOK: 'NO', DKK: 'DK', SAR: 'SA', AED: 'AE', ILS: 'IL', ZAR: 'ZA',
};
const weakCurrencies = new Set(['USD', 'EUR']);

const languageCountry: Readonly<Record<LanguageCode, string>> = {
  en: 'US', zhCn: 'CN', zhTw: 'TW', ja: 'JP', de: 'DE', it: 'IT', es: 'ES', fr: 'FR', ko: 'KR',
  pl: 'PL', ar: 'SA', ms: 'MY', th: 'TH', tr: 'TR', pt: 'BR', id: 'ID', ru: 'RU',
};

/**
 * A first guess at the destination before the shopper picks one: a currency of a single country, then the
 * language's main country, then the dollar's; the first of them we ship to, else the first destination.
 */
export function defaultCountry(language: LanguageCode, currency: string, available: readonly string[]): string | null {
  const candidates = [
    weakCurrencies.has(currency) ? undefined : currencyCountry[currency],
    languageCountry[language],
    currencyCountry[currency],
    'US',
  ];
  return candidates.find((code) => code !== undefined && available.includes(code)) ?? available[0] ?? null;
}

/** The stored choice when we still ship there, else the guess. */
export function pickCountry(chosen: string | null, language: LanguageCode, currency: string, available: readonly string[]): string | null {
  return chosen && available.includes(chosen) ? chosen : defaultCountry(language, currency, available);
}

const namers = new Map<LanguageCode, Intl.DisplayNames>();

/** A country's name in the shopper's language (the runtime's own list), or its code when unknown. */
export function countryName(code: string, language: LanguageCode): string {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([languageOf(language).service], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  try {
    return namer.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries as {code, name}, in the alphabetical order of the shopper's language. */
export function sortedCountries(codes: readonly string[], language: LanguageCode): { code: string; name: string }[] {
  const collator = new Intl.Collator(languageOf(language).service);
  return codes.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => collator.compare(a.name, b.name));
}

// What an address needs in each country, shared by the address form (checks before submit) and the
// server (the same checks, authoritative). A country's fields and their order come from its postal
// format (Google's libaddressinput data, through localized-address-format): a format without %S asks
// for no region, without %Z for no postcode, without %C for no city. Postcodes are checked with
// postcode-validator where it knows the country, else only for a plausible length.
import { formatAddress } from 'localized-address-format';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { constants } from '../../generated/constants';

/** The parts of an address a country's format may use, besides the recipient and the phone number. */
export type AddressPart = 'postcode' | 'region' | 'city' | 'line1' | 'line2';
export type AddressField = 'country' | 'recipient' | 'phone' | AddressPart;

export interface AddressInput {
  country: string;
  recipient: string;
  phone: string;
  postcode: string;
  region: string;
  city: string;
  line1: string;
  line2: string;
}

export interface CountryRules {
  country: string;
  /** The address parts, grouped as the country's format puts them on lines, in its order. */
  rows: AddressPart[][];
  /** Parts this country's addresses use (line2 is always optional). */
  uses: ReadonlySet<AddressField>;
  required: ReadonlySet<AddressField>;
  /** A postcode as the country writes it, for hints and messages; null when unknown or unused. */
  postcodeExample: string | null;
  /** What the country calls its region and its postcode, for the form's labels. */
  regionName: RegionName;
  postcodeName: 'zip' | 'postcode';
}

export type RegionName = 'region' | 'state' | 'province' | 'prefecture' | 'emirate' | 'county' | 'area';

export type ProblemKind = 'required' | 'notShipped' | 'tooLong' | 'postcodeFormat' | 'phone';
export interface AddressProblem {
  field: AddressField;
  kind: ProblemKind;
}

// Sentinels fed through the formatter reveal where each part goes in a country's format.
const probe = { name: '\uE000N', addressLines: ['\uE000A'], locality: '\uE000C', administrativeArea: '\uE000S', postalCode: '\uE000Z' };
const partOf: Readonly<Record<string, AddressPart[]>> = { A: ['line1', 'line2'], C: ['city'], S: ['region'], Z: ['postcode'] };

// Postcodes of the destinations we ship to, as their post offices print them (each passes the validator).
const postcodeExamples: Readonly<Record<string, string>> = {
  AR: 'C1425', AT: '1010', AU: '2000', BE: '1000', BR: '01310-100', CA: 'K1A 0B1', CH: '8001', CL: '8320000', CN: '100000',
  CO: '110111', CZ: '110 00', DE: '10115', DK: '1050', EG: '11511', ES: '28001', FI: '00100', FR: '75001', GB: 'SW1A 1AA',
  GR: '105 57', ID: '10110', IE: 'D02 X285', IL: '6100000', IN: '110001', IT: '00118', JP: '100-0001', KE: '00100',
  KH: '12000', KR: '03187', MX: '06000', MY: '50000', NG: '100001', NL: '1011 AB', NO: '0150', NZ: '6011', PE: '15001',
  PH: '1000', PL: '00-001', PT: '1000-001', RU: '101000', SA: '11564', SE: '111 20', SG: '018956', TH: '10200',
  TR: '06100', TW: '100', UA: '01001', US: '12345', VN: '100000', ZA: '0001',
};

// The region's name where it is not simply "region" (libaddressinput's state_name_type, for our destinations).
const regionNames: Readonly<Record<string, RegionName>> = {
  US: 'state', AU: 'state', BR: 'state', IN: 'state', MX: 'state', MY: 'state', NG: 'state',
  AR: 'province', CA: 'province', CN: 'province', ES: 'province', ID: 'province', IT: 'province', KR: 'province', PH: 'province',
  TH: 'province', TR: 'province', VN: 'province', JP: 'prefecture', AE: 'emirate', IE: 'county', HK: 'area',
};

const cache = new Map<string, CountryRules>();

export function rulesFor(country: string): CountryRules {
  const code = country.toUpperCase();
  const known = cache.get(code);
  if (known) return known;
  const rows: AddressPart[][] = [];
  for (const line of formatAddress({ postalCountry: code, ...probe })) {
    const parts = [...line.matchAll(/\uE000([ACSZ])/g)].flatMap((m) => partOf[m[1]!] ?? []);
    if (parts.length > 0) rows.push(parts);
  }
  const used = new Set<AddressField>(['country', 'recipient', 'phone', ...rows.flat()]);
  const required = new Set(used);
  required.delete('line2');
  const rules: CountryRules = {
    country: code,
    rows,
    uses: used,
    required,
    postcodeExample: used.has('postcode') ? (postcodeExamples[code] ?? null) : null,
    regionName: regionNames[code] ?? 'region',
    postcodeName: code === 'US' ? 'zip' : 'postcode',
  };
  cache.set(code, rules);
  return rules;
}

/**
 * A postcode as typed, made comparable: full-width characters folded (１２３ → 123), the Japanese postal
 * mark dropped, spaces collapsed, letters upper case, and a Japanese 7-digit code given its hyphen.
 */
export function normalizePostcode(country: string, raw: string): string {
  const folded = raw.normalize('NFKC').replace(/^\s*〒/, '').replace(/\s+/g, ' ').trim().toUpperCase();
  if (country.toUpperCase() === 'JP' && /^\d{7}$/.test(folded)) return `${folded.slice(0, 3)}-${folded.slice(3)}`;
  return folded;
}

export function postcodeValid(country: string, postcode: string): boolean {
  const code = country.toUpperCase();
  if (postcodeValidatorExistsForCountry(code)) return postcodeValidator(postcode, code);
  // Countries the validator does not know: letters, digits, spaces and hyphens, of a plausible length.
  return /^[A-Z0-9][A-Z0-9 -]{1,}$/.test(postcode) && postcode.length <= constants.addresses.maxLength.postcode;
}

const phoneCharacters = /^[0-9+\-() ]+$/;

export function phoneValid(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  const { min, max } = constants.addresses.phoneDigits;
  return phoneCharacters.test(phone) && digits >= min && digits <= max;
}

const limits: Readonly<Record<Exclude<AddressField, 'country'>, number>> = {
  recipient: constants.addresses.maxLength.recipient,
  phone: constants.addresses.maxLength.phone,
  postcode: constants.addresses.maxLength.postcode,
  region: constants.addresses.maxLength.region,
  city: constants.addresses.maxLength.city,
  line1: constants.addresses.maxLength.line,
  line2: constants.addresses.maxLength.line,
};

export const maxLengthOf = (field: Exclude<AddressField, 'country'>): number => limits[field];

/** The fields the form shows, in order: country, recipient, phone, then the country's address lines. */
export function formFields(rules: CountryRules): AddressField[] {
  return ['country', 'recipient', 'phone', ...rules.rows.flat()];
}

/** The address as it will be stored: trimmed, the postcode normalised, parts the country does not use emptied. */
export function cleanAddress(input: AddressInput): AddressInput {
  const rules = rulesFor(input.country);
  const keep = (field: AddressPart, value: string) => (rules.uses.has(field) ? value : '');
  return {
    country: input.country.trim().toUpperCase(),
    recipient: input.recipient.trim(),
    phone: input.phone.replace(/\s+/g, ' ').trim(),
    postcode: keep('postcode', normalizePostcode(input.country, input.postcode)),
    region: keep('region', input.region.trim()),
    city: keep('city', input.city.trim()),
    line1: input.line1.trim(),
    line2: keep('line2', input.line2.trim()),
  };
}

/** Every problem of an address, in form order; `destinations` are the countries we ship to. */
export function checkAddress(input: AddressInput, destinations: readonly string[]): { address: AddressInput; problems: AddressProblem[] } {
  const address = cleanAddress(input);
  const problems: AddressProblem[] = [];
  if (!destinations.includes(address.country)) {
    return { address, problems: [{ field: 'country', kind: address.country === '' ? 'required' : 'notShipped' }] };
  }
  const rules = rulesFor(address.country);
  for (const field of formFields(rules)) {
    if (field === 'country') continue;
    const value = address[field];
    if (value === '') {
      if (rules.required.has(field)) problems.push({ field, kind: 'required' });
    } else if (value.length > limits[field]) problems.push({ field, kind: 'tooLong' });
    else if (field === 'phone' && !phoneValid(value)) problems.push({ field, kind: 'phone' });
    else if (field === 'postcode' && !postcodeValid(address.country, value)) problems.push({ field, kind: 'postcodeFormat' });
  }
  return { address, problems };
}

// An address written entirely in Latin letters reads best in the country's Latin order (name first).
const latinOnly = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}\p{S}]*$/u;

/** The address as lines to show, in the country's postal order (the country itself not included). */
export function addressLines(address: AddressInput): string[] {
  const parts = [address.recipient, address.line1, address.line2, address.city, address.region, address.postcode];
  const script = parts.every((p) => latinOnly.test(p)) ? 'latin' : 'local';
  return formatAddress(
    {
      postalCountry: address.country,
      name: address.recipient,
      addressLines: [address.line1, address.line2].filter((l) => l !== ''),
      locality: address.city,
      administrativeArea: address.region,
      postalCode: address.postcode,
    },
    script,
  );
}

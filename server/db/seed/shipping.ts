// International shipping at launch: destination zones (Japan Post's zoning: east Asia; the rest of Asia;
// Oceania, Canada, Mexico, the Middle East and Europe; the USA; Latin America and Africa), the countries
// shoppers most often ship to, rates per zone and method, and routes carriers have suspended. Rates are
// rounded from the carriers' public price lists of 2024–2025 (the first 500 g, then each further 500 g);
// staff replace them with contract rates and keep the suspensions current.
import type { Kysely } from 'kysely';
import type { Database } from '../types';

export type Zone = 'eastAsia' | 'asia' | 'europeOceania' | 'usa' | 'americasAfrica';

const zoneCountries: Record<Zone, string[]> = {
  eastAsia: ['CN', 'HK', 'KR', 'MO', 'TW'],
  asia: ['ID', 'IN', 'KH', 'MY', 'PH', 'SG', 'TH', 'VN'],
  europeOceania: [
    'AE', 'AT', 'AU', 'BE', 'CA', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IL', 'IT', 'MX', 'NL', 'NO', 'NZ', 'PL',
    'PT', 'RU', 'SA', 'SE', 'TR', 'UA',
  ],
  usa: ['US'],
  americasAfrica: ['AR', 'BR', 'CL', 'CO', 'EG', 'KE', 'NG', 'PE', 'ZA'],
};

export const shippingCountries: readonly { code: string; zone: Zone }[] = Object.entries(zoneCountries).flatMap(([zone, codes]) =>
  codes.map((code) => ({ code, zone: zone as Zone })),
);

// [first 500 g, each further 500 g] in yen per zone; a zone a method does not serve is left out.
const rateTable: Record<string, Partial<Record<Zone, [number, number]>>> = {
  ems: { eastAsia: [1450, 350], asia: [1900, 450], europeOceania: [3150, 650], usa: [3900, 800], americasAfrica: [3600, 1000] },
  // Japan Post's published order: EMS, then airmail, SAL and surface, each cheaper than the one before at
  // every weight both take (server/test/rates.test.ts holds the seed to it).
  airmail: { eastAsia: [1300, 350], asia: [1500, 450], europeOceania: [1800, 600], usa: [2000, 800], americasAfrica: [2100, 900] },
  sal: { eastAsia: [1200, 250], asia: [1350, 350], europeOceania: [1650, 450], usa: [1850, 550], americasAfrica: [1950, 600] },
  surface: { eastAsia: [1100, 150], asia: [1200, 200], europeOceania: [1500, 250], usa: [1700, 300], americasAfrica: [1800, 300] },
  dhl: { eastAsia: [2800, 600], asia: [3200, 700], europeOceania: [4200, 900], usa: [4600, 1000], americasAfrica: [5800, 1300] },
  fedex: { eastAsia: [2700, 650], asia: [3100, 700], europeOceania: [4100, 950], usa: [4400, 1000], americasAfrica: [5600, 1300] },
  // SF Express's international line from Japan serves Asia and the USA only.
  sf: { eastAsia: [1300, 400], asia: [1700, 500], usa: [3400, 900] },
};

export const shippingRates: readonly { method: string; zone: Zone; first_yen: number; step_yen: number }[] = Object.entries(rateTable).flatMap(([method, zones]) =>
  Object.entries(zones).map(([zone, [first, step]]) => ({ method, zone: zone as Zone, first_yen: first, step_yen: step })),
);

export const shippingSuspensions: readonly { method: string; country: string; note: string }[] = [
  ...['ems', 'airmail', 'sal', 'surface'].map((method) => ({ method, country: 'RU', note: 'Japan Post has suspended mail to Russia.' })),
  { method: 'dhl', country: 'RU', note: 'DHL Express has stopped service to Russia.' },
  { method: 'fedex', country: 'RU', note: 'FedEx has stopped service to Russia.' },
  { method: 'sal', country: 'UA', note: 'Japan Post has suspended SAL to Ukraine.' },
  { method: 'surface', country: 'UA', note: 'Japan Post has suspended surface mail to Ukraine.' },
  { method: 'sal', country: 'BR', note: 'Japan Post has suspended SAL to Brazil.' },
];

/** Inserts the shipping reference data; returns the row count. */
export async function seedShipping(trx: Kysely<Database>, now: number): Promise<number> {
  await trx.insertInto('shipping_countries').values(shippingCountries.map((c) => ({ ...c }))).execute();
  await trx.insertInto('shipping_rates').values(shippingRates.map((r) => ({ ...r }))).execute();
  await trx.insertInto('shipping_suspensions').values(shippingSuspensions.map((s) => ({ ...s, since: now }))).execute();
  return shippingCountries.length + shippingRates.length + shippingSuspensions.length;
}

import type { Migration } from './helpers';

// Databases seeded before this held SAL above airmail (slower and dearer) in every zone. Each row still at
// the old seed's price moves to the new one; a row staff have changed keeps their price. The values are
// written out here, not read from the seed, so that this migration means the same whatever the seed says
// later.
const moves: readonly { method: string; zone: string; from: [number, number]; to: [number, number] }[] = [
  { method: 'airmail', zone: 'eastAsia', from: [1000, 350], to: [1300, 350] },
  { method: 'airmail', zone: 'asia', from: [1150, 450], to: [1500, 450] },
  { method: 'airmail', zone: 'europeOceania', from: [1400, 600], to: [1800, 600] },
  { method: 'airmail', zone: 'usa', from: [1600, 800], to: [2000, 800] },
  { method: 'airmail', zone: 'americasAfrica', from: [1700, 900], to: [2100, 900] },
  { method: 'sal', zone: 'eastAsia', from: [1300, 300], to: [1200, 250] },
  { method: 'sal', zone: 'asia', from: [1500, 450], to: [1350, 350] },
  { method: 'sal', zone: 'europeOceania', from: [1900, 600], to: [1650, 450] },
  { method: 'sal', zone: 'usa', from: [2200, 700], to: [1850, 550] },
  { method: 'sal', zone: 'americasAfrica', from: [2400, 800], to: [1950, 600] },
];

export const postalRates: Migration = {
  version: '0036',
  name: 'shipping_rates: Japan Post methods priced in their published order',
  async up(db) {
    for (const { method, zone, from, to } of moves) {
      await db
        .updateTable('shipping_rates')
        .set({ first_yen: to[0], step_yen: to[1] })
        .where('method', '=', method)
        .where('zone', '=', zone)
        .where('first_yen', '=', from[0])
        .where('step_yen', '=', from[1])
        .execute();
    }
  },
};

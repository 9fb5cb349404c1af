// Within one carrier a slower method never costs more than a faster one, at any weight both take to any
// zone both serve: a shopper offered SAL dearer than airmail and slower has been offered nonsense. Held
// for the seed's rates, and for a database seeded before they were put in order (migration 0036).
import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { slowestDay } from '../../src/lib/default-method';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { shippingRates } from '../db/seed/shipping';
import { bandedYen } from '../shipping/landed-cost';
import { freshDatabasePerTest } from './bare-database';

type RateRow = { method: string; zone: string; first_yen: number; step_yen: number };

/** Each pair of one carrier's methods where the first is faster, with every weight both take. */
function carrierPairs() {
  const methods = constants.shipping.methods;
  return methods.flatMap((faster) =>
    methods
      .filter((slower) => slower.carrier === faster.carrier && slowestDay(slower.transitDays) > slowestDay(faster.transitDays))
      .map((slower) => {
        const maxGrams = Math.min(faster.maxKg, slower.maxKg) * 1000;
        const weights = [];
        for (let grams = constants.shipping.firstBandGrams; grams <= maxGrams; grams += constants.shipping.stepGrams) weights.push(grams);
        return { faster: faster.id, slower: slower.id, weights };
      }),
  );
}

/** "sal to usa at 1,000 g: ¥2,400 > airmail ¥2,300" for every place the order breaks. */
function outOfOrder(rates: readonly RateRow[]): string[] {
  const rate = (method: string, zone: string) => rates.find((r) => r.method === method && r.zone === zone);
  const zones = [...new Set(rates.map((r) => r.zone))];
  return carrierPairs().flatMap(({ faster, slower, weights }) =>
    zones.flatMap((zone) => {
      const [fast, slow] = [rate(faster, zone), rate(slower, zone)];
      if (!fast || !slow) return [];
      return weights.flatMap((grams) => {
        const [fastYen, slowYen] = [bandedYen({ firstYen: fast.first_yen, stepYen: fast.step_yen }, grams), bandedYen({ firstYen: slow.first_yen, stepYen: slow.step_yen }, grams)];
        return slowYen > fastYen ? [`${slower} to ${zone} at ${grams} g: ¥${slowYen} > ${faster} ¥${fastYen}`] : [];
      });
    }),
  );
}

describe('shipping rates per carrier', () => {
  it('compares every Japan Post method with each slower one', () => {
    expect(carrierPairs().map((p) => `${p.faster}>${p.slower}`)).toEqual(['ems>airmail', 'ems>sal', 'ems>surface', 'airmail>sal', 'airmail>surface', 'sal>surface']);
  });

  it('finds a slower method priced above a faster one', () => {
    const rates = [{ method: 'airmail', zone: 'usa', first_yen: 1_600, step_yen: 800 }, { method: 'sal', zone: 'usa', first_yen: 1_500, step_yen: 900 }];
    expect(outOfOrder(rates)).toEqual(['sal to usa at 1500 g: ¥3300 > airmail ¥3200', 'sal to usa at 2000 g: ¥4200 > airmail ¥4000']);
  });

  it('keeps the seed in each carrier’s published order', () => {
    expect(outOfOrder(shippingRates)).toEqual([]);
  });
});

const database = freshDatabasePerTest('postal-rates');

it('moves rates a database still holds from the old seed, and keeps those staff changed', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0036'));
  const old: Record<string, Record<string, [number, number]>> = {
    ems: { usa: [3900, 800], europeOceania: [3150, 650] },
    airmail: { usa: [1600, 800], europeOceania: [1400, 600] },
    sal: { usa: [2200, 700], europeOceania: [1900, 600] },
    surface: { usa: [1700, 300], europeOceania: [1500, 250] },
  };
  const rows = Object.entries(old).flatMap(([method, zones]) => Object.entries(zones).map(([zone, [first_yen, step_yen]]) => ({ method, zone, first_yen, step_yen })));
  await db.insertInto('shipping_rates').values(rows).execute();
  // A contract rate staff entered for SAL to Europe.
  await db.updateTable('shipping_rates').set({ first_yen: 1_550, step_yen: 400 }).where('method', '=', 'sal').where('zone', '=', 'europeOceania').execute();

  await migrate(db, dialect, () => {}, migrations);

  const after = await db.selectFrom('shipping_rates').selectAll().orderBy('method').orderBy('zone').execute();
  expect(outOfOrder(after)).toEqual([]);
  const seeded = (method: string, zone: string) => shippingRates.find((r) => r.method === method && r.zone === zone)!;
  expect(after.find((r) => r.method === 'sal' && r.zone === 'usa')).toMatchObject({ first_yen: seeded('sal', 'usa').first_yen, step_yen: seeded('sal', 'usa').step_yen });
  expect(after.find((r) => r.method === 'airmail' && r.zone === 'usa')).toMatchObject({ first_yen: seeded('airmail', 'usa').first_yen });
  expect(after.find((r) => r.method === 'sal' && r.zone === 'europeOceania')).toMatchObject({ first_yen: 1_550, step_yen: 400 });
});

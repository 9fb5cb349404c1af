// The landed-cost calculator over HTTP, with the seeded zones, rates and suspended routes. Expected
// figures: the seed's rates worked through by hand (first 500 g, then each further 500 g).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import type { LandedCost } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = () => createApiClient(server.shopper().transport());
const byMethod = (cost: LandedCost) => Object.fromEntries(cost.methods.map((q) => [q.method, q]));
const reasons = (cost: LandedCost) => Object.fromEntries(cost.methods.map((q) => [q.method, q.reason ?? null]));

describe('shipping options', () => {
  it('lists at least 40 destinations with their zones, the methods and the services', async () => {
    const options = await api().shippingOptions();
    expect(options.countries.length).toBeGreaterThanOrEqual(40);
    const zoneOf = Object.fromEntries(options.countries.map((c) => [c.code, c.zone]));
    for (const code of ['US', 'GB', 'DE', 'FR', 'AU', 'CA', 'CN', 'TW', 'HK', 'KR', 'SG', 'TH', 'MY', 'ID', 'PH', 'BR', 'RU', 'TR', 'PL', 'SA']) {
      expect(zoneOf[code]).toBeTruthy();
    }
    expect(options.countries.map((c) => c.code)).toEqual(options.countries.map((c) => c.code).sort());
    expect(options.methods.map((m) => m.id)).toEqual(['ems', 'airmail', 'sal', 'surface', 'dhl', 'fedex', 'sf']);
    expect(options.methods[0]).toEqual({ id: 'ems', maxKg: 30, volumetricDivisor: 8000, volumetricMinSideCm: 60, transitDays: '3-14' });
    expect(options.services).toEqual([
      { id: 'protectivePackaging', yen: 100, per: 'order' },
      { id: 'inspection', yen: 300, per: 'order' },
      { id: 'electronicsCheck', yen: 1000, per: 'item' },
      { id: 'photos', yen: 500, per: 'item' },
    ]);
  });

  it('offers the services the config names', async () => {
    const [options, config] = await Promise.all([api().shippingOptions(), api().config()]);
    expect(options.services.map((s) => s.id).sort()).toEqual(config.serviceNameMap.map((s) => s.name).sort());
  });
});

describe('landed cost', () => {
  it('itemises the first payment and prices every method to the UK', async () => {
    const cost = await api().calcLandedCost({ priceYen: 12_000, domesticShippingYen: 800, weightGrams: 1_200, country: 'GB', services: 'inspection,photos' });
    expect(cost).toMatchObject({ itemYen: 12_000, proxyFeeYen: 300, domesticYen: 800, servicesYen: 800, firstPaymentYen: 13_900 });
    // Europe: EMS 3,150 + 2 × 650; airmail 1,800 + 2 × 600; SAL 1,650 + 2 × 450; surface 1,500 + 2 × 250;
    // DHL 4,200 + 2 × 900; FedEx 4,100 + 2 × 950; SF Express does not serve Europe.
    expect(cost.methods.map((q) => [q.method, q.shippingYen ?? null, q.totalYen ?? null])).toEqual([
      ['ems', 4_450, 18_350], ['airmail', 3_000, 16_900], ['sal', 2_550, 16_450], ['surface', 2_000, 15_900],
      ['dhl', 6_000, 19_900], ['fedex', 6_000, 19_900], ['sf', null, null],
    ]);
    expect(byMethod(cost).sf).toMatchObject({ available: false, reason: 'noRoute', chargeableGrams: 1_200 });
  });

  it('names suspended routes and routes that do not exist', async () => {
    const russia = await api().calcLandedCost({ priceYen: 5_000, weightGrams: 800, country: 'RU' });
    expect(reasons(russia)).toEqual({ ems: 'suspended', airmail: 'suspended', sal: 'suspended', surface: 'suspended', dhl: 'suspended', fedex: 'suspended', sf: 'noRoute' });
    expect(russia.methods.every((q) => !q.available && q.totalYen == null)).toBe(true);
    const brazil = await api().calcLandedCost({ priceYen: 5_000, weightGrams: 800, country: 'BR' });
    expect(reasons(brazil)).toEqual({ ems: null, airmail: null, sal: 'suspended', surface: null, dhl: null, fedex: null, sf: 'noRoute' });
    // A country outside the list: nothing goes there.
    const nowhere = await api().calcLandedCost({ priceYen: 5_000, weightGrams: 800, country: 'ZZ' });
    expect(nowhere.methods.every((q) => q.reason === 'noRoute')).toBe(true);
    expect(nowhere.firstPaymentYen).toBe(5_200);
  });

  it('follows suspensions and rates as staff change them', async () => {
    const { db } = server.services;
    await db.insertInto('shipping_suspensions').values({ method: 'ems', country: 'AU', note: 'test', since: Date.now() }).execute();
    await db.updateTable('shipping_rates').set({ first_yen: 1_000, step_yen: 100 }).where('method', '=', 'dhl').where('zone', '=', 'europeOceania').execute();
    const cost = await api().calcLandedCost({ priceYen: 1_000, weightGrams: 1_000, country: 'AU' });
    expect(byMethod(cost).ems).toMatchObject({ available: false, reason: 'suspended' });
    expect(byMethod(cost).dhl!.shippingYen).toBe(1_100);
    await db.deleteFrom('shipping_suspensions').where('method', '=', 'ems').where('country', '=', 'AU').execute();
    await db.updateTable('shipping_rates').set({ first_yen: 4_200, step_yen: 900 }).where('method', '=', 'dhl').where('zone', '=', 'europeOceania').execute();
  });

  it('says which methods a heavy parcel is too heavy for', async () => {
    const cost = await api().calcLandedCost({ priceYen: 30_000, weightGrams: 31_000, country: 'US' });
    expect(reasons(cost)).toEqual({ ems: 'overweight', airmail: 'overweight', sal: 'overweight', surface: 'overweight', dhl: null, fedex: null, sf: 'overweight' });
    // USA: DHL 4,600 + 61 × 1,000.
    expect(byMethod(cost).dhl!.shippingYen).toBe(65_600);
    const light = await api().calcLandedCost({ priceYen: 30_000, weightGrams: 2_001, country: 'US' });
    expect(reasons(light).airmail).toBe('overweight');
    expect(reasons(light).ems).toBeNull();
  });

  it('charges volume to couriers, to EMS past 60 cm, and refuses boxes over the size limits', async () => {
    // 130 × 50 × 40 cm, 2 kg to China: 260,000 cm³.
    const cost = await api().calcLandedCost({ priceYen: 8_000, weightGrams: 2_000, lengthCm: 50, widthCm: 130, heightCm: 40, country: 'cn' });
    const quotes = byMethod(cost);
    expect(reasons(cost)).toEqual({ ems: 'oversize', airmail: 'oversize', sal: 'oversize', surface: 'oversize', dhl: 'oversize', fedex: null, sf: null });
    expect(quotes.ems!.chargeableGrams).toBe(32_500); // / 8000, a side over 60 cm
    expect(quotes.sal!.chargeableGrams).toBe(2_000); // postal: actual weight
    // / 5000 = 52 kg: FedEx 2,700 + 103 × 650, SF Express 1,300 + 103 × 400.
    expect([quotes.fedex!.chargeableGrams, quotes.fedex!.shippingYen]).toEqual([52_000, 69_650]);
    expect(quotes.sf!.shippingYen).toBe(42_500);
    const small = await api().calcLandedCost({ priceYen: 8_000, weightGrams: 1_000, lengthCm: 60, widthCm: 50, heightCm: 40, country: 'CN' });
    expect(byMethod(small).ems!.chargeableGrams).toBe(1_000);
  });

  it('prices packaging by weight band', async () => {
    const light = await api().calcLandedCost({ priceYen: 1_000, weightGrams: 1_999, country: 'TW', services: 'protectivePackaging' });
    const heavy = await api().calcLandedCost({ priceYen: 1_000, weightGrams: 2_000, country: 'TW', services: 'protectivePackaging,electronicsCheck' });
    expect([light.servicesYen, light.firstPaymentYen]).toEqual([100, 1_200]);
    expect([heavy.servicesYen, heavy.firstPaymentYen]).toEqual([1_200, 2_300]);
  });

  it('needs no login', async () => {
    const answer = await server.shopper().call('Sig.Front.Front.CalcLandedCost', { priceYen: 1, weightGrams: 1, country: 'US' });
    expect(answer.status).toBe(200);
  });

  it('refuses invalid input, naming the field', async () => {
    const shopper = server.shopper();
    const base = { priceYen: 1_000, weightGrams: 1_000, country: 'US' };
    const before = await fingerprint(server.services.db);
    for (const [params, field] of [
      [{ ...base, priceYen: -1 }, 'priceYen'],
      [{ ...base, priceYen: 1.5 }, 'priceYen'],
      [{ ...base, weightGrams: 0 }, 'weightGrams'],
      [{ ...base, weightGrams: 100_001 }, 'weightGrams'],
      [{ ...base, domesticShippingYen: -5 }, 'domesticShippingYen'],
      [{ ...base, country: 'USA' }, 'country'],
      [{ ...base, country: '1A' }, 'country'],
      [{ ...base, lengthCm: 30 }, 'widthCm'],
      [{ ...base, lengthCm: 30, widthCm: 20 }, 'heightCm'],
      [{ ...base, lengthCm: 301, widthCm: 20, heightCm: 10 }, 'lengthCm'],
      [{ ...base, services: 'giftWrap' }, 'services'],
      [{ ...base, weightGrams: 5_001, services: 'protectivePackaging' }, 'services'],
      [{ priceYen: 1_000, weightGrams: 1_000 }, 'country'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.Front.CalcLandedCost', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    const heavy = await shopper.call('Sig.Front.Front.CalcLandedCost', { ...base, weightGrams: 6_000, services: 'protectivePackaging' });
    expect(heavy.body.msg).toContain('5 kg');
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('uses the fee bands of the constants', async () => {
    for (const band of constants.fees.proxyFee) {
      const cost = await api().calcLandedCost({ priceYen: band.fromYen, weightGrams: 100, country: 'KR' });
      expect(cost.proxyFeeYen).toBe(band.yen);
    }
  });
});

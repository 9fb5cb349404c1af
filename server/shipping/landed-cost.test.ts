// The landed-cost rules against figures worked out by hand from the domain notes: proxy fee bands,
// packaging 100 JPY under 2 kg and 200 JPY for 2–5 kg, inspection 300 per order, electronics check
// 1,000, photos 500; volumetric L × W × H / 5000 for couriers, / 8000 for EMS only past 60 cm; EMS at
// most 30 kg; first 500 g then each further 500 g.
import { describe, expect, it } from 'vitest';
import {
  type Dimensions, type MethodRule, type Rate, type Route, bandedYen, chargeableGrams, defaultRules, fitsSize, landedCost, proxyFeeYen,
  serviceProblem, servicesYen,
} from './landed-cost';

const method = (id: string): MethodRule => defaultRules.methods.find((m) => m.id === id)!;
const dims = (lengthCm: number, widthCm: number, heightCm: number): Dimensions => ({ lengthCm, widthCm, heightCm });

const rates: Record<string, Rate> = {
  ems: { firstYen: 1450, stepYen: 350 },
  airmail: { firstYen: 1000, stepYen: 350 },
  sal: { firstYen: 1300, stepYen: 300 },
  surface: { firstYen: 1100, stepYen: 150 },
  dhl: { firstYen: 2800, stepYen: 600 },
  fedex: { firstYen: 2700, stepYen: 650 },
  sf: { firstYen: 1300, stepYen: 400 },
};
const route = (without: string[] = [], suspended: string[] = []): Route => ({
  rates: new Map(Object.entries(rates).filter(([id]) => !without.includes(id))),
  suspended: new Set(suspended),
});

describe('proxy fee by price band', () => {
  it.each([
    [0, 100], [2_999, 100], [3_000, 200], [9_999, 200], [10_000, 300], [250_000, 300],
  ])('%i yen → %i yen', (price, fee) => {
    expect(proxyFeeYen(price)).toBe(fee);
  });
});

describe('optional services', () => {
  it.each([
    [[], 1_000, 0],
    [['protectivePackaging'], 1_999, 100],
    [['protectivePackaging'], 2_000, 200],
    [['protectivePackaging'], 5_000, 200],
    [['inspection'], 29_000, 300],
    [['electronicsCheck', 'photos'], 800, 1_500],
    [['protectivePackaging', 'inspection', 'electronicsCheck', 'photos'], 3_000, 2_000],
    [['photos', 'photos'], 800, 500],
  ])('%j at %i g → %i yen', (ids, grams, yen) => {
    expect(serviceProblem(ids, grams)).toBeNull();
    expect(servicesYen(ids, grams)).toBe(yen);
  });

  it('refuses packaging over 5 kg and unknown services', () => {
    expect(serviceProblem(['inspection', 'protectivePackaging'], 5_001)).toEqual({ id: 'protectivePackaging', kind: 'tooHeavy', maxGrams: 5_000 });
    expect(serviceProblem(['giftWrap'], 100)).toEqual({ id: 'giftWrap', kind: 'unknown' });
  });
});

describe('chargeable weight', () => {
  it.each([
    ['dhl', 1_000, dims(40, 30, 20), 4_800], // 24,000 cm³ / 5000 = 4.8 kg
    ['dhl', 6_000, dims(40, 30, 20), 6_000], // actual is heavier
    ['dhl', 1_000, null, 1_000],
    ['fedex', 500, dims(33, 33, 33), 7_188], // 35,937 / 5000 = 7.1874 kg, rounded up to the gram
    ['sf', 100, dims(10, 10, 10), 200], // 1,000 / 5000 = 0.2 kg
    ['ems', 1_000, dims(60, 50, 40), 1_000], // no side over 60 cm: actual weight only
    ['ems', 1_000, dims(61, 50, 40), 15_250], // 122,000 / 8000 = 15.25 kg
    ['ems', 1_000, dims(40, 61, 50), 15_250], // whichever side is the long one
    ['ems', 20_000, dims(61, 50, 40), 20_000],
    ['airmail', 300, dims(30, 20, 20), 300], // postal lines charge the actual weight
    ['sal', 1_000, dims(100, 100, 100), 1_000],
  ] as const)('%s, %i g, %j → %i g', (id, weightGrams, dimensions, grams) => {
    expect(chargeableGrams(method(id), { weightGrams, dimensions })).toBe(grams);
  });
});

describe('weight bands', () => {
  it.each([
    [1, 1_450], [500, 1_450], [501, 1_800], [1_000, 1_800], [1_001, 2_150], [1_200, 2_150], [30_000, 1_450 + 59 * 350],
  ])('%i g → %i yen', (grams, yen) => {
    expect(bandedYen(rates.ems!, grams)).toBe(yen);
  });
});

describe('size limits', () => {
  it.each([
    ['airmail', dims(60, 20, 10), true], // sum 90, longest 60
    ['airmail', dims(61, 10, 10), false],
    ['airmail', dims(50, 25, 20), false], // sum 95
    ['ems', dims(150, 40, 35), true], // 150 + 2 × 75 = 300
    ['ems', dims(36, 150, 40), false], // 302
    ['ems', dims(151, 10, 10), false],
    ['dhl', dims(121, 10, 10), false],
    ['sf', dims(150, 100, 51), false], // sum 301
    ['fedex', dims(200, 30, 30), true], // 200 + 120 = 320 ≤ 330
    ['fedex', dims(200, 35, 30), true], // 330 exactly
    ['fedex', dims(200, 35, 31), false], // 332
    ['sal', null, true],
  ] as const)('%s %j fits: %s', (id, dimensions, fits) => {
    expect(fitsSize(method(id), dimensions)).toBe(fits);
  });
});

describe('landed cost', () => {
  it('itemises the first payment and adds each method’s shipping to it', () => {
    const cost = landedCost({
      priceYen: 12_000,
      domesticYen: 800,
      parcel: { weightGrams: 1_200, dimensions: null },
      services: ['inspection', 'photos'],
      route: route(['sf'], ['surface']),
    });
    // 12,000 + 300 fee + 800 domestic + 300 inspection + 500 photos
    expect(cost).toMatchObject({ itemYen: 12_000, proxyFeeYen: 300, domesticYen: 800, servicesYen: 800, firstPaymentYen: 13_900 });
    const quotes = cost.methods.map((q) => [q.method, q.available, q.reason, q.chargeableGrams, q.shippingYen, q.totalYen]);
    expect(quotes).toEqual([
      ['ems', true, null, 1_200, 2_150, 16_050],
      ['airmail', true, null, 1_200, 1_700, 15_600],
      ['sal', true, null, 1_200, 1_900, 15_800],
      ['surface', false, 'suspended', 1_200, null, null],
      ['dhl', true, null, 1_200, 4_000, 17_900],
      ['fedex', true, null, 1_200, 4_000, 17_900],
      ['sf', false, 'noRoute', 1_200, null, null],
    ]);
    expect(cost.methods.find((q) => q.method === 'ems')!.transitDays).toBe('3-14');
  });

  it('charges couriers by volume and EMS by /8000 only past 60 cm', () => {
    const cost = landedCost({ priceYen: 2_000, domesticYen: 0, parcel: { weightGrams: 1_000, dimensions: dims(70, 40, 30) }, services: [], route: route() });
    expect(cost.firstPaymentYen).toBe(2_100);
    const byMethod = Object.fromEntries(cost.methods.map((q) => [q.method, q]));
    // 84,000 cm³: EMS 10.5 kg → 1,450 + 20 × 350; DHL 16.8 kg → 2,800 + 33 × 600; SAL the actual 1 kg.
    expect([byMethod.ems!.chargeableGrams, byMethod.ems!.shippingYen]).toEqual([10_500, 8_450]);
    expect([byMethod.dhl!.chargeableGrams, byMethod.dhl!.shippingYen]).toEqual([16_800, 22_600]);
    expect([byMethod.sal!.chargeableGrams, byMethod.sal!.shippingYen]).toEqual([1_000, 1_600]);
    // 70 cm is over airmail's 60 cm side.
    expect([byMethod.airmail!.available, byMethod.airmail!.reason]).toEqual([false, 'oversize']);
  });

  it.each([
    [2_000, []], // airmail takes 2 kg exactly
    [2_001, ['airmail']],
    [30_000, ['airmail']], // EMS takes 30 kg exactly
    [30_001, ['ems', 'airmail', 'sal', 'surface', 'sf']],
    [68_001, ['ems', 'airmail', 'sal', 'surface', 'fedex', 'sf']],
    [70_001, ['ems', 'airmail', 'sal', 'surface', 'dhl', 'fedex', 'sf']],
  ])('%i g is overweight for %j', (weightGrams, overweight) => {
    const cost = landedCost({ priceYen: 1_000, domesticYen: 0, parcel: { weightGrams, dimensions: null }, services: [], route: route() });
    expect(cost.methods.filter((q) => q.reason === 'overweight').map((q) => q.method)).toEqual(overweight);
    expect(cost.methods.filter((q) => !q.available && q.reason !== 'overweight')).toEqual([]);
  });

  it('names the destination before the parcel: no route, then suspended, then overweight, then oversize', () => {
    const parcel = { weightGrams: 40_000, dimensions: dims(160, 10, 10) };
    const cost = landedCost({ priceYen: 1_000, domesticYen: 0, parcel, services: [], route: route(['ems'], ['sal']) });
    const reasons = Object.fromEntries(cost.methods.map((q) => [q.method, q.reason]));
    expect(reasons).toEqual({ ems: 'noRoute', airmail: 'overweight', sal: 'suspended', surface: 'overweight', dhl: 'oversize', fedex: null, sf: 'overweight' });
  });
});

describe('chargeable weight per method for a merged parcel', () => {
  const box = { lengthCm: 60, widthCm: 40, heightCm: 30 };
  const method = (id: string) => defaultRules.methods.find((m) => m.id === id)!;
  it.each([
    // 60×40×30 = 72,000 cm³: /5000 = 14.4 kg for couriers; EMS only counts volume when a side exceeds 60 cm.
    { id: 'dhl', grams: 5000, expected: 14400 },
    { id: 'fedex', grams: 20000, expected: 20000 },
    { id: 'ems', grams: 5000, expected: 5000 },
    { id: 'sal', grams: 5000, expected: 5000 },
    { id: 'surface', grams: 5000, expected: 5000 },
  ])('$id, $grams g actual: $expected g', ({ id, grams, expected }) => {
    expect(chargeableGrams(method(id), { weightGrams: grams, dimensions: box })).toBe(expected);
  });
  it('EMS counts volume once a side exceeds 60 cm', () => {
    expect(chargeableGrams(method('ems'), { weightGrams: 1000, dimensions: { lengthCm: 61, widthCm: 40, heightCm: 30 } })).toBe(9150);
  });
});

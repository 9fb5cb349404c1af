// The insurance rule against the carriers' own examples: EMS covers 20,000 yen free, 40,000 costs 50 and
// 50,000 costs 100; parcel post costs 400 up to 20,000 and 50 more per further 20,000 begun; DHL 1.5 % of
// the value, at least 2,500 yen; FedEx 1 % of what exceeds its included 15,000, at least 500.
import { describe, expect, it } from 'vitest';
import { type CarrierRule, insuranceFee, insuranceOffer } from './insurance';

describe('insuranceOffer', () => {
  it('EMS: free within its included 20,000 yen, then 50 yen per further 20,000 begun', () => {
    expect(insuranceOffer('ems', 15_000)).toEqual({ coverYen: 15_000, includedCoverYen: 20_000, yen: 0 });
    expect(insuranceOffer('ems', 20_000)?.yen).toBe(0);
    expect(insuranceOffer('ems', 20_001)?.yen).toBe(50);
    expect(insuranceOffer('ems', 40_000)?.yen).toBe(50);
    expect(insuranceOffer('ems', 50_000)?.yen).toBe(100);
  });

  it('SAL and sea mail: 400 yen for the first 20,000, then 50 per further 20,000 begun', () => {
    expect(insuranceOffer('sal', 15_000)?.yen).toBe(400);
    expect(insuranceOffer('surface', 20_000)?.yen).toBe(400);
    expect(insuranceOffer('sal', 20_001)?.yen).toBe(450);
    expect(insuranceOffer('sal', 50_000)?.yen).toBe(500);
  });

  it('caps the cover at the carrier maximum and prices the capped cover', () => {
    const offer = insuranceOffer('ems', 3_000_000)!;
    expect(offer.coverYen).toBe(2_000_000);
    expect(offer.yen).toBe(99 * 50);
  });

  it('couriers: a percentage of the value above the included cover, rounded up, with a minimum', () => {
    expect(insuranceOffer('dhl', 100_000)?.yen).toBe(2_500);
    expect(insuranceOffer('dhl', 300_001)?.yen).toBe(4_501);
    expect(insuranceOffer('fedex', 15_000)?.yen).toBe(0);
    expect(insuranceOffer('fedex', 20_000)?.yen).toBe(500);
    expect(insuranceOffer('fedex', 115_000)?.yen).toBe(1_000);
    expect(insuranceOffer('sf', 80_000)?.yen).toBe(800);
  });

  it('offers nothing for airmail small packets or an unknown method', () => {
    expect(insuranceOffer('airmail', 10_000)).toBeNull();
    expect(insuranceOffer('pigeon', 10_000)).toBeNull();
  });

  it('a percent rule without a minimum charges the rounded-up percentage alone', () => {
    const rule: CarrierRule = { kind: 'percent', firstCoverYen: null, firstYen: null, stepCoverYen: null, stepYen: null, percent: 0.7, minYen: null, maxCoverYen: 1_000_000 };
    expect(insuranceFee(rule, 10_001, 0)).toBe(71);
    expect(insuranceFee(rule, 10_000, 10_000)).toBe(0);
  });
});

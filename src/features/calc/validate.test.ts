import { describe, expect, it } from 'vitest';
import { type CalcForm, emptyCalcForm } from '../../lib/landed-cost';
import { checkCalc, volumetricGrams } from './validate';

const form = (over: Partial<CalcForm>): CalcForm => ({ ...emptyCalcForm, price: '1,200', weight: '1.5', ...over });
const services = ['photos', 'inspection'];

describe('checkCalc', () => {
  it('a complete form becomes the call parameters', () => {
    expect(checkCalc(form({ shipping: '700', services: ['photos', 'unknown'] }), 'US', null, services)).toEqual({
      params: { priceYen: 1200, domesticShippingYen: 700, weightGrams: 1500, country: 'US', services: 'photos' },
      errors: {},
      priceYen: 1200,
    });
  });
  it('empty price and weight are required', () => {
    expect(checkCalc(form({ price: '', weight: ' ' }), 'US', null, services).errors).toEqual({ price: 'required', weight: 'required' });
  });
  it('words, zero and negatives are refused', () => {
    const { errors } = checkCalc(form({ price: 'abc', weight: '0', shipping: '-5' }), 'US', null, services);
    expect(errors).toEqual({ price: 'notNumber', weight: 'positive', shipping: 'positive' });
  });
  it('a price typed in the shopper currency is converted to yen', () => {
    // 1 yen = 0.0067 USD: 10 USD is about 1493 yen.
    expect(checkCalc(form({ price: '10', currency: 'USD' }), 'US', 0.0067, services).params?.priceYen).toBe(1493);
    expect(checkCalc(form({ price: '10', currency: 'USD' }), 'US', null, services).errors.price).toBe('noRate');
  });
  it('limits of the call: 100 kg, 300 cm sides', () => {
    expect(checkCalc(form({ weight: '100.5' }), 'US', null, services).errors.weight).toBe('maxWeight');
    expect(checkCalc(form({ length: '301', width: '1', height: '1' }), 'US', null, services).errors.length).toBe('maxSide');
  });
  it('sides: all three or none, rounded up to whole centimetres', () => {
    expect(checkCalc(form({ length: '40' }), 'US', null, services).errors).toEqual({ width: 'allSides', height: 'allSides' });
    expect(checkCalc(form({ length: '40.2', width: '30', height: '20' }), 'US', null, services).params).toMatchObject({ lengthCm: 41, widthCm: 30, heightCm: 20 });
  });
  it('no destination yet: no call', () => {
    expect(checkCalc(form({}), null, null, services)).toMatchObject({ params: null, errors: { country: 'required' } });
  });
});

describe('volumetricGrams', () => {
  const courier = { volumetricDivisor: 5000, volumetricMinSideCm: null };
  const ems = { volumetricDivisor: 8000, volumetricMinSideCm: 60 };
  it('L × W × H / divisor, in grams', () => expect(volumetricGrams({ lengthCm: 50, widthCm: 40, heightCm: 30 }, courier)).toBe(12000));
  it('EMS only counts volume with a side over 60 cm', () => {
    expect(volumetricGrams({ lengthCm: 60, widthCm: 50, heightCm: 50 }, ems)).toBeNull();
    expect(volumetricGrams({ lengthCm: 61, widthCm: 50, heightCm: 50 }, ems)).toBe(19063);
  });
  it('postal lines and boxes without sizes: none', () => {
    expect(volumetricGrams({ lengthCm: 50, widthCm: 40, heightCm: 30 }, { volumetricDivisor: null })).toBeNull();
    expect(volumetricGrams({}, courier)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { calcQuery, emptyCalcForm, gramsToKg, readCalcForm } from './landed-cost';

describe('the calculator form in the address', () => {
  it('leaves out empty values and yen', () => {
    expect(calcQuery({ ...emptyCalcForm, price: '1200', weight: '0.5', country: 'US' })).toEqual({ price: '1200', kg: '0.5', to: 'US' });
  });
  it('reads back what it wrote', () => {
    const form = { ...emptyCalcForm, link: 'https://jp.mercari.com/item/m12345678901', price: '12.5', currency: 'USD', shipping: '700', weight: '2', length: '40', width: '30', height: '20', country: 'DE', services: ['photos', 'inspection'] };
    expect(readCalcForm(new URLSearchParams(calcQuery(form)))).toEqual(form);
  });
  it('a missing address gives the empty form, a lower-case country is read in capitals', () => {
    expect(readCalcForm(new URLSearchParams())).toEqual(emptyCalcForm);
    expect(readCalcForm(new URLSearchParams('to=fr&svc=,photos,')).country).toBe('FR');
    expect(readCalcForm(new URLSearchParams('svc=,photos,')).services).toEqual(['photos']);
  });
  it('shows grams as kilograms', () => {
    expect(gramsToKg(1250)).toBe('1.25');
    expect(gramsToKg(1000)).toBe('1');
  });
});

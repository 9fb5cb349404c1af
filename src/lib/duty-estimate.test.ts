import { describe, expect, it } from 'vitest';
import { dutyRules } from '../../generated/duties';
import { estimateDuty, ratesFrom } from './duty-estimate';

// Today's rates as the seeded currencies table has them (units per yen); NZD, CHF and UAH are not in it.
const today = ratesFrom([
  { Id: 'JPY', Rate: 1 }, { Id: 'USD', Rate: 0.0067 }, { Id: 'EUR', Rate: 0.0059 }, { Id: 'GBP', Rate: 0.005 },
  { Id: 'CNY', Rate: 0.048 }, { Id: 'AUD', Rate: 0.0103 }, { Id: 'CAD', Rate: 0.0093 }, { Id: 'RUB', Rate: 0.54 },
  { Id: 'HKD', Rate: 0.052 }, { Id: 'KRW', Rate: 9.3 },
]);

const at = (country: string, declaredYen: number, postageYen = 0) => estimateDuty({ country, declaredYen, postageYen, rateOf: today });

describe('estimateDuty', () => {
  it.each([
    // country, declared, postage, duty yen, tax yen, exempt from duty, exempt from tax
    ['EU under 150 EUR: VAT on goods and postage, no duty', 'DE', 10_000, 2_000, 0, 2_280, true, false],
    ['EU over 150 EUR: duty, then VAT on the duty-paid value', 'DE', 30_000, 2_000, 1_280, 6_323, false, false],
    ['FR has its own VAT rate', 'FR', 10_000, 2_000, 0, 2_400, true, false],
    ['US: no de minimis, duty on the goods only (FOB), no tax at import', 'US', 10_000, 3_000, 1_500, 0, false, false],
    ['AU under 1,000 AUD: nothing at the border', 'AU', 90_000, 5_000, 0, 0, true, true],
    ['AU over 1,000 AUD: duty and GST', 'AU', 100_000, 5_000, 5_000, 10_500, false, false],
    ['GB within 135 GBP: VAT only', 'GB', 20_000, 3_000, 0, 4_600, true, false],
    ['CA within 20 CAD: nothing', 'CA', 2_000, 0, 0, 0, true, true],
    ['CA over 20 CAD: duty and GST', 'CA', 3_000, 1_000, 240, 162, false, false],
    ['CN postal tax of up to 50 CNY is waived', 'CN', 5_000, 0, 0, 0, false, true],
    ['CN postal tax over 50 CNY is due in full', 'CN', 6_000, 0, 0, 1_200, false, false],
    ['RU: 15% of the excess over 200 EUR', 'RU', 50_000, 0, 2_415, 0, false, false],
    ['UA: duty and VAT on the excess over 150 EUR', 'UA', 40_000, 0, 1_458, 3_207, false, false],
    ['CH: VAT of up to 5 CHF is waived', 'CH', 10_000, 1_000, 0, 0, false, true],
    ['CH: VAT over 5 CHF is due', 'CH', 11_000, 1_000, 0, 972, false, false],
    ['HK: a free port', 'HK', 500_000, 10_000, 0, 0, false, false],
    ['KR within 150 USD: nothing', 'KR', 20_000, 2_000, 0, 0, true, true],
  ] as const)('%s', (_, country, declared, postage, dutyYen, taxYen, dutyExempt, taxExempt) => {
    const e = at(country, declared, postage)!;
    expect(e.duty.yen).toBe(dutyYen);
    expect(e.tax.yen).toBe(taxYen);
    expect(e.totalYen).toBe(dutyYen + taxYen);
    expect(e.nothingDue).toBe(dutyYen + taxYen === 0);
    expect(e.duty.exemptBy !== null).toBe(dutyExempt);
    expect(e.tax.exemptBy !== null).toBe(taxExempt);
  });

  it('gives local amounts at today’s rate, rounded to cents, with the rule’s source and date', () => {
    const e = at('de', 30_000, 2_000)!;
    expect(e).toMatchObject({ country: 'DE', currency: 'EUR', rate: 0.0059, rateSource: 'today', valuation: 'cif', valueYen: 32_000, valueLocal: 188.8 });
    expect(e.duty.local).toBe(7.55);
    expect(e.tax.local).toBe(37.31);
    expect(e.totalLocal).toBe(44.86);
    expect(e.tax.kind).toBe('vat');
    expect(e.tax.percent).toBe(19);
    expect(e.duty.rule).toBe('adValorem');
    expect(e.source).toEqual(dutyRules.DE.source);
    expect(e.asOf).toBe(dutyRules.DE.asOf);
  });

  it('falls back to the spec’s reference rate for a currency today’s table lacks', () => {
    const e = at('NZ', 50_000)!;
    expect(e.rateSource).toBe('reference');
    expect(e.currency).toBe('NZD');
    expect(e.valueLocal).toBe(570);
    expect(e.nothingDue).toBe(true);
  });

  it('says no duty rule where a destination has none', () => {
    expect(at('HK', 1_000)!.duty.rule).toBe('none');
    expect(at('HK', 1_000)!.tax.kind).toBe('none');
  });

  it('has no estimate for a destination without rules', () => {
    expect(at('JP', 10_000)).toBeNull();
    expect(at('ZZ', 10_000)).toBeNull();
    expect(at('constructor', 10_000)).toBeNull();
  });

  it('covers the main destinations', () => {
    const main = 'US CA GB AU NZ DE FR IT ES NL PL KR TW HK SG MY TH ID PH CN BR RU TR SA AE MX'.split(' ');
    expect(main.filter((c) => !(c in dutyRules))).toEqual([]);
  });
});

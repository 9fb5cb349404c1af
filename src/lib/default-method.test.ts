import { describe, expect, it } from 'vitest';
import { defaultMethod, slowestDay } from './default-method';

const quote = (method: string, shippingYen: number | null, available = shippingYen !== null) => ({ method, available, shippingYen });

describe('the shipping method chosen for the shopper', () => {
  it('is the cheapest tracked method within a month, not sea mail or untracked airmail', () => {
    const quotes = [quote('ems', 4_450), quote('airmail', 3_000), quote('sal', 2_550), quote('surface', 2_000), quote('dhl', 6_000), quote('sf', 4_200)];
    expect(defaultMethod(quotes)).toBe('sf');
    expect(defaultMethod(quotes.filter((q) => q.method !== 'sf'))).toBe('ems');
  });

  it('falls back to the cheapest that takes the parcel when no usual choice does', () => {
    expect(defaultMethod([quote('ems', null), quote('sal', 9_000), quote('surface', 5_000), quote('dhl', null)])).toBe('surface');
  });

  it('is none when nothing takes the parcel, and the earlier listed on a tie', () => {
    expect(defaultMethod([quote('ems', null), quote('dhl', null)])).toBeNull();
    expect(defaultMethod([quote('dhl', 5_000), quote('fedex', 5_000)])).toBe('dhl');
  });

  it('reads the slowest day of a range', () => {
    expect(slowestDay('7-30')).toBe(30);
  });
});

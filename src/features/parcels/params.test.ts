import { describe, expect, it } from 'vitest';
import { constants } from '../../../generated/constants';
import { idParam, newPaymentKey } from './params';

describe('parcel page params', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    [null, null],
    ['1234567890', null],
  ])('idParam(%s) = %s', (value, expected) => {
    expect(idParam(value)).toBe(expected);
  });
  it('makes payment keys the server accepts, a new one each time', () => {
    const key = newPaymentKey();
    expect(key.length).toBeGreaterThanOrEqual(constants.warehouse.idempotencyKeyMinLength);
    expect(key.length).toBeLessThanOrEqual(constants.warehouse.idempotencyKeyMaxLength);
    expect(newPaymentKey()).not.toBe(key);
  });
});

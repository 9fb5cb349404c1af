import { pageParamOf } from '../../lib/api/limits';
import { describe, expect, it } from 'vitest';
import { couponStatusParam, kindParam, rechargeParam } from './params';

const q = (s: string) => new URLSearchParams(s);

describe('wallet page parameters', () => {
  it.each([['', 1], ['page=3', 3], ['page=0', 1], ['page=-2', 1], ['page=1.5', 1], ['page=x', 1], ['page=9999', 500]])('page from "%s" is %i', (s, n) => {
    expect(pageParamOf('Sig.Front.User.AppWallet.History', q(s))).toBe(n);
  });

  it.each([['', null], ['kind=refund', 'refund'], ['kind=hold', null], ['kind=REFUND', null]])('kind from "%s" is %s', (s, kind) => {
    expect(kindParam(q(s))).toBe(kind);
  });

  it.each([['', 'usable'], ['status=used', 'used'], ['status=expired', 'expired'], ['status=all', 'usable']])('coupon tab from "%s" is %s', (s, status) => {
    expect(couponStatusParam(q(s))).toBe(status);
  });

  it.each([['', null], ['recharge=12', 12], ['recharge=0', null], ['recharge=abc', null], ['recharge=1e3', 1000]])('recharge from "%s" is %s', (s, id) => {
    expect(rechargeParam(q(s))).toBe(id);
  });
});

import { describe, expect, it } from 'vitest';
import { payWonRoute } from './pay-won-route';

describe('where a won auction is paid', () => {
  it.each([
    ['yahoo', 'global', 'mall.yahoo.pay'],
    ['mercari', 'global', 'personal.order.detail'],
    ['yahoo', 'china', 'personal.order.detail'],
    ['mercari', 'china', 'personal.order.detail'],
  ] as const)('%s in the %s edition: %s', (site, edition, route) => {
    expect(payWonRoute(site, edition)).toBe(route);
  });
});

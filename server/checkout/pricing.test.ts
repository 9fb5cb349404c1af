import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { type PriceLine, couponBaseYen, priceOrders, quoteServices, splitProportionally } from './pricing';

const line = (over: Partial<PriceLine> = {}): PriceLine => ({ site: 'amazon', priceYen: 2000, proxyFeeYen: 100, quantity: 1, domesticYen: 0, weightGrams: null, ...over });

describe('priceOrders', () => {
  // Figures follow spec/constants.yaml: photos 500 per item, coupons and points split by each order's share.
  it.each([
    {
      name: 'one line, nothing else',
      input: { lines: [line()], services: [], coupon: null, points: 0 },
      orders: [{ totalYen: 2100, discountYen: 0, pointsUsed: 0, cashYen: 2100 }],
      totals: { totalYen: 2100, cashYen: 2100, pointsMax: 1050 },
    },
    {
      name: 'two lines with photos, a coupon and points, shares by size with the rounding to the largest remainder',
      input: {
        lines: [line({ priceYen: 5000, proxyFeeYen: 200, quantity: 2, domesticYen: 700 }), line({ priceYen: 1000, proxyFeeYen: 100 })],
        services: ['photos'],
        coupon: { amountYen: 500, minSpendYen: 0, site: null },
        points: 1000,
      },
      orders: [
        { goodsYen: 10000, proxyFeeYen: 400, domesticYen: 700, servicesYen: 1000, totalYen: 12100, discountYen: 442, pointsUsed: 883, cashYen: 10775 },
        { goodsYen: 1000, proxyFeeYen: 100, domesticYen: 0, servicesYen: 500, totalYen: 1600, discountYen: 58, pointsUsed: 117, cashYen: 1425 },
      ],
      totals: { totalYen: 13700, discountYen: 500, pointsUsed: 1000, cashYen: 12200, pointsMax: 6600 },
    },
    {
      name: 'a marketplace coupon discounts only that marketplace’s lines',
      input: { lines: [line({ site: 'mercari' }), line({ site: 'amazon' })], services: [], coupon: { amountYen: 300, minSpendYen: 0, site: 'mercari' }, points: 0 },
      orders: [{ discountYen: 300, cashYen: 1800 }, { discountYen: 0, cashYen: 2100 }],
      totals: { discountYen: 300 },
    },
    {
      name: 'a coupon worth more than the goods it applies to gives at most their total',
      input: { lines: [line({ priceYen: 200, proxyFeeYen: 100 })], services: [], coupon: { amountYen: 500, minSpendYen: 0, site: null }, points: 0 },
      orders: [{ discountYen: 300, cashYen: 0 }],
      totals: { discountYen: 300, cashYen: 0, pointsMax: 0 },
    },
    {
      name: `points beyond ${constants.points.maxSharePercent}% of what is left to pay are not taken`,
      input: { lines: [line()], services: [], coupon: { amountYen: 100, minSpendYen: 0, site: null }, points: 5000 },
      orders: [{ pointsUsed: 1000, cashYen: 1000 }],
      totals: { pointsUsed: 1000, pointsYen: 1000, pointsMax: 1000 },
    },
    {
      name: 'per-order packaging by the parcel’s weight band, per-item photos for each unit',
      input: { lines: [line({ quantity: 2, weightGrams: 1200 })], services: ['protectivePackaging', 'photos'], coupon: null, points: 0 },
      orders: [{ servicesYen: 200 + 2 * 500, totalYen: 4200 + 1200 }],
      totals: {},
    },
  ])('$name', ({ input, orders, totals }) => {
    const priced = priceOrders(input);
    expect(priced.orders).toHaveLength(orders.length);
    orders.forEach((o, i) => expect(priced.orders[i]).toMatchObject(o));
    expect(priced).toMatchObject(totals);
    // What the orders hold always adds up to the set's figures.
    expect(priced.orders.reduce((s, o) => s + o.cashYen + o.discountYen + o.pointsUsed * constants.points.yenPerPoint, 0)).toBe(priced.totalYen);
  });
});

describe('quoteServices', () => {
  it('prices each service for all lines and marks one unavailable when a parcel is over its limit', () => {
    const quotes = quoteServices([line({ weightGrams: 3000, quantity: 2 }), line({ weightGrams: 100 })]);
    expect(quotes.find((q) => q.id === 'protectivePackaging')).toMatchObject({ available: false, maxGrams: 5000 });
    expect(quotes.find((q) => q.id === 'inspection')).toMatchObject({ available: true, yen: 600 });
    expect(quotes.find((q) => q.id === 'photos')).toMatchObject({ available: true, yen: 1500 });
  });

  it('counts items for a per-item service and orders (lines) for a per-order one, with one price when all match', () => {
    const quotes = quoteServices([line({ weightGrams: 500, quantity: 2 }), line({ weightGrams: 100 }), line({ weightGrams: 100 })]);
    expect(quotes.find((q) => q.id === 'photos')).toMatchObject({ count: 4, eachYen: 500, yen: 2000 });
    expect(quotes.find((q) => q.id === 'inspection')).toMatchObject({ count: 3, eachYen: 300, yen: 900 });
  });

  it('gives no single price when weight bands make the orders cost different amounts', () => {
    const quotes = quoteServices([line({ weightGrams: 2500 }), line({ weightGrams: 100 })]);
    expect(quotes.find((q) => q.id === 'protectivePackaging')).toMatchObject({ count: 2, eachYen: null, yen: 300 });
  });
});

describe('couponBaseYen', () => {
  it('measures the minimum spend on the goods the coupon applies to', () => {
    const lines = [line({ site: 'mercari', priceYen: 1000, quantity: 2 }), line({ site: 'amazon', priceYen: 5000 })];
    expect(couponBaseYen({ site: 'mercari' }, lines)).toBe(2000);
    expect(couponBaseYen({ site: null }, lines)).toBe(7000);
  });
});

describe('splitProportionally', () => {
  it.each([
    [100, [100, 100, 100], [34, 33, 33]],
    [10, [0, 5, 5], [0, 5, 5]],
    [7, [3, 100], [0, 7]],
    [0, [5, 5], [0, 0]],
    [6, [2, 2, 2], [2, 2, 2]],
  ])('%i over %j → %j', (amount, weights, parts) => {
    const split = splitProportionally(amount, weights);
    expect(split).toEqual(parts);
    expect(split.every((p, i) => p <= weights[i]!)).toBe(true);
  });
});

// The live source around the Rakuten kind, against the replica: counts from the provider's total, the
// spec's cache, one retry of a transient refusal, the breaker and a refused key (the rate limit that several
// server processes share through the database: rate-limit.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceConfigs } from '../../generated/sources';
import { migrate } from '../db/migrate';
import { freshDatabasePerTest } from '../test/bare-database';
import { captureLog } from '../test/log-capture';
import { rakutenIchiba } from './kinds/rakuten-ichiba';
import { createLiveSource } from './live-source';
import { ProviderError } from './provider';
import { type RakutenReplica, startRakutenReplica } from './replicas/rakuten-ichiba';

let replica: RakutenReplica;
beforeAll(async () => {
  replica = await startRakutenReplica(['good-id']);
});
afterAll(() => replica.close());
const database = freshDatabasePerTest('live-source');

// The spec's rate limit of one call a second would make every test wait; these test the limit on its own.
const config = { ...sourceConfigs.rakuten!, rateLimit: { calls: 1000, perSeconds: 1 } };
const scope = { countSites: ['rakuten', 'mercari'] as const, itemSites: ['rakuten'] as const };
const query = { keyword: '包丁', sort: 'relevance' as const, offset: 0, limit: 20 };

async function source(applicationId = 'good-id') {
  const { db, dialect } = database();
  await migrate(db, dialect);
  const { log, lines } = captureLog();
  const live = createLiveSource({ db, log, now: Date.now }, {
    site: 'rakuten', config, client: rakutenIchiba(config.map), credentials: { applicationId }, base: replica.base,
    guard: { retryDelayMs: 10, breakerFailures: 2, breakerOpenMs: 60_000 },
  });
  replica.calls.length = 0;
  return { live, lines };
}

describe('the live source', () => {
  it('answers goods and the count from the provider total, then from its cache', async () => {
    const { live } = await source();
    const answer = await live.search(query, { countSites: [...scope.countSites], itemSites: [...scope.itemSites] });
    expect(answer.counts).toEqual({ rakuten: 1 });
    expect(answer.items[0]).toMatchObject({ Site: 'rakuten', Id: 'https://item.rakuten.co.jp/rw-kitchen/knife-210/', JPYPrice: 4980, IsSoldOut: false });
    await live.search(query, { countSites: [...scope.countSites], itemSites: [...scope.itemSites] });
    expect(replica.calls).toHaveLength(1);
    const detail = await live.detail('rakuten', 'https://item.rakuten.co.jp/rw-kitchen/knife-210/', 'en');
    expect(detail?.detail).toMatchObject({ Description: '刃渡り210mmのステンレス三徳包丁。', ShippingPayer: 'seller', Seller: { Id: 'rw-kitchen' } });
    const shop = await live.shop('rakuten', 'rw-kitchen', { sort: 'priceAsc', offset: 0, limit: 20 });
    expect([shop?.total, shop?.seller.Name]).toEqual([2, 'RWキッチン館']);
    expect((await live.categories('rakuten', 'en')).map((c) => c.RakutenCat)).toEqual(['558944', '215783']);
  });

  it('retries a transient refusal once', async () => {
    const { live } = await source();
    replica.refuse('tooManyRequests', 1);
    const answer = await live.search(query, { countSites: ['rakuten'], itemSites: ['rakuten'] });
    expect(answer.counts).toEqual({ rakuten: 1 });
    expect(replica.calls).toHaveLength(2);
  });

  it('opens its breaker after repeated failures and stops calling', async () => {
    const { live } = await source();
    replica.refuse('maintenance');
    try {
      for (const keyword of ['包丁', 'ペン']) {
        await expect(live.search({ ...query, keyword }, { countSites: ['rakuten'], itemSites: ['rakuten'] })).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
      }
      expect(replica.calls).toHaveLength(4);
      await expect(live.search({ ...query, keyword: 'フライパン' }, { countSites: ['rakuten'], itemSites: ['rakuten'] })).rejects.toThrow(/breaker/);
      expect(replica.calls).toHaveLength(4);
    } finally {
      replica.refuse(null);
    }
  });

  it('a refused key is logged as an error and named, not answered as no goods', async () => {
    const { live, lines } = await source('revoked-id');
    const error = await live.search(query, { countSites: ['rakuten'], itemSites: ['rakuten'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(replica.calls).toHaveLength(1);
    expect(live.refusedKey()).toMatch(/specify valid applicationId/);
    expect(lines.some((l) => l.level === 50 && /rakuten refused our key/.test(l.msg))).toBe(true);
  });
});

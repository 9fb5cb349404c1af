// The market simulator stays off for a marketplace a live catalog source serves: real bidders bid there, so
// no rival of ours may enter. A server whose Yahoo! catalog comes from a registered source (here the local
// catalog registered as if it were live) takes a bid on an item the simulator would give a rival, and the
// bid leads alone; on Mercari, still served by the embedded catalog, the rival enters.
// The registry is module state, shared with the files this worker runs next: the site is given back after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSimulatorSeed, idWithRival, rivalMaxFor } from '../auctions/rival';
import { createLocalSource } from '../catalog/local';
import { registerSource, unregisterSource } from '../catalog/registry';
import { reconcile } from '../money/reconcile';
import { fund, makeAuction } from './auction-fixtures';
import { apiOf } from './checkout-fixtures';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // Registered before the server starts, as a live source is.
  registerSource('yahoo', createLocalSource);
  server = await startTestServer({ marketSimulator: { enabled: true, seed: defaultSimulatorSeed } });
});
afterAll(async () => {
  await server.close();
  unregisterSource('yahoo');
});

const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe('the market simulator with a live catalog source', () => {
  it('sends no rival to a marketplace a live source serves, and still does to the others', async () => {
    const priceYen = 3000;
    const yahoo = idWithRival(defaultSimulatorSeed, 'yahoo', priceYen, 130, 7_000_000 + (Date.now() % 1_000_000));
    const mercari = idWithRival(defaultSimulatorSeed, 'mercari', priceYen, 130, 8_000_000 + (Date.now() % 1_000_000));
    expect(rivalMaxFor(defaultSimulatorSeed, 'yahoo', yahoo, priceYen)).toBeGreaterThan(priceYen);
    expect(rivalMaxFor(defaultSimulatorSeed, 'mercari', mercari, priceYen)).toBeGreaterThan(priceYen);
    await makeAuction(server.services.db, { site: 'yahoo', externalId: yahoo, priceYen });
    await makeAuction(server.services.db, { site: 'mercari', externalId: mercari, priceYen });
    const shopper = await server.verifiedShopper('live-source@example.com');
    const { id } = await server.services.db.selectFrom('users').select('id').where('email', '=', 'live-source@example.com').executeTakeFirstOrThrow();
    await fund(server.services.db, server.services.dialect, id, 100_000);
    const api = apiOf(shopper);

    const live = await api.placeBid({ site: 'yahoo', id: yahoo, maxYen: priceYen, idempotencyKey: key() });
    expect(live).toMatchObject({ outcome: 'leading', auction: { currentYen: priceYen, bidCount: 1 } });
    const local = await api.placeBid({ site: 'mercari', id: mercari, maxYen: priceYen, idempotencyKey: key() });
    expect(local.outcome).toBe('outbid');
    const rivals = await server.services.db.selectFrom('auction_bids').innerJoin('auctions', 'auctions.goods_id', 'auction_bids.goods_id').select('auctions.site').where('bidder', '=', 'rival').execute();
    expect(rivals.map((r) => r.site)).toEqual(['mercari']);
    expect(await reconcile(server.services.db)).toEqual([]);
  });
});

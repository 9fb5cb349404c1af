// Auctions over HTTP: proxy bids and their wallet holds against the ledger, outbid notices, buy-now,
// reserve, closing (exactly one order, everyone else released), paying a won auction, the shopper's bid
// views and quota, Mercari's end and extension, the market simulator, and 20 bids at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { auctionJobs } from '../auctions/close';
import { holdFor, mercariEnd } from '../auctions/rules';
import { defaultSimulatorSeed, idWithRival, rivalMaxFor } from '../auctions/rival';
import { importFeed } from '../catalog/import';
import { closeJobKey } from '../auctions/store';
import { reconcile } from '../money/reconcile';
import { moveOnTimedOutOrders } from '../orders/timeouts';
import { transition } from '../orders/transition';
import { discountedFee, proxyFeeYen } from '../shipping/landed-cost';
import { fund, makeAuction, moneyOf } from './auction-fixtures';
import { apiOf } from './checkout-fixtures';
import { fingerprint } from './fingerprint';
import { fixtureCheckout } from './order-fixture';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let clockOffset = 0;
beforeAll(async () => {
  server = await startTestServer({ marketSimulator: { enabled: false, seed: 1 } });
  server.services.now = () => Date.now() + clockOffset;
});
afterAll(() => server.close());

const db = () => server.services.db;
const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;
const minute = 60_000;

async function bidder(email: string, walletYen = 100_000) {
  const shopper = await server.verifiedShopper(email);
  const { id } = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  if (walletYen > 0) await fund(db(), server.services.dialect, id, walletYen);
  return { shopper, api: apiOf(shopper), userId: id };
}

/** Runs the due jobs with the clock past the auction's end (the runner closes it); answers the close job. */
async function closeAt(goodsId: number) {
  const row = await db().selectFrom('auctions').select('ends_at').where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
  clockOffset = row.ends_at! - Date.now() + 1000;
  try {
    await server.jobs.runDue(server.services.now());
  } finally {
    clockOffset = 0;
  }
  return db().selectFrom('jobs').selectAll().where('key', '=', closeJobKey(goodsId)).executeTakeFirstOrThrow();
}

async function booksBalance() {
  expect(await reconcile(db())).toEqual([]);
}

describe('auction state and refusals', () => {
  it('answers logged out (no own bid), refuses every change logged out (403), unknown and fixed goods (404)', async () => {
    const a = await makeAuction(db(), { priceYen: 2000, bidCount: 3, buyNowYen: 9000, reserveYen: 2500 });
    const visitor = server.shopper();
    const state = await apiOf(visitor).auctionState({ site: 'yahoo', id: a.id });
    expect(state).toMatchObject({ status: 'running', currentYen: 2000, bidCount: 3, nextBidYen: 2100, incrementYen: 100, buyNowYen: 9000, hasReserve: true, reserveMet: false, mine: null, history: [] });
    expect(state.rules.endRule).toBe('fixed');
    for (const [name, params] of [
      ['Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 3000, idempotencyKey: key() }],
      ['Sig.Front.User.AppAuction.BuyNow', { site: 'yahoo', id: a.id, idempotencyKey: key() }],
      ['Sig.Front.User.AppAuction.MyBids', {}],
      ['Sig.Front.User.AppAuction.Quota', {}],
      ['Sig.Front.User.AppAuction.Won', { id: 1 }],
      ['Sig.Front.User.AppAuction.PayWon', { id: 1, idempotencyKey: key() }],
    ] as const) {
      expect((await visitor.call(name, params)).status, name).toBe(403);
    }
    const { shopper } = await bidder('ref1@example.com');
    const fixed = await db().selectFrom('goods').select(['site', 'external_id']).where('listing_type', '=', 'fixed').where('site', '=', 'yahoo').executeTakeFirstOrThrow();
    for (const params of [{ site: 'yahoo', id: 'nope123' }, { site: 'yahoo', id: fixed.external_id }, { site: 'amazon', id: a.id }]) {
      expect((await shopper.call('Sig.Front.User.AppAuction.State', params)).status).toBe(404);
      expect((await shopper.call('Sig.Front.User.AppAuction.Bid', { ...params, maxYen: 5000, idempotencyKey: key() })).status).toBe(404);
    }
  });

  it('refuses bad input and a maximum under the next valid amount, naming it, with nothing changed', async () => {
    const a = await makeAuction(db(), { priceYen: 4900, bidCount: 2 });
    const { shopper } = await bidder('ref2@example.com');
    const before = await fingerprint(db());
    for (const [params, field] of [
      [{ site: 'yahoo', id: a.id, maxYen: 0, idempotencyKey: key() }, 'maxYen'],
      [{ site: 'yahoo', id: a.id, maxYen: 'lots', idempotencyKey: key() }, 'maxYen'],
      [{ site: 'yahoo', id: a.id, maxYen: 6000, idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ site: 'nowhere', id: a.id, maxYen: 6000, idempotencyKey: key() }, 'site'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.User.AppAuction.Bid', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    const low = await shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 4990, idempotencyKey: key() });
    expect([low.status, low.body.field, low.body.msg, low.body.data]).toEqual([400, 'maxYen', 'Your maximum bid must be at least ¥5,000.', { nextBidYen: 5000 }]);
    expect(await fingerprint(db())).toBe(before);
  });

  it('refuses a bid the wallet cannot hold (409) with nothing changed', async () => {
    const a = await makeAuction(db(), { priceYen: 1000 });
    const { shopper } = await bidder('ref3@example.com', 1500);
    const before = await fingerprint(db());
    const answer = await shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 1500, idempotencyKey: key() });
    expect(answer.status).toBe(409);
    expect(await fingerprint(db())).toBe(before);
  });
});

describe('proxy bidding and holds', () => {
  it('holds the maximum plus fee, outbids by one increment, releases the outbid hold and tells that shopper', async () => {
    const a = await makeAuction(db(), { priceYen: 1000 });
    const ann = await bidder('hold-ann@example.com');
    const bob = await bidder('hold-bob@example.com');

    const first = await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 5000, idempotencyKey: key() });
    expect(first.outcome).toBe('leading');
    expect(first.auction).toMatchObject({ currentYen: 1000, bidCount: 1, nextBidYen: 1100, mine: { maxYen: 5000, status: 'leading', heldYen: holdFor(5000) } });
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000 - holdFor(5000), held: holdFor(5000) });

    // Bob's lower maximum is beaten at once: the price is one increment over it; his hold goes straight back.
    const low = await bob.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 3000, idempotencyKey: key() });
    expect(low.outcome).toBe('outbid');
    expect(low.auction).toMatchObject({ currentYen: 3100, nextBidYen: 3200, mine: { status: 'outbid', heldYen: 0 } });
    expect(await moneyOf(db(), bob.userId)).toEqual({ wallet: 100_000, held: 0 });

    const high = await bob.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 8000, idempotencyKey: key() });
    expect(high.outcome).toBe('leading');
    expect(high.auction).toMatchObject({ currentYen: 5250, mine: { status: 'leading', heldYen: holdFor(8000) } });
    expect(high.auction.history.map((h) => [h.amountYen, h.mine])).toEqual([[5250, true], [3100, false], [3000, true], [1000, false]]);
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000, held: 0 });
    expect(await moneyOf(db(), bob.userId)).toEqual({ wallet: 100_000 - holdFor(8000), held: holdFor(8000) });

    const annState = await ann.api.auctionState({ site: 'yahoo', id: a.id });
    expect(annState.mine).toMatchObject({ maxYen: 5000, status: 'outbid', heldYen: 0 });
    const message = await db().selectFrom('messages').selectAll().where('user_id', '=', ann.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message.title).toBe('You were outbid');
    const mail = await db().selectFrom('mail_outbox').selectAll().where('recipient', '=', 'hold-ann@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([mail.subject, mail.body.includes(`¥${holdFor(5000).toLocaleString('en-US')}`)]).toEqual(['You were outbid', true]);

    // Raising one's own maximum moves only the difference; a maximum not above one's own is refused.
    const raised = await bob.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 12000, idempotencyKey: key() });
    expect(raised.auction).toMatchObject({ currentYen: 5250, mine: { maxYen: 12000, heldYen: holdFor(12000) } });
    expect(await moneyOf(db(), bob.userId)).toEqual({ wallet: 100_000 - holdFor(12000), held: holdFor(12000) });
    const same = await bob.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 12000, idempotencyKey: key() });
    expect([same.status, same.body.data]).toEqual([400, { nextBidYen: 12001 }]);

    // Equal maxima: the earlier one leads.
    const tie = await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 12000, idempotencyKey: key() });
    expect(tie.outcome).toBe('outbid');
    expect(tie.auction.currentYen).toBe(12000);
    await booksBalance();
  });

  it('answers the same key with the same bid, once', async () => {
    const a = await makeAuction(db(), { priceYen: 1000 });
    const ann = await bidder('idem@example.com');
    const k = key();
    const one = await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 2000, idempotencyKey: k });
    const two = await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 2000, idempotencyKey: k });
    const timeless = (b: typeof one) => ({ ...b, auction: { ...b.auction, serverTime: '' } });
    expect(timeless(two)).toEqual(timeless(one));
    expect(await db().selectFrom('auction_events').select('id').where('goods_id', '=', a.goodsId).execute()).toHaveLength(1);
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000 - holdFor(2000), held: holdFor(2000) });
  });

  it('a marketplace bid already on the item must be beaten by an increment', async () => {
    const a = await makeAuction(db(), { priceYen: 1200, bidCount: 4 });
    const ann = await bidder('market@example.com');
    const bid = await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 3000, idempotencyKey: key() });
    expect(bid).toMatchObject({ outcome: 'leading', auction: { currentYen: 1300, bidCount: 5 } });
  });
});

describe('closing', () => {
  it('takes the winner\'s membership level discount off the proxy fee, on the bid panel and in the order', async () => {
    const a = await makeAuction(db(), { priceYen: 3000, endsInMs: 30 * minute });
    const gold = await bidder('close-gold@example.com');
    // Growth from a completed order of 250,000 yen: the gold level.
    const { orderIds } = await fixtureCheckout(db(), server.services.dialect, gold.userId, [{ priceYen: 250_000, proxyFeeYen: 0 }]);
    // Delivered, then completed as the shopper or the after-sales window would: with the points it earns.
    await db().updateTable('orders').set({ state: 'delivered' }).where('id', '=', orderIds[0]!).execute();
    await db().transaction().execute((tx) => transition(tx, server.services, { orderId: orderIds[0]!, action: 'complete', actor: { kind: 'system', id: null } }));
    const percent = constants.personal.levels.find((l) => l.id === 'gold')!.proxyFeeDiscountPercent;
    const panel = await gold.api.auctionState({ site: 'yahoo', id: a.id });
    expect(panel.proxyFeeYen).toBe(discountedFee(proxyFeeYen(panel.nextBidYen), percent));
    expect(panel.proxyFeeYen).toBeLessThan(proxyFeeYen(panel.nextBidYen));

    await gold.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 5000, idempotencyKey: key() });
    await closeAt(a.goodsId);
    const order = await db().selectFrom('orders').selectAll().where('kind', '=', 'auction').where('external_id', '=', a.id).executeTakeFirstOrThrow();
    const fee = discountedFee(proxyFeeYen(order.price_yen), percent);
    expect(order).toMatchObject({ user_id: gold.userId, proxy_fee_yen: fee, fee_discount_percent: percent, paid_yen: order.price_yen + fee });
    expect((await moneyOf(db(), gold.userId)).held).toBe(0);
    await booksBalance();
  });

  it('turns the winner\'s hold into exactly one order, releases everyone else, and closes once', async () => {
    const a = await makeAuction(db(), { priceYen: 1000, endsInMs: 30 * minute });
    const ann = await bidder('close-ann@example.com');
    const bob = await bidder('close-bob@example.com');
    await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 4000, idempotencyKey: key() });
    await bob.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 9000, idempotencyKey: key() });
    await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 6000, idempotencyKey: key() });
    const job = await closeAt(a.goodsId);
    expect(job.done_at).not.toBeNull();
    // Run again (a retried job, a restart): nothing more happens.
    await auctionJobs.auctionClose!.run(server.services, { id: job.id, kind: job.kind, key: job.key, payload: JSON.parse(job.payload), attempts: 1, dueAt: Number(job.due_at) });

    const orders = await db().selectFrom('orders').selectAll().where('kind', '=', 'auction').where('external_id', '=', a.id).execute();
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    const price = 6250;
    const fee = holdFor(price) - price;
    expect(order).toMatchObject({ user_id: bob.userId, state: 'awaitingPayment', price_yen: price, proxy_fee_yen: fee, paid_yen: price + fee, quantity: 1 });
    expect(await moneyOf(db(), bob.userId)).toEqual({ wallet: 100_000 - price - fee, held: 0 });
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000, held: 0 });
    const state = await bob.api.auctionState({ site: 'yahoo', id: a.id });
    expect(state).toMatchObject({ status: 'closed', mine: { status: 'won', orderId: order.id, heldYen: 0 } });
    expect((await ann.api.auctionState({ site: 'yahoo', id: a.id })).mine?.status).toBe('lost');
    const late = await ann.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 20000, idempotencyKey: key() });
    expect(late.status).toBe(409);
    const titles = await db().selectFrom('messages').select('title').where('user_id', 'in', [ann.userId, bob.userId]).orderBy('id').execute();
    expect(titles.map((t) => t.title)).toEqual(expect.arrayContaining(['You won the auction', 'Auction ended']));
    await booksBalance();
  });

  it('a reserve not met leaves no winner and releases every hold; a maximum reaching it lifts the price to it', async () => {
    const a = await makeAuction(db(), { priceYen: 1000, reserveYen: 10000, endsInMs: 30 * minute });
    const ann = await bidder('reserve-ann@example.com');
    const bob = await bidder('reserve-bob@example.com');
    await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 5000, idempotencyKey: key() });
    const state = (await bob.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 7000, idempotencyKey: key() })).auction;
    expect(state).toMatchObject({ currentYen: 5250, reserveMet: false });
    await closeAt(a.goodsId);
    expect(await db().selectFrom('orders').select('id').where('external_id', '=', a.id).execute()).toHaveLength(0);
    expect(await moneyOf(db(), bob.userId)).toEqual({ wallet: 100_000, held: 0 });
    expect((await bob.api.auctionState({ site: 'yahoo', id: a.id })).mine?.status).toBe('lost');

    const b = await makeAuction(db(), { priceYen: 1000, reserveYen: 10000 });
    const lifted = await ann.api.placeBid({ site: 'yahoo', id: b.id, maxYen: 15000, idempotencyKey: key() });
    expect(lifted.auction).toMatchObject({ currentYen: 10000, reserveMet: true });
    await booksBalance();
  });

  it('buy-now wins at once: the order, the other holds released, the auction closed', async () => {
    const a = await makeAuction(db(), { priceYen: 1000, buyNowYen: 8000 });
    const ann = await bidder('bn-ann@example.com');
    const bob = await bidder('bn-bob@example.com');
    await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 5000, idempotencyKey: key() });
    const won = await bob.api.buyNow({ site: 'yahoo', id: a.id, idempotencyKey: key() });
    expect(won).toMatchObject({ outcome: 'won', auction: { status: 'closed', currentYen: 8000, mine: { status: 'won' } } });
    expect(won.orderId).toBeGreaterThan(0);
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000, held: 0 });
    expect(await moneyOf(db(), bob.userId)).toEqual({ wallet: 100_000 - holdFor(8000), held: 0 });
    const job = await db().selectFrom('jobs').select(['done_at']).where('key', '=', closeJobKey(a.goodsId)).executeTakeFirst();
    expect(job === undefined || job.done_at !== null).toBe(true);
    // Ann, whose bid the buy-now beat, is told once that the auction ended — not "outbid" and then "ended".
    const annMessages = await db().selectFrom('messages').select('title').where('user_id', '=', ann.userId).execute();
    expect(annMessages.map((m) => m.title)).toEqual(['Auction ended']);
    const annMail = await db().selectFrom('mail_outbox').select('subject').where('recipient', '=', 'bn-ann@example.com').where('subject', 'in', ['You were outbid', 'Auction ended']).execute();
    expect(annMail.map((m) => m.subject)).toEqual(['Auction ended']);
    const noBuyNow = await makeAuction(db(), { priceYen: 1000 });
    expect((await bob.shopper.call('Sig.Front.User.AppAuction.BuyNow', { site: 'yahoo', id: noBuyNow.id, idempotencyKey: key() })).status).toBe(409);
    await booksBalance();
  });

  it('buy-now sells at the buy-now price even when the reserve is above it (answer and closing agree)', async () => {
    // Buy-now is the seller's standing offer to sell at that price; a reserve above it (inconsistent
    // listing data, seen on real goods) does not take that offer back.
    const a = await makeAuction(db(), { priceYen: 1000, buyNowYen: 5000, reserveYen: 9000 });
    const ann = await bidder('bn-reserve-ann@example.com');
    const bob = await bidder('bn-reserve-bob@example.com');
    await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 3000, idempotencyKey: key() });
    const won = await bob.api.buyNow({ site: 'yahoo', id: a.id, idempotencyKey: key() });
    expect(won).toMatchObject({ outcome: 'won', auction: { status: 'closed', currentYen: 5000, reserveMet: true, mine: { status: 'won' } } });
    expect(won.orderId).toBeGreaterThan(0);
    expect(won.auction.mine?.orderId).toBe(won.orderId);
    const orders = await db().selectFrom('orders').select(['id', 'user_id', 'kind', 'state', 'price_yen']).where('external_id', '=', a.id).execute();
    expect(orders).toEqual([{ id: won.orderId, user_id: bob.userId, kind: 'auction', state: 'awaitingPayment', price_yen: 5000 }]);
    const row = await db().selectFrom('auctions').select(['winner_user_id', 'order_id']).where('goods_id', '=', a.goodsId).executeTakeFirstOrThrow();
    expect(row).toEqual({ winner_user_id: bob.userId, order_id: won.orderId });
    expect(await moneyOf(db(), bob.userId)).toEqual({ wallet: 100_000 - holdFor(5000), held: 0 });
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000, held: 0 });

    // A bid reaching the buy-now price is a buy-now too.
    const b = await makeAuction(db(), { priceYen: 1000, buyNowYen: 5000, reserveYen: 9000 });
    const byBid = await ann.api.placeBid({ site: 'yahoo', id: b.id, maxYen: 6000, idempotencyKey: key() });
    expect(byBid).toMatchObject({ outcome: 'won', auction: { status: 'closed', currentYen: 5000, mine: { status: 'won' } } });
    expect(byBid.orderId).toBeGreaterThan(0);
    await booksBalance();
  });
});

describe('the buy-now price is never passed', () => {
  it('a buy-now price the marketplace bids reached is no longer offered: no button figure, BuyNow refused, a higher bid only bids', async () => {
    const a = await makeAuction(db(), { priceYen: 5000, bidCount: 3, buyNowYen: 5000 });
    const ann = await bidder('bn-passed@example.com');
    expect((await ann.api.auctionState({ site: 'yahoo', id: a.id })).buyNowYen).toBeNull();
    const before = await fingerprint(db());
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.BuyNow', { site: 'yahoo', id: a.id, idempotencyKey: key() })).status).toBe(409);
    expect(await fingerprint(db())).toBe(before);
    // Not a buy-now at ¥5,000 under the current price: an ordinary bid over the marketplace's bidders.
    const bid = await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 8000, idempotencyKey: key() });
    expect(bid).toMatchObject({ outcome: 'leading', auction: { status: 'running', currentYen: 5250, buyNowYen: null } });
    await booksBalance();
  });

  it('a rival maximum over the buy-now price buys at the buy-now price: the auction ends, the shopper is told once', async () => {
    const sim = await startTestServer({ marketSimulator: { enabled: true, seed: defaultSimulatorSeed } });
    try {
      const priceYen = 10_000;
      const buyNowYen = 13_000;
      const id = idWithRival(defaultSimulatorSeed, 'yahoo', priceYen, 140, 5_000_000 + (Date.now() % 1_000_000));
      expect(rivalMaxFor(defaultSimulatorSeed, 'yahoo', id, priceYen)).toBeGreaterThan(buyNowYen);
      const a = await makeAuction(sim.services.db, { externalId: id, priceYen, buyNowYen });
      const shopper = await sim.verifiedShopper('bn-rival@example.com');
      const { id: userId } = await sim.services.db.selectFrom('users').select('id').where('email', '=', 'bn-rival@example.com').executeTakeFirstOrThrow();
      await fund(sim.services.db, sim.services.dialect, userId, 100_000);
      const answer = await apiOf(shopper).placeBid({ site: 'yahoo', id, maxYen: 11_000, idempotencyKey: key() });
      expect(answer).toMatchObject({ outcome: 'lost', orderId: null, auction: { status: 'closed', currentYen: buyNowYen, buyNowYen: null, mine: { status: 'lost', heldYen: 0 } } });
      expect(await moneyOf(sim.services.db, userId)).toEqual({ wallet: 100_000, held: 0 });
      const row = await sim.services.db.selectFrom('auctions').select(['status', 'current_yen', 'winner_user_id', 'order_id']).where('goods_id', '=', a.goodsId).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'closed', current_yen: buyNowYen, winner_user_id: null, order_id: null });
      const titles = await sim.services.db.selectFrom('messages').select('title').where('user_id', '=', userId).execute();
      expect(titles.map((m) => m.title)).toEqual(['Auction ended']);
      // The goods pages show it over, at the buy-now price.
      const detail = await apiOf(shopper).goodsDetail({ site: 'yahoo', id });
      expect([detail.Item.JPYPrice, detail.Item.IsSoldOut]).toEqual([buyNowYen, true]);
      expect(await reconcile(sim.services.db)).toEqual([]);
    } finally {
      await sim.close();
    }
  });
});

describe('an auction that ended with no bids through us', () => {
  it('reads as closed, without a winner here, and makes no auction row', async () => {
    const a = await makeAuction(db(), { priceYen: 3000, bidCount: 2, endsInMs: -minute });
    const ann = await bidder('ended-nobid@example.com');
    for (const viewer of [ann.api, apiOf(server.shopper())]) {
      const state = await viewer.auctionState({ site: 'yahoo', id: a.id });
      expect(state).toMatchObject({ status: 'closed', mine: null, history: [], buyNowYen: null });
    }
    expect(await db().selectFrom('auctions').select('goods_id').where('goods_id', '=', a.goodsId).execute()).toEqual([]);
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 9000, idempotencyKey: key() })).status).toBe(409);
  });
});

describe('paying a won auction', () => {
  it('shows what is due, pays the seller\'s postage once, moves the order to paid; another shopper gets 404', async () => {
    const a = await makeAuction(db(), { priceYen: 3000, buyNowYen: 3000, shippingPayer: 'buyer', domesticYen: 850 });
    const ann = await bidder('pay-ann@example.com');
    const bob = await bidder('pay-bob@example.com');
    const { orderId } = await ann.api.buyNow({ site: 'yahoo', id: a.id, idempotencyKey: key() });
    const due = await ann.api.wonPayment({ id: orderId! });
    expect(due).toMatchObject({ order: { kind: 'auction', state: 'awaitingPayment' }, priceYen: 3000, domesticYen: 850, payable: true });
    expect(due.payBy).not.toBeNull();
    expect((await bob.shopper.call('Sig.Front.User.AppAuction.Won', { id: orderId })).status).toBe(404);
    expect((await bob.shopper.call('Sig.Front.User.AppAuction.PayWon', { id: orderId, idempotencyKey: key() })).status).toBe(404);

    const k = key();
    const paid = await ann.api.payWon({ id: orderId!, idempotencyKey: k });
    expect(paid).toMatchObject({ order: { state: 'paid' }, domesticYen: 850, payable: false, payBy: null });
    expect(await ann.api.payWon({ id: orderId!, idempotencyKey: k })).toEqual(paid);
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.PayWon', { id: orderId, idempotencyKey: key() })).status).toBe(409);
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000 - holdFor(3000) - 850, held: 0 });
    await booksBalance();

    // A won auction is a binding purchase: the shopper cannot cancel it, paid or not, and is not offered to.
    expect((await ann.api.orderDetail({ id: orderId! })).actions).not.toContain('cancel');
    const cancel = await ann.shopper.call('Sig.Front.User.AppOrder.Action', { id: orderId, action: 'cancel' }, { method: 'POST' });
    expect(cancel).toMatchObject({ status: 409 });
    expect(JSON.stringify(cancel.body)).toContain('cannot be cancelled');
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000 - holdFor(3000) - 850, held: 0 });
  });

  it('refuses a key already used for another order (409, nothing paid), and a bid key sent for another auction', async () => {
    const ann = await bidder('paykey-ann@example.com');
    const x = await makeAuction(db(), { priceYen: 2000, buyNowYen: 2000, shippingPayer: 'buyer', domesticYen: 600 });
    const y = await makeAuction(db(), { priceYen: 2500, buyNowYen: 2500, shippingPayer: 'buyer', domesticYen: 700 });
    const a = (await ann.api.buyNow({ site: 'yahoo', id: x.id, idempotencyKey: key() })).orderId!;
    const b = (await ann.api.buyNow({ site: 'yahoo', id: y.id, idempotencyKey: key() })).orderId!;
    const k = key();
    expect((await ann.api.payWon({ id: a, idempotencyKey: k })).order.state).toBe('paid');
    const before = await fingerprint(db());
    const reused = await ann.shopper.call('Sig.Front.User.AppAuction.PayWon', { id: b, idempotencyKey: k });
    expect([reused.status, reused.body.msg]).toEqual([409, 'This request was already used for another auction or order, so nothing was done. Reload the page and try again.']);
    expect(await fingerprint(db())).toBe(before);
    expect((await ann.api.wonPayment({ id: b })).order.state).toBe('awaitingPayment');

    // A bid's key sent again for another auction, or as a buy-now, is not answered with that bid.
    const p = await makeAuction(db(), { priceYen: 1000, buyNowYen: 9000 });
    const q = await makeAuction(db(), { priceYen: 1000, buyNowYen: 9000 });
    const bidKey = key();
    await ann.api.placeBid({ site: 'yahoo', id: p.id, maxYen: 2000, idempotencyKey: bidKey });
    const withBids = await fingerprint(db());
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: q.id, maxYen: 2000, idempotencyKey: bidKey })).status).toBe(409);
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.BuyNow', { site: 'yahoo', id: p.id, idempotencyKey: bidKey })).status).toBe(409);
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: p.id, maxYen: 2000, idempotencyKey: k })).status).toBe(409);
    expect(await fingerprint(db())).toBe(withBids);
    await booksBalance();
  });

  it('a marketplace\'s own pay page shows and pays only its wins: a Mercari win asked with site=yahoo is 404', async () => {
    const ann = await bidder('paysite-ann@example.com');
    const m = await makeAuction(db(), { site: 'mercari', priceYen: 1500, buyNowYen: 1500, shippingPayer: 'buyer', domesticYen: 500 });
    const orderId = (await ann.api.buyNow({ site: 'mercari', id: m.id, idempotencyKey: key() })).orderId!;
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.Won', { id: orderId, site: 'yahoo' })).status).toBe(404);
    const before = await fingerprint(db());
    expect((await ann.shopper.call('Sig.Front.User.AppAuction.PayWon', { id: orderId, site: 'yahoo', idempotencyKey: key() })).status).toBe(404);
    expect(await fingerprint(db())).toBe(before);
    expect((await ann.api.wonPayment({ id: orderId, site: 'mercari' })).site).toBe('mercari');
    expect((await ann.api.payWon({ id: orderId, idempotencyKey: key() })).order.state).toBe('paid');
    await booksBalance();
  });

  it('an unpaid win is cancelled by the system and refunded', async () => {
    const a = await makeAuction(db(), { priceYen: 2000, buyNowYen: 2000 });
    const ann = await bidder('unpaid@example.com');
    const { orderId } = await ann.api.buyNow({ site: 'yahoo', id: a.id, idempotencyKey: key() });
    clockOffset = (constants.orders.timeouts.awaitingPaymentDays + 1) * 24 * 60 * minute;
    try {
      await moveOnTimedOutOrders(server.services);
    } finally {
      clockOffset = 0;
    }
    expect((await ann.api.wonPayment({ id: orderId! })).order.state).toBe('cancelled');
    expect(await moneyOf(db(), ann.userId)).toEqual({ wallet: 100_000, held: 0 });
    const views = await ann.api.myBids({ view: 'cancel' });
    expect(views.items.map((b) => [b.id, b.releasedYen])).toEqual([[a.id, holdFor(2000)]]);
    await booksBalance();
  });
});

describe('my bids and the quota', () => {
  it('lists bids per view and site with counts, and the quota from the ledger', async () => {
    const ann = await bidder('views-ann@example.com');
    const bob = await bidder('views-bob@example.com');
    const leading = await makeAuction(db(), { priceYen: 1000 });
    const outbid = await makeAuction(db(), { priceYen: 1000, site: 'mercari' });
    const won = await makeAuction(db(), { priceYen: 1000, buyNowYen: 1500, shippingPayer: 'buyer', domesticYen: 700 });
    await ann.api.placeBid({ site: 'yahoo', id: leading.id, maxYen: 2000, idempotencyKey: key() });
    await ann.api.placeBid({ site: 'mercari', id: outbid.id, maxYen: 2000, idempotencyKey: key() });
    await bob.api.placeBid({ site: 'mercari', id: outbid.id, maxYen: 3000, idempotencyKey: key() });
    await ann.api.buyNow({ site: 'yahoo', id: won.id, idempotencyKey: key() });

    const all = await ann.api.myBids({});
    // The server's clock comes with the list: the rows' countdowns run on it.
    expect(Math.abs(Date.parse(all.serverTime) - Date.now())).toBeLessThan(5000);
    const count = Object.fromEntries(all.counts.map((c) => [c.view, c.count]));
    expect(count).toEqual({ all: 3, bidding: 2, leading: 1, outbid: 1, won: 1, lost: 0, notPaid: 1, biddingFail: 1, cancel: 0, refund: 1 });
    expect((await ann.api.myBids({ view: 'leading' })).items.map((b) => b.id)).toEqual([leading.id]);
    // Each bid names its item's seller (the centre's seller page groups by it without asking item details).
    const seller = await db()
      .selectFrom('goods').innerJoin('sellers', 'sellers.id', 'goods.seller_id').select(['sellers.external_id', 'sellers.name'])
      .where('goods.id', '=', outbid.goodsId).executeTakeFirstOrThrow();
    expect(all.items.find((b) => b.id === outbid.id)).toMatchObject({ sellerId: seller.external_id, sellerName: seller.name });
    expect((await ann.api.myBids({ view: 'notPaid', site: 'yahoo' })).items.map((b) => [b.id, b.orderState])).toEqual([[won.id, 'awaitingPayment']]);
    expect((await ann.api.myBids({ view: 'biddingFail', site: 'yahoo' })).total).toBe(0);
    expect((await ann.api.myBids({ view: 'biddingFail', site: 'mercari' })).items.map((b) => [b.id, b.status, b.heldYen])).toEqual([[outbid.id, 'outbid', 0]]);
    expect((await bob.api.myBids({})).items.map((b) => b.id)).toEqual([outbid.id]);

    const quota = await ann.api.biddingQuota({});
    const wallet = 100_000 - holdFor(2000) - holdFor(1500);
    expect(quota).toEqual({ depositYen: wallet, heldYen: holdFor(2000), remainingYen: wallet - 700, liveBids: 2, leadingBids: 1, notPaidCount: 1, notPaidYen: 700 });
    // The Mercari centre's quota counts the Yahoo win's postage too: one wallet pays both.
    expect(await ann.api.biddingQuota({ site: 'mercari' })).toMatchObject({ heldYen: 0, liveBids: 1, leadingBids: 0, notPaidCount: 1, notPaidYen: 700, remainingYen: wallet - 700 });
    await booksBalance();
  });

  it('lists every seller bid with, grouped by the server, past one page of bids', async () => {
    const ann = await bidder('sellers-ann@example.com', 1_000_000);
    const pageSize = constants.auction.myBidsPageSize;
    const template = await db().selectFrom('goods').select('seller_id').where('site', '=', 'yahoo').orderBy('id').limit(1).executeTakeFirstOrThrow();
    // More bids than one page of MyBids (latest first, then newest row), on auctions of two sellers: the first
    // seller's only bid falls off page 1.
    const other = await db().selectFrom('sellers').select(['id', 'external_id', 'name']).where('site', '=', 'yahoo').where('id', '!=', template.seller_id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const first = await makeAuction(db(), { priceYen: 1000 });
    await db().updateTable('goods').set({ seller_id: other.id }).where('id', '=', first.goodsId).execute();
    await ann.api.placeBid({ site: 'yahoo', id: first.id, maxYen: 1000, idempotencyKey: key() });
    for (let i = 0; i < pageSize; i++) {
      const a = await makeAuction(db(), { priceYen: 1000 });
      await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 1000, idempotencyKey: key() });
    }
    const bids = await ann.api.myBids({ site: 'yahoo' });
    expect(bids.total).toBe(pageSize + 1);
    expect(bids.items.some((b) => b.sellerId === other.external_id)).toBe(false);
    const sellers = await ann.api.mySellers({ site: 'yahoo' });
    expect(sellers.total).toBe(2);
    expect(sellers.items.map((s) => [s.sellerId, s.auctions, s.won]).sort()).toEqual(
      [[other.external_id, 1, 0], [bids.items[0]!.sellerId, pageSize, 0]].sort(),
    );
    expect(sellers.items.find((s) => s.sellerId === other.external_id)?.sellerName).toBe(other.name);
    expect((await ann.api.mySellers({ site: 'mercari' })).total).toBe(0);
  });

  it('enforces the quota on a bid and a buy-now: the postage due on wins of any marketplace is kept back (409 naming what is left, nothing changed)', async () => {
    const ann = await bidder('quota-ann@example.com', 20_000);
    const won = await makeAuction(db(), { site: 'mercari', priceYen: 3000, buyNowYen: 3000, shippingPayer: 'buyer', domesticYen: 900 });
    await ann.api.buyNow({ site: 'mercari', id: won.id, idempotencyKey: key() });
    const wallet = 20_000 - holdFor(3000);
    const remaining = wallet - 900;
    expect(await ann.api.biddingQuota({ site: 'yahoo' })).toMatchObject({ depositYen: wallet, notPaidCount: 1, notPaidYen: 900, remainingYen: remaining });

    // A maximum whose hold fits the wallet but not the quota.
    const a = await makeAuction(db(), { priceYen: 1000, buyNowYen: 50_000 });
    let max = 1000;
    while (holdFor(max + 100) <= remaining) max += 100;
    const over = max + 100;
    expect(holdFor(over)).toBeLessThanOrEqual(wallet);
    const buyNow = await makeAuction(db(), { priceYen: 1000, buyNowYen: remaining });
    const before = await fingerprint(db());
    const refused = await ann.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: over, idempotencyKey: key() });
    expect([refused.status, refused.body.data]).toEqual([409, { neededYen: holdFor(over), remainingYen: remaining }]);
    expect(refused.body.msg).toContain(`only ¥${remaining.toLocaleString('en-US')} is left`);
    const refusedBuyNow = await ann.shopper.call('Sig.Front.User.AppAuction.BuyNow', { site: 'yahoo', id: buyNow.id, idempotencyKey: key() });
    expect([refusedBuyNow.status, refusedBuyNow.body.data]).toEqual([409, { neededYen: holdFor(remaining), remainingYen: remaining }]);
    expect(await fingerprint(db())).toBe(before);

    // Within the quota it bids; raising takes only the difference from what is left.
    expect((await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: max, idempotencyKey: key() })).outcome).toBe('leading');
    expect((await ann.api.biddingQuota({})).remainingYen).toBe(remaining - holdFor(max));
    await booksBalance();
  });

  it('the quota closes the shopper\'s ended auctions first: a win waiting for its close job is postage due', async () => {
    const ann = await bidder('quota-close@example.com', 50_000);
    const a = await makeAuction(db(), { priceYen: 2000, endsInMs: 30 * minute, shippingPayer: 'buyer', domesticYen: 650 });
    await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 4000, idempotencyKey: key() });
    const row = await db().selectFrom('auctions').select('ends_at').where('goods_id', '=', a.goodsId).executeTakeFirstOrThrow();
    clockOffset = row.ends_at! - Date.now() + 1000;
    try {
      const quota = await ann.api.biddingQuota({ site: 'yahoo' });
      expect(quota).toMatchObject({ liveBids: 0, heldYen: 0, notPaidCount: 1, notPaidYen: 650, depositYen: 50_000 - holdFor(2000), remainingYen: 50_000 - holdFor(2000) - 650 });
    } finally {
      clockOffset = 0;
    }
    expect((await db().selectFrom('auctions').select('status').where('goods_id', '=', a.goodsId).executeTakeFirstOrThrow()).status).toBe('closed');
    await booksBalance();
  });
});

describe('Mercari end and extension', () => {
  it('starts the clock at the first bid (20:00 JST the next day) and extends a bid in the last minutes, moving the close job', async () => {
    const a = await makeAuction(db(), { site: 'mercari', priceYen: 1000, bidCount: 0 });
    const ann = await bidder('mer-ann@example.com');
    const bob = await bidder('mer-bob@example.com');
    expect((await ann.api.auctionState({ site: 'mercari', id: a.id })).endsAt).toBeNull();
    const first = await ann.api.placeBid({ site: 'mercari', id: a.id, maxYen: 2000, idempotencyKey: key() });
    expect(first.auction.extendedMinutes).toBe(0);
    const end = Date.parse(first.auction.endsAt!);
    expect(Math.abs(end - mercariEnd(Date.now()))).toBeLessThan(5000);
    expect(first.auction.rules).toMatchObject({ endRule: 'mercariNextDay', extensionWindowMinutes: 5, extensionMinutes: 5 });

    clockOffset = end - Date.now() - 2 * minute;
    try {
      const late = await bob.api.placeBid({ site: 'mercari', id: a.id, maxYen: 3000, idempotencyKey: key() });
      expect(Date.parse(late.auction.endsAt!)).toBe(end + constants.auction.extensionMinutes * minute);
      // The bid panel says the end moved, and by how much.
      expect(late.auction.extendedMinutes).toBe(constants.auction.extensionMinutes);
      const job = await db().selectFrom('jobs').select('due_at').where('key', '=', closeJobKey(a.goodsId)).executeTakeFirstOrThrow();
      expect(Number(job.due_at)).toBe(end + 5 * minute);
      // Another bid in the last minutes of the moved end moves it again.
      clockOffset = end + 5 * minute - Date.now() - minute;
      const again = await ann.api.placeBid({ site: 'mercari', id: a.id, maxYen: 4000, idempotencyKey: key() });
      expect(again.auction.extendedMinutes).toBe(2 * constants.auction.extensionMinutes);
    } finally {
      clockOffset = 0;
    }
  });
});

describe('market simulator', () => {
  it('a seeded rival outbids the shopper until their maximum passes its own', async () => {
    const sim = await startTestServer({ marketSimulator: { enabled: true, seed: 42 } });
    try {
      let externalId = '';
      for (let i = 0; !externalId; i++) if ((rivalMaxFor(42, 'yahoo', `s${i}`, 10000) ?? 0) >= 14000) externalId = `s${i}`;
      const rivalMax = rivalMaxFor(42, 'yahoo', externalId, 10000)!;
      const a = await makeAuction(sim.services.db, { externalId, priceYen: 10000 });
      const shopper = await sim.verifiedShopper('sim@example.com');
      const { id } = await sim.services.db.selectFrom('users').select('id').where('email', '=', 'sim@example.com').executeTakeFirstOrThrow();
      await fund(sim.services.db, sim.services.dialect, id, 100_000);
      const api = apiOf(shopper);
      const first = await api.placeBid({ site: 'yahoo', id: a.id, maxYen: 12000, idempotencyKey: key() });
      expect(first).toMatchObject({ outcome: 'outbid', auction: { currentYen: 12500, mine: { heldYen: 0 } } });
      const raised = await api.placeBid({ site: 'yahoo', id: a.id, maxYen: rivalMax + 2000, idempotencyKey: key() });
      expect(raised.outcome).toBe('leading');
      expect(raised.auction.currentYen).toBe(Math.min(rivalMax + 2000, rivalMax + 500));
      expect(await reconcile(sim.services.db)).toEqual([]);
    } finally {
      await sim.close();
    }
  });
});

describe('an auction ending soon, imported as the browser tests do', () => {
  it('is outbid by the simulator\'s rival, raised above it, and won once it ends', async () => {
    const sim = await startTestServer({ marketSimulator: { enabled: true, seed: defaultSimulatorSeed } });
    try {
      const id = idWithRival(defaultSimulatorSeed, 'yahoo', 3000, 130, Date.now() % 1_000_000);
      const rivalMax = rivalMaxFor(defaultSimulatorSeed, 'yahoo', id, 3000)!;
      const endsAt = new Date(Date.now() + 60 * minute).toISOString();
      const line = { site: 'yahoo', id, title: 'テスト オークション', url: `https://page.auctions.yahoo.co.jp/jp/auction/${id}`, priceYen: 3000, condition: 'good', shippingPayer: 'seller', category: '23000', images: ['https://auctions.c.yimg.jp/x.jpg'], seller: { id: 'e2e', name: 'e2e' }, listingType: 'auction', endsAt, bidCount: 0 };
      expect((await importFeed(sim.services.db, JSON.stringify(line))).bad).toEqual([]);
      const shopper = await sim.verifiedShopper('soon@example.com');
      const { id: userId } = await sim.services.db.selectFrom('users').select('id').where('email', '=', 'soon@example.com').executeTakeFirstOrThrow();
      await fund(sim.services.db, sim.services.dialect, userId, 100_000);
      const api = apiOf(shopper);
      expect((await api.placeBid({ site: 'yahoo', id, maxYen: 3500, idempotencyKey: key() })).outcome).toBe('outbid');
      expect((await api.placeBid({ site: 'yahoo', id, maxYen: rivalMax + 1000, idempotencyKey: key() })).outcome).toBe('leading');
      sim.services.now = () => Date.parse(endsAt) + 1000;
      const closed = await api.auctionState({ site: 'yahoo', id });
      expect(closed).toMatchObject({ status: 'closed', mine: { status: 'won' } });
      expect((await api.wonPayment({ id: closed.mine!.orderId! })).order.state).toBe('awaitingPayment');
      expect(await reconcile(sim.services.db)).toEqual([]);
    } finally {
      await sim.close();
    }
  });
});

describe('two shoppers bidding at once', () => {
  it('20 parallel bids leave one consistent leader and holds that add up with the ledger', async () => {
    const a = await makeAuction(db(), { priceYen: 1000 });
    const ann = await bidder('race-ann@example.com', 1_000_000);
    const bob = await bidder('race-bob@example.com', 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const who = i % 2 === 0 ? ann : bob;
        return who.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 2000 + i * 1000, idempotencyKey: key() });
      }),
    );
    // Each bid either went in or was refused as too low (another one had raised the price past it).
    for (const answer of answers) expect([200, 400]).toContain(answer.status);
    const bids = await db().selectFrom('auction_bids').selectAll().where('goods_id', '=', a.goodsId).execute();
    const leaders = bids.filter((b) => b.status === 'leading');
    expect(leaders).toHaveLength(1);
    const top = [...bids].sort((x, y) => y.max_yen - x.max_yen || x.max_set_at - y.max_set_at || x.id - y.id)[0]!;
    expect(leaders[0]!.id).toBe(top.id);
    const auction = await db().selectFrom('auctions').selectAll().where('goods_id', '=', a.goodsId).executeTakeFirstOrThrow();
    expect(auction.leader_bid_id).toBe(top.id);
    for (const b of bids) expect(b.held_yen).toBe(b.id === top.id ? holdFor(b.max_yen) : 0);
    const ledgerHeld = (await moneyOf(db(), ann.userId)).held + (await moneyOf(db(), bob.userId)).held;
    expect(ledgerHeld).toBe(holdFor(top.max_yen));
    await booksBalance();
  });

  it('two shoppers outbidding each other on two auctions at once never deadlock', async () => {
    const x = await makeAuction(db(), { priceYen: 1000 });
    const y = await makeAuction(db(), { priceYen: 1000 });
    const ann = await bidder('cross-ann@example.com', 1_000_000);
    const bob = await bidder('cross-bob@example.com', 1_000_000);
    await ann.api.placeBid({ site: 'yahoo', id: x.id, maxYen: 2000, idempotencyKey: key() });
    await bob.api.placeBid({ site: 'yahoo', id: y.id, maxYen: 2000, idempotencyKey: key() });
    // Each bid releases the other shopper's hold on its auction: both shoppers' accounts in both transactions.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const [who, a] = i % 2 === 0 ? [bob, x] : [ann, y];
        return who.shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: a.id, maxYen: 3000 + i * 1000, idempotencyKey: key() });
      }),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 400)).toEqual([]);
    expect((await ann.api.auctionState({ site: 'yahoo', id: y.id })).mine?.status).toBe('leading');
    expect((await bob.api.auctionState({ site: 'yahoo', id: x.id })).mine?.status).toBe('leading');
    await booksBalance();
  });
});

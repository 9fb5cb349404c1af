// kill -9 of the server while it is closing auctions, then a restart on the same database whose job runner
// closes what was left: every auction is closed exactly once (one order for a shopper's win, none otherwise), every hold is back or in its
// order, and the ledger agrees with the bids. Runs on SQLite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import type { DatabaseHandle } from '../db/connect';
import { reconcile } from '../money/reconcile';
import { endTogether, fund, makeAuction, moneyOf } from './auction-fixtures';
import { newKey } from './checkout-fixtures';
import { serverProcess } from './server-process';
import { Shopper } from './shopper';

const server = serverProcess('auction-crash', { MARKET_SIMULATOR: 'off' });

beforeAll(() => server.setup());
afterAll(() => server.teardown());

async function signUp(url: string, db: DatabaseHandle['db'], email: string, ip: string) {
  const shopper = new Shopper(url, ip);
  const api = createApiClient(shopper.transport());
  await api.register({ email, password: 'correct horse 1', captchaToken: await shopper.captchaToken() });
  const code = /\b(\d{6})\b/.exec((await db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow()).body)![1]!;
  await api.verifyRegister({ email, code });
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { shopper, api, id };
}

describe('kill -9 while auctions close', () => {
  it('closes each auction once after the restart, with holds consistent with the ledger', async () => {
    let url = await server.start();
    const { db, dialect } = server.open();
    const ann = await signUp(url, db, 'crash-ann@example.com', '10.9.1.1');
    const bob = await signUp(url, db, 'crash-bob@example.com', '10.9.1.2');
    await fund(db, dialect, ann.id, 10_000_000);
    await fund(db, dialect, bob.id, 10_000_000);

    // 60 auctions, each bid on by both (some with a reserve no one meets), then brought to one end a second
    // away: ended only once every bid is in, however long a busy machine takes to place them.
    const count = 60;
    const auctions: Awaited<ReturnType<typeof makeAuction>>[] = [];
    for (let i = 0; i < count; i++) auctions.push(await makeAuction(db, { priceYen: 1000, reserveYen: i % 5 === 0 ? 100_000 : null }));
    await Promise.all(
      auctions.map(async (a, i) => {
        await ann.api.placeBid({ site: 'yahoo', id: a.id, maxYen: 3000 + i * 10, idempotencyKey: newKey() });
        await bob.api.placeBid({ site: 'yahoo', id: a.id, maxYen: i % 2 === 0 ? 2000 : 9000, idempotencyKey: newKey() }).catch(() => undefined);
      }),
    );
    await endTogether(db, auctions.map((a) => a.goodsId), Date.now() + 1000);

    // The close jobs (and pages that show the ended auctions) close them; kill the server while that is under way.
    let stop = false;
    const reader = async (i: number) => {
      while (!stop) {
        const a = auctions[Math.floor(Math.random() * count)]!;
        await (i % 2 ? ann : bob).api.auctionState({ site: 'yahoo', id: a.id }).catch(() => undefined);
      }
    };
    const readers = [0, 1, 2, 3].map(reader);
    // Killed once closing is under way (vitest's bound on a test ends a wait that never comes).
    for (;;) {
      const { n } = await db.selectFrom('auctions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'closed').executeTakeFirstOrThrow();
      if (Number(n) >= 5) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await server.killHard();
    stop = true;
    await Promise.all(readers);
    const closedAtKill = Number((await db.selectFrom('auctions').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'closed').executeTakeFirstOrThrow()).n);
    expect(closedAtKill).toBeGreaterThanOrEqual(5);
    // Some were still open, past their end, when the server died: only the restart can close those, so the
    // checks below prove that it does (had every one closed before the kill, they would prove nothing).
    const openAtKill = await db.selectFrom('auctions').select('goods_id').where('status', '=', 'running').where('goods_id', 'in', auctions.map((a) => a.goodsId)).execute();
    expect(openAtKill.length).toBeGreaterThan(0);
    expect(await reconcile(db)).toEqual([]);

    const restartedAt = Date.now();
    url = await server.start();
    // The restarted server's job runner closes what was due while it was down.
    for (;;) {
      const open = await db.selectFrom('auctions').select('goods_id').where('status', '=', 'running').where('goods_id', 'in', auctions.map((a) => a.goodsId)).execute();
      if (open.length === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const restarted = new Shopper(url, ann.shopper.ip);
    for (const [name, value] of ann.shopper.cookies) restarted.cookies.set(name, value);
    const annBids = await createApiClient(restarted.transport()).myBids({});
    expect(annBids.counts.find((c) => c.view === 'bidding')?.count).toBe(0);

    const rows = await db.selectFrom('auctions').selectAll().where('goods_id', 'in', auctions.map((a) => a.goodsId)).execute();
    expect(rows.every((r) => r.status === 'closed')).toBe(true);
    // Those the kill left open were closed by the restarted server, after it started.
    const reopened = rows.filter((r) => openAtKill.some((o) => o.goods_id === r.goods_id));
    expect(reopened).toHaveLength(openAtKill.length);
    expect(reopened.every((r) => r.closed_at !== null && r.closed_at >= restartedAt)).toBe(true);
    for (const r of rows) {
      const orders = await db.selectFrom('orders').select(['id', 'user_id']).where('kind', '=', 'auction').where('external_id', '=', auctions.find((a) => a.goodsId === r.goods_id)!.id).execute();
      const wins = await db.selectFrom('auction_bids').select('user_id').where('goods_id', '=', r.goods_id).where('status', '=', 'won').execute();
      expect(orders.length).toBe(r.winner_user_id === null ? 0 : 1);
      expect(wins.map((w) => w.user_id)).toEqual(r.winner_user_id === null ? [] : [r.winner_user_id]);
      if (orders[0]) expect(orders[0].id).toBe(r.order_id);
    }
    expect((await moneyOf(db, ann.id)).held).toBe(0);
    expect((await moneyOf(db, bob.id)).held).toBe(0);
    expect(await reconcile(db)).toEqual([]);
  });
});

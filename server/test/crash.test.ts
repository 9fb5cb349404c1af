// kill -9 of the server in the middle of a loop of checkouts, then a restart on the same database: the
// ledger still balances, no order is without its payment and no payment without its order, the wallet
// lost exactly what the finished checkouts cost, and the restarted server takes the next checkout.
// Runs on SQLite, and on PostgreSQL when DATABASE_URL is set (npm test runs both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { buyableGoods, prepareBuyer } from './buyer';
import { newKey } from './checkout-fixtures';
import { serverProcess } from './server-process';
import { Shopper } from './shopper';

const server = serverProcess('crash');

beforeAll(() => server.setup());
afterAll(() => server.teardown());

describe('kill -9 during checkouts', () => {
  it('leaves books that balance and agree with every order, and the restarted server goes on', async () => {
    let url = await server.start();
    const { db, dialect } = server.open();

    const shopper = new Shopper(url, '10.9.0.1');
    const api = () => createApiClient(shopper.transport());
    const email = 'crash@example.com';
    await api().register({ email, password: 'correct horse 1', captchaToken: await shopper.captchaToken() });
    const code = /\b(\d{6})\b/.exec((await db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow()).body)![1]!;
    await api().verifyRegister({ email, code });
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const funded = 50_000_000;
    const addressId = await prepareBuyer(db, dialect, user.id, funded);
    const goods = await buyableGoods(db, 400);

    // Three shoppers' worth of tabs buying one item at a time, as fast as the server answers.
    let next = 0;
    let stop = false;
    const checkout = async () => {
      const item = goods[next++ % goods.length]!;
      await api().addToCart({ site: item.site as never, id: item.external_id });
      const cart = await api().cartList();
      const lineIds = cart.groups.flatMap((g) => g.lines.filter((l) => l.status === 'ok').map((l) => l.id)).slice(0, 1);
      if (lineIds.length === 0) return;
      await api().checkoutPay({ lineIds, addressId, services: [], points: 0, idempotencyKey: newKey() });
    };
    const loop = async () => {
      while (!stop) await checkout().catch(() => undefined);
    };
    const loops = [loop(), loop(), loop()];
    // Kill once some checkouts have gone through, while others are under way (however long a busy machine
    // takes to get there: vitest's bound on a test ends a wait that never comes).
    for (;;) {
      const { n } = await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(n) >= 15) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await server.killHard();
    stop = true;
    await Promise.all(loops);

    url = await server.start();
    expect(await reconcile(db)).toEqual([]);
    const spent = await db.selectFrom('checkouts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cash_yen'), eb.lit(0)).as('cash')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Number(spent.cash)).toBeGreaterThan(0);
    expect(await balance(db, accounts.wallet(user.id))).toBe(funded - Number(spent.cash));

    // The restarted server serves the same shopper (their session survived in the database).
    const restarted = new Shopper(url, '10.9.0.1');
    for (const [name, value] of shopper.cookies) restarted.cookies.set(name, value);
    const before = Number((await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const item = goods.at(-1)!;
    const again = createApiClient(restarted.transport());
    await again.addToCart({ site: item.site as never, id: item.external_id });
    const cart = await again.cartList();
    const lineIds = cart.groups.flatMap((g) => g.lines.filter((l) => l.status === 'ok').map((l) => l.id));
    await again.checkoutPay({ lineIds, addressId, services: [], points: 0, idempotencyKey: newKey() });
    const after = Number((await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before + 1);
    expect(await reconcile(db)).toEqual([]);
  });
});

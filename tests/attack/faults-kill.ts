// kill -9 inside every multi-step money flow: a server process is started with FAULT_POINTS naming one
// point (server/faults/point.ts), the flow is started, the process stops at the point and is killed with
// SIGKILL, and a new process is started on the same database. Then: the books reconcile
// (server/money/reconcile.ts, what `npm run ledger:check` runs), the shopper's money is where it was or
// where the finished flow puts it (never both, never neither), and the flow retried with the same
// idempotency key finishes exactly once.
//
// The card gateway runs in this process (lib-faults/gateway.ts), so a payment it took survives the shop.
import type { Kysely } from 'kysely';
import { createApiClient } from '../../generated/api/client';
import { loadConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { accounts } from '../../server/money/accounts';
import { balance } from '../../server/money/ledger';
import { reconcile } from '../../server/money/reconcile';
import { makeAuction } from '../../server/test/auction-fixtures';
import { buyableGoods } from '../../server/test/buyer';
import { paidOrder } from '../../server/test/ops-fixtures';
import type { Shopper } from '../../server/test/shopper';
import { gatewayKeys, type OutsideGateway, shopPublicUrl, startGateway } from './lib-faults/gateway';
import { eventually, type Report } from './lib-faults/report';
import { type Running, startServer } from './lib-faults/server';
import { type SeededShopper, seedShoppers, shopperAt } from './lib-faults/shoppers';

const newKey = () => `k${crypto.randomUUID().replaceAll('-', '')}`;

interface Bench {
  env: Record<string, string>;
  db: Kysely<Database>;
  handle: DatabaseHandle;
  gateway: OutsideGateway;
  server: Running | null;
  goods: { site: string; external_id: string }[];
  nextGoods: number;
}

async function boot(bench: Bench, points: string[]): Promise<Running> {
  if (bench.server) await bench.server.killHard();
  bench.server = await startServer({ ...bench.env, FAULT_POINTS: points.join(',') });
  bench.gateway.target = bench.server.url;
  return bench.server;
}

const wallet = (db: Kysely<Database>, userId: number) => balance(db, accounts.wallet(userId));

/** Starts `flow` on a server armed at `point`, kills it there, restarts unarmed; answers the flow's failure. */
async function killAt(bench: Bench, point: string, flow: (server: Running) => Promise<unknown>): Promise<Running> {
  const armed = await boot(bench, [point]);
  const settled = flow(armed).then(
    () => 'answered',
    () => 'cut off',
  );
  await armed.reached(point);
  await armed.killHard();
  await settled;
  return boot(bench, []);
}

async function books(report: Report, db: Kysely<Database>, when: string) {
  const problems = await reconcile(db);
  report.check(problems.length === 0, `${when}: the books reconcile (ledger:check)`, problems.join('; '));
}

async function cartLine(api: ReturnType<typeof createApiClient>, bench: Bench): Promise<number> {
  for (;;) {
    const item = bench.goods[bench.nextGoods++ % bench.goods.length]!;
    await api.addToCart({ site: item.site as never, id: item.external_id });
    const cart = await api.cartList();
    const line = cart.groups.flatMap((g) => g.lines).find((l) => l.status === 'ok');
    if (line) return line.id;
  }
}

export async function killSuite(report: Report, env: Record<string, string>): Promise<void> {
  const gateway = await startGateway();
  const fullEnv = { ...env, ...gatewayKeys, PUBLIC_URL: shopPublicUrl, PAYMENT_GATEWAY_URL: gateway.url, MARKET_SIMULATOR: 'off', JOBS_POLL_MS: '200', JOBS_LEASE_MS: '2000' };
  const bench: Bench = { env: fullEnv, gateway, server: null, goods: [], nextGoods: 0, db: null as never, handle: null as never };
  try {
    let server = await boot(bench, []);
    bench.handle = openDatabase(loadConfig({ ...fullEnv, NODE_ENV: 'test' }));
    const { db, dialect } = bench.handle;
    bench.db = db;
    bench.goods = await buyableGoods(db, 300);
    const [ann] = await seedShoppers(db, dialect, 1, `kill${Date.now()}`, 5_000_000);
    const me: SeededShopper = ann!;
    const client = (s: Running): { api: ReturnType<typeof createApiClient>; shopper: Shopper } => {
      const shopper = shopperAt(s.url, me);
      return { api: createApiClient(shopper.transport()), shopper };
    };

    /** Two of the shopper's purchased orders, recorded as arrived by a staff member made for it through the console. */
    const arrivedOrders = async (tag: string, priceYen: number, measured: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number }) => {
      const [staffSeed] = await seedShoppers(db, dialect, 1, `${tag}${Date.now()}`, 0);
      await db.updateTable('users').set({ role: 'staff' }).where('id', '=', staffSeed!.userId).execute();
      const staff = createApiClient(shopperAt(server.url, staffSeed!).transport());
      const orderIds: number[] = [];
      for (let i = 0; i < 2; i++) {
        const order = await paidOrder(db, dialect, me.userId, { state: 'purchased', priceYen });
        await staff.opsOrderAction({ id: order.id, action: 'recordArrival', ...measured });
        orderIds.push(order.id);
      }
      return orderIds;
    };

    await report.part('kill -9 inside the checkout payment (its transaction not committed)', async () => {
      const lineId = await cartLine(client(server).api, bench);
      const before = await wallet(db, me.userId);
      const key = newKey();
      const pay = (s: Running) => client(s).api.checkoutPay({ lineIds: [lineId], addressId: me.addressId, services: [], points: 0, idempotencyKey: key });
      server = await killAt(bench, 'ledger:payment:checkout', pay);
      await books(report, db, 'after the restart');
      const kept = await db.selectFrom('checkouts').select('id').where('idempotency_key', '=', key).execute();
      report.check(kept.length === 0 && (await wallet(db, me.userId)) === before, 'nothing was charged and no order set was kept');
      const line = (await client(server).api.cartList()).groups.flatMap((g) => g.lines).some((l) => l.id === lineId);
      report.check(line, 'the cart line is still in the cart');
      const paid = await pay(server);
      const again = await pay(server);
      report.check(again.id === paid.id && (await wallet(db, me.userId)) === before - paid.cashYen, 'paying again with the same key charges once', `wallet ${before} → ${await wallet(db, me.userId)}, cash ${paid.cashYen}`);
      await books(report, db, 'after the retry');
    });

    await report.part('kill -9 after the checkout committed, before its mails went out', async () => {
      const lineId = await cartLine(client(server).api, bench);
      const before = await wallet(db, me.userId);
      const key = newKey();
      const pay = (s: Running) => client(s).api.checkoutPay({ lineIds: [lineId], addressId: me.addressId, services: [], points: 0, idempotencyKey: key });
      server = await killAt(bench, 'checkout:after-commit', pay);
      const kept = await db.selectFrom('checkouts').select(['id', 'cash_yen']).where('idempotency_key', '=', key).execute();
      report.check(kept.length === 1 && (await wallet(db, me.userId)) === before - kept[0]!.cash_yen, 'the payment is kept once, with its order set');
      const orders = await db.selectFrom('orders').select('id').where('checkout_id', '=', kept[0]?.id ?? -1).execute();
      const mails = await db.selectFrom('mail_outbox').select(['id', 'sent_at']).where('recipient', '=', (await db.selectFrom('users').select('email').where('id', '=', me.userId).executeTakeFirstOrThrow()).email).execute();
      report.check(orders.length === 1 && mails.length > 0, 'the order and its mail (in the outbox, sent by the retry) are there');
      const again = await pay(server);
      report.check(again.id === kept[0]?.id && (await wallet(db, me.userId)) === before - kept[0]!.cash_yen, 'the page paying again with its key gets the same order set, not a second charge');
      await books(report, db, 'after the restart');
    });

    await report.part('kill -9 between the card charge and the shop writing it down (webhooks held back)', async () => {
      const before = await wallet(db, me.userId);
      const key = newKey();
      const token = await gateway.token();
      const amountYen = 7000;
      const create = (s: Running) => client(s).api.createRecharge({ amountYen, token, idempotencyKey: key, returnUrl: '/personal/recharge' });
      gateway.hold();
      server = await killAt(bench, 'recharge:after-gateway', create);
      const row = await db.selectFrom('recharges').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
      report.check(row.status === 'pending' && (await wallet(db, me.userId)) === before, 'the recharge is reported pending, nothing credited yet');
      const retried = await create(server);
      report.check(retried.recharge.status === 'succeeded', 'the page retrying with its key gets the card payment the gateway already made', retried.recharge.status);
      gateway.release();
      // Both held webhooks (the test gateway sends each event twice) arrive after the retry credited it.
      const events = await db.selectFrom('gateway_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      await eventually(async () => Number((await db.selectFrom('gateway_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) > Number(events.n), 15_000);
      report.check((await wallet(db, me.userId)) === before + amountYen, 'the wallet is credited exactly once', `${before} → ${await wallet(db, me.userId)}`);
      await books(report, db, 'after the webhooks');
    });

    await report.part('kill -9 inside crediting a recharge (the webhook or the call, whichever comes first)', async () => {
      const before = await wallet(db, me.userId);
      const key = newKey();
      const token = await gateway.token();
      const amountYen = 3000;
      const create = (s: Running) => client(s).api.createRecharge({ amountYen, token, idempotencyKey: key, returnUrl: '/personal/recharge' });
      server = await killAt(bench, 'ledger:recharge:recharge', create);
      await books(report, db, 'after the restart');
      // The gateway redelivers its webhook (after 1, 2, 4… s) until the restarted shop answers it.
      const credited = await eventually(async () => (await wallet(db, me.userId)) === before + amountYen, 30_000, 200);
      report.check(credited, 'the webhook redelivered to the restarted shop credits the wallet', `${before} → ${await wallet(db, me.userId)}`);
      const retried = await create(server);
      report.check(retried.recharge.status === 'succeeded' && (await wallet(db, me.userId)) === before + amountYen, 'the page retrying is told it succeeded; credited once');
      await books(report, db, 'after the retry');
    });

    await report.part('kill -9 inside a refund (the shopper cancels a paid order)', async () => {
      const lineId = await cartLine(client(server).api, bench);
      const paid = await client(server).api.checkoutPay({ lineIds: [lineId], addressId: me.addressId, services: [], points: 0, idempotencyKey: newKey() });
      const order = await db.selectFrom('orders').select(['id', 'paid_yen']).where('checkout_id', '=', paid.id).executeTakeFirstOrThrow();
      const before = await wallet(db, me.userId);
      const cancel = (s: Running) => client(s).api.orderAction({ id: order.id, action: 'cancel' });
      server = await killAt(bench, 'ledger:refund:order', cancel);
      const state = (await db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow()).state;
      report.check(state === 'paid' && (await wallet(db, me.userId)) === before, 'the order is still paid and nothing was refunded', state);
      await cancel(server);
      const twice = await cancel(server).then(() => 'answered', () => 'refused');
      report.check((await wallet(db, me.userId)) === before + order.paid_yen && twice === 'refused', 'cancelling again refunds once; a third cancel is refused');
      await books(report, db, 'after the refund');
    });

    await report.part('kill -9 while the job runner settles a won auction, then inside paying for it', async () => {
      const auction = await makeAuction(db, { priceYen: 1000, endsInMs: 4000, shippingPayer: 'buyer', domesticYen: 800 });
      await client(server).api.placeBid({ site: 'yahoo', id: auction.id, maxYen: 5000, idempotencyKey: newKey() });
      const money = async () => (await wallet(db, me.userId)) + (await balance(db, accounts.held(me.userId)));
      const before = await money();
      // The close job runs on its own at the auction's end: the armed process stops inside it.
      server = await killAt(bench, 'ledger:payment:auction', async () => undefined);
      const won = await eventually(async () => (await db.selectFrom('orders').select('id').where('external_id', '=', auction.id).execute()).length > 0, 20_000);
      const orders = await db.selectFrom('orders').select(['id', 'state', 'paid_yen']).where('external_id', '=', auction.id).execute();
      report.check(won && orders.length === 1, 'the restarted runner takes the job up after its lease and makes one order', `${orders.length} orders`);
      const after = await money();
      report.check(before - after === orders[0]?.paid_yen, 'the hold paid the order once and the rest of it went back', `wallet and holds ${before} → ${after}, order paid ${orders[0]?.paid_yen}`);
      await books(report, db, 'after the close');
      const orderId = orders[0]!.id;
      const key = newKey();
      const payWon = (s: Running) => client(s).api.payWon({ id: orderId, idempotencyKey: key });
      const beforePay = await wallet(db, me.userId);
      server = await killAt(bench, 'ledger:payment:order', payWon);
      const stateAfterKill = (await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow()).state;
      report.check(stateAfterKill === 'awaitingPayment' && (await wallet(db, me.userId)) === beforePay, 'the won order still awaits payment, nothing charged', stateAfterKill);
      const first = await payWon(server);
      const second = await payWon(server);
      const spent = beforePay - (await wallet(db, me.userId));
      report.check(first.order.state === 'paid' && second.order.id === first.order.id && spent === first.domesticYen && spent > 0, 'paying again with the key pays once', `spent ${spent}`);
      await books(report, db, 'after paying');
    });
    await report.part('kill -9 inside paying a merged parcel’s postage', async () => {
      // Two orders brought to the warehouse by staff through the console, merged and a method chosen.
      const orderIds = await arrivedOrders('killstaff', 3000, { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 });
      const parcel = await client(server).api.parcelCreate({ orderIds, addressId: me.addressId });
      await client(server).api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
      const before = await wallet(db, me.userId);
      const key = newKey();
      const pay = (s: Running) => client(s).api.parcelPay({ id: parcel.id, idempotencyKey: key });
      server = await killAt(bench, 'ledger:payment:parcel', pay);
      const state = (await db.selectFrom('parcels').select('state').where('id', '=', parcel.id).executeTakeFirstOrThrow()).state;
      report.check(state === 'awaitingPayment' && (await wallet(db, me.userId)) === before, 'the parcel still awaits payment and nothing was charged', state);
      await pay(server);
      await pay(server);
      const paid = await db.selectFrom('parcels').select(['state', 'paid_yen']).where('id', '=', parcel.id).executeTakeFirstOrThrow();
      report.check(paid.state === 'paid' && (await wallet(db, me.userId)) === before - paid.paid_yen, 'paying again with the key pays once', `${paid.state}, wallet ${before} → ${await wallet(db, me.userId)}, paid ${paid.paid_yen}`);
      await books(report, db, 'after paying');
    });

    await report.part('kill -9 inside paying a share of a group’s postage', async () => {
      // The leader's two orders, brought in by staff, on a group list closed into one parcel by EMS.
      const orderIds = await arrivedOrders('killgroupstaff', 2500, { weightGrams: 600, lengthCm: 25, widthCm: 15, heightCm: 10 });
      const { api } = client(server);
      const { group } = await api.createGroup({ name: 'Kill test group', addressId: me.addressId, deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(), rules: 'Pick up at the leader’s' });
      await api.addGroupItems({ id: group.id, orderIds });
      await api.endGroupApplications({ id: group.id });
      const closed = await api.closeGroupList({ id: group.id, method: 'ems' });
      const due = closed.members.find((m) => m.isLeader)?.dueYen ?? 0;
      const before = await wallet(db, me.userId);
      const key = newKey();
      const pay = (s: Running) => client(s).api.payGroupShare({ id: group.id, idempotencyKey: key });
      server = await killAt(bench, 'ledger:payment:groupShare', pay);
      await books(report, db, 'after the restart');
      const unpaid = (await client(server).api.groupDetail({ id: group.id })).members.find((m) => m.isLeader);
      report.check(due > 0 && unpaid?.paid === false && (await wallet(db, me.userId)) === before, 'the share is still unpaid and nothing was charged', `due ${due}, paid ${unpaid?.paid}`);
      await pay(server);
      const again = await pay(server);
      const leader = again.members.find((m) => m.isLeader);
      report.check(leader?.paid === true && (await wallet(db, me.userId)) === before - due, 'paying again with the key pays the share once', `wallet ${before} → ${await wallet(db, me.userId)}, due ${due}`);
      await books(report, db, 'after paying');
    });
  } finally {
    await bench.server?.killHard();
    await bench.handle?.close();
    await gateway.close();
  }
}

// The shopper's orders: the tabs of /personal/order/{type}, one order's page, the shopper's own actions
// (through transition(), like every change of state), similar goods after a purchase that did not
// happen, rating the seller, after-sales appeals and the list of refunds. Another shopper's order is 404.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { type OrderAction, orderGroupOrder, orderGroups } from '../../generated/orders';
import { isUniqueViolation } from '../db/errors';
import type { Database, OrderRow } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { accounts } from '../money/accounts';
import { similarGoods } from '../orders/similar';
import { transition } from '../orders/transition';
import { appealDeadline, appealView, boughtStates, latestAppeal, orderCard, orderDetail, unboughtStates } from '../orders/views';
import type { Handlers } from './types';

const { pageSize, appealDays } = constants.orders;
/** What the order page does itself; merging into a parcel belongs to the merge pages. */
const pageActions: readonly OrderAction[] = ['cancel', 'acceptPrice', 'complete'];

async function ownOrder(db: Kysely<Database>, userId: number, id: number): Promise<OrderRow> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'orderNotFound');
  return row;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const orderHandlers: Handlers<
  | 'Sig.Front.User.AppOrder.List'
  | 'Sig.Front.User.AppOrder.Detail'
  | 'Sig.Front.User.AppOrder.Action'
  | 'Sig.Front.User.AppOrder.Similar'
  | 'Sig.Front.User.AppOrder.CommentSeller'
  | 'Sig.Front.User.AppAppeal.Create'
  | 'Sig.Front.User.AppAppeal.Get'
  | 'Sig.Front.User.AppRefund.List'
> = {
  async 'Sig.Front.User.AppOrder.List'(ctx) {
    const { group, kind } = ctx.params;
    const page = ctx.params.page ?? 1;
    let mine = ctx.db.selectFrom('orders').where('user_id', '=', ctx.user.id);
    if (kind) mine = mine.where('kind', '=', kind);
    const states = orderGroups[group];
    const [byState, rows] = await Promise.all([
      mine.select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute(),
      mine.selectAll().where('state', 'in', states).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    const countIn = (g: keyof typeof orderGroups) => byState.filter((s) => orderGroups[g].includes(s.state as never)).reduce((sum, s) => sum + Number(s.n), 0);
    return {
      total: countIn(group),
      page,
      pageSize,
      items: rows.map(orderCard),
      counts: orderGroupOrder.map((g) => ({ group: g, count: countIn(g) })),
    };
  },

  async 'Sig.Front.User.AppOrder.Detail'(ctx) {
    return orderDetail(ctx.db, await ownOrder(ctx.db, ctx.user.id, ctx.params.id), ctx.now());
  },

  async 'Sig.Front.User.AppOrder.Action'(ctx) {
    const { id, action } = ctx.params;
    if (!pageActions.includes(action)) throw badField('action');
    const row = await ownOrder(ctx.db, ctx.user.id, id);
    if (action === 'cancel' && row.kind === 'auction') throw new ApiFailure(409, 'wonAuctionNotCancellable');
    const after = await ctx.db.transaction().execute((trx) => transition(trx, ctx, { orderId: id, action, actor: { kind: 'shopper', id: ctx.user.id } }));
    ctx.mailer.deliverLater(after.outboxIds);
    return orderDetail(ctx.db, await ownOrder(ctx.db, ctx.user.id, id), ctx.now());
  },

  async 'Sig.Front.User.AppOrder.Similar'(ctx) {
    const row = await ownOrder(ctx.db, ctx.user.id, ctx.params.id);
    if (!unboughtStates.includes(row.state)) throw new ApiFailure(409, 'similarNotAvailable');
    return { items: await similarGoods(ctx, row) };
  },

  async 'Sig.Front.User.AppOrder.CommentSeller'(ctx) {
    const { id, rating, text } = ctx.params;
    const row = await ownOrder(ctx.db, ctx.user.id, id);
    if (!boughtStates.includes(row.state)) throw new ApiFailure(409, 'commentNotBought');
    const now = ctx.now();
    try {
      await ctx.db.insertInto('seller_reviews').values({ order_id: row.id, user_id: ctx.user.id, rating, text: text.trim(), created_at: now }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiFailure(409, 'commentExists');
      throw error;
    }
    return { rating, text: text.trim(), createdAt: iso(now) };
  },

  async 'Sig.Front.User.AppAppeal.Create'(ctx) {
    const { orderId, reason } = ctx.params;
    const detail = ctx.params.detail.trim();
    if (!detail) throw badField('detail');
    const row = await ownOrder(ctx.db, ctx.user.id, orderId);
    const deadline = appealDeadline(row);
    if (deadline === null || (row.state !== 'delivered' && row.state !== 'completed')) throw new ApiFailure(409, 'appealNotDelivered');
    const now = ctx.now();
    if (now > deadline) throw new ApiFailure(409, 'appealWindowClosed', { days: appealDays });
    // The database holds one open appeal per order (a partial unique index): two at once cannot both land.
    try {
      const created = await ctx.db
        .insertInto('appeals')
        .values({ order_id: row.id, user_id: ctx.user.id, reason, detail, status: 'open', resolution: null, refund_yen: null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return appealView(created);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiFailure(409, 'appealAlreadyOpen');
      throw error;
    }
  },

  async 'Sig.Front.User.AppAppeal.Get'(ctx) {
    const row = await ownOrder(ctx.db, ctx.user.id, ctx.params.orderId);
    const appeal = await latestAppeal(ctx.db, row.id);
    if (!appeal) throw new ApiFailure(404, 'appealNotFound');
    return appealView(appeal);
  },

  async 'Sig.Front.User.AppRefund.List'(ctx) {
    const page = ctx.params.page ?? 1;
    const userId = ctx.user.id;
    const refunds = ctx.db.selectFrom('ledger_transactions').where('user_id', '=', userId).where('kind', '=', 'refund');
    const [total, txns] = await Promise.all([
      refunds.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      refunds.select(['id', 'ref_type', 'ref_id', 'created_at']).orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    const ids = txns.map((t) => t.id);
    const entries = ids.length === 0 ? [] : await ctx.db
      .selectFrom('ledger_entries')
      .select(['txn_id', 'account', 'amount'])
      .where('txn_id', 'in', ids)
      .where('account', 'in', [accounts.wallet(userId), accounts.points(userId)])
      .execute();
    // A refund names its order, or the appeal it settles (whose order it is).
    const appealIds = txns.filter((t) => t.ref_type === 'appeal' && t.ref_id !== null).map((t) => t.ref_id!);
    const appeals = appealIds.length === 0 ? [] : await ctx.db.selectFrom('appeals').select(['id', 'order_id']).where('id', 'in', appealIds).where('user_id', '=', userId).execute();
    const orderOf = (t: (typeof txns)[number]) => (t.ref_type === 'order' ? t.ref_id : t.ref_type === 'appeal' ? appeals.find((a) => a.id === t.ref_id)?.order_id ?? null : null);
    const orderIds = [...new Set(txns.map(orderOf).filter((id): id is number => id !== null))];
    const orders = orderIds.length === 0 ? [] : await ctx.db.selectFrom('orders').select(['id', 'title']).where('id', 'in', orderIds).where('user_id', '=', userId).execute();
    return {
      total: Number(total.n),
      page,
      pageSize,
      items: txns.map((t) => {
        const sum = (account: string) => entries.filter((e) => e.txn_id === t.id && e.account === account).reduce((s, e) => s + Number(e.amount), 0);
        const order = orders.find((o) => o.id === orderOf(t));
        return { id: t.id, time: iso(t.created_at), yen: sum(accounts.wallet(userId)), points: sum(accounts.points(userId)), orderId: order?.id ?? null, orderTitle: order?.title ?? null };
      }),
    };
  },
};

// The console's work queues: which orders wait for staff, and for what. Each queue is a filter on orders
// (by state, and by kind for the anybuy price check) or, for appeals, orders with an open appeal.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { OrderState } from '../../generated/orders';
import type { OpsOrderPage, OpsOrderRow, OpsQueueCount } from '../../generated/api/schemas';
import type { Database, OrderRow } from '../db/types';
import { orderTotalYen } from './order-view';
import { paidServices } from '../orders/paid-services';

export type OpsQueue = OpsQueueCount['queue'];

interface StateQueue {
  states: readonly OrderState[];
  kind?: OrderRow['kind'];
}

const stateQueues: Record<Exclude<OpsQueue, 'appeals'>, StateQueue> = {
  toBuy: { states: ['paid', 'purchasing'] },
  awaitingArrival: { states: ['purchased', 'shippedToWarehouse'] },
  arrived: { states: ['arrived'] },
  failed: { states: ['purchaseFailed'] },
  priceReview: { states: ['pendingPrice'], kind: 'anybuy' },
};

/** In the order the console shows them: the work in the order it is done, then the exceptions. */
export const queueOrder: readonly OpsQueue[] = ['priceReview', 'toBuy', 'awaitingArrival', 'arrived', 'appeals', 'failed'];

type Db = Kysely<Database>;

function ordersOf(db: Db, queue: OpsQueue) {
  const query = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
  if (queue === 'appeals') {
    return query.where('orders.id', 'in', db.selectFrom('appeals').select('appeals.order_id').where('appeals.status', '=', 'open'));
  }
  const { states, kind } = stateQueues[queue];
  return query.where('orders.state', 'in', [...states]).$if(kind !== undefined, (q) => q.where('orders.kind', '=', kind!));
}

export async function queueCounts(db: Db): Promise<OpsQueueCount[]> {
  return Promise.all(
    queueOrder.map(async (queue) => {
      const row = await ordersOf(db, queue).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { queue, count: Number(row.n) };
    }),
  );
}

/** A page of a queue, the longest waiting first (appeals: the oldest open appeal first). */
export async function queuePage(db: Db, queue: OpsQueue, page: number): Promise<OpsOrderPage> {
  const pageSize = constants.orders.pageSize;
  const count = ordersOf(db, queue).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = ordersOf(db, queue)
    .selectAll('orders')
    .select('users.email as shopper_email')
    // When the item was last read from its live marketplace: staff see how fresh the price they buy at is.
    .select((eb) =>
      eb
        .selectFrom('goods')
        .select('goods.read_at')
        .whereRef('goods.site', '=', 'orders.site')
        .whereRef('goods.external_id', '=', 'orders.external_id')
        .limit(1)
        .as('read_at'),
    )
    .select((eb) =>
      eb
        .selectFrom('appeals')
        .select((a) => a.fn.min<number>('appeals.id').as('id'))
        .whereRef('appeals.order_id', '=', 'orders.id')
        .where('appeals.status', '=', 'open')
        .as('appeal_id'),
    )
    .$if(queue === 'appeals', (q) => q.orderBy('appeal_id'))
    .orderBy('orders.updated_at')
    .orderBy('orders.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const [{ n }, found] = await Promise.all([count, rows]);
  const items = found.map((row) => ({
    ...orderRowOf(row, row.shopper_email, row.appeal_id === null ? null : Number(row.appeal_id)),
    checkedAt: row.read_at === null ? null : new Date(Number(row.read_at)).toISOString(),
  }));
  return { queue, total: Number(n), page, pageSize, items };
}

export function orderRowOf(row: OrderRow, shopperEmail: string, appealId: number | null = null): OpsOrderRow {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as OrderState,
    shopperEmail,
    site: row.site as OpsOrderRow['site'],
    title: row.title,
    url: row.url,
    imageUrl: row.image_url,
    quantity: row.quantity,
    priceYen: row.price_yen,
    totalYen: orderTotalYen(row),
    services: paidServices(row.services),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    appealId,
  };
}

// The group's list: approved members put their arrived orders on it (each order moves arrived → merged
// through transition(), so no merged parcel can take it too) and take them off until the list closes. The
// whole list stays within one parcel's limits.
import type { Kysely } from 'kysely';
import type { Database, GroupRow, OrderRow } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { transition } from '../orders/transition';
import { checkLimits, totalsOf } from '../parcels/limits';
import { storageSoFar } from '../parcels/views';
import type { Services } from '../services';
import { listOpen, lockGroup, visibleGroup } from './access';

type Db = Kysely<Database>;

/** The orders on a group's list (every member's), oldest on the list first. */
export async function listOrders(trx: Db, groupId: number): Promise<OrderRow[]> {
  return trx
    .selectFrom('group_items')
    .innerJoin('orders', 'orders.id', 'group_items.order_id')
    .selectAll('orders')
    .where('group_items.group_id', '=', groupId)
    .orderBy('group_items.id')
    .execute();
}

/**
 * Puts the caller's orders on the list. The list leaves as one parcel, so it keeps within what one parcel
 * may hold (server/parcels/limits.ts, as a merged parcel): orders that would take the whole list past a
 * limit are refused with 400 naming it, nothing added. Returns the outbox ids of the orders' mail.
 */
export async function addItems(trx: Db, services: Services, userId: number, groupId: number, orderIds: readonly number[]): Promise<{ group: GroupRow; outboxIds: number[] }> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) throw badField('orderIds');
  await lockGroup(trx, groupId, services.now());
  const { group } = await visibleGroup(trx, groupId, userId);
  if (!listOpen(group)) throw new ApiFailure(409, 'groupListClosed');
  const orders: OrderRow[] = [];
  for (const orderId of ids) {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!order || order.user_id !== userId) throw new ApiFailure(404, 'orderNotFound', { field: 'orderIds' });
    if (order.parcel_id !== null) throw new ApiFailure(409, 'groupOrderInParcel', { field: 'orderIds' });
    orders.push(order);
  }
  // Read after the group's lock: another member's add that committed first counts.
  checkLimits(totalsOf([...(await listOrders(trx, groupId)), ...orders]), 400, 'orderIds');
  const outboxIds: number[] = [];
  const now = services.now();
  for (const order of orders) {
    // On the list the order runs up no more storage (server/parcels/jobs.ts); what it ran up until now is
    // written down here, where the storage job may not have been yet, and charged with the member's share.
    const storage = storageSoFar(order, now);
    if (storage > order.storage_yen) await trx.updateTable('orders').set({ storage_yen: storage }).where('id', '=', order.id).where('storage_yen', '<', storage).execute();
    const moved = await transition(trx, services, { orderId: order.id, action: 'merge', actor: { kind: 'shopper', id: userId } });
    outboxIds.push(...moved.outboxIds);
    await trx
      .insertInto('group_items')
      .values({ group_id: groupId, user_id: userId, order_id: order.id, weight_grams: order.weight_grams ?? 0, created_at: now })
      .execute();
  }
  return { group, outboxIds };
}

export async function removeItem(trx: Db, services: Services, userId: number, groupId: number, orderId: number): Promise<{ group: GroupRow; outboxIds: number[] }> {
  await lockGroup(trx, groupId, services.now());
  const { group } = await visibleGroup(trx, groupId, userId);
  const item = await trx
    .selectFrom('group_items')
    .select('id')
    .where('group_id', '=', groupId)
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!item) throw new ApiFailure(404, 'groupItemNotFound', { field: 'orderId' });
  if (!listOpen(group)) throw new ApiFailure(409, 'groupListClosed');
  await trx.deleteFrom('group_items').where('id', '=', item.id).execute();
  const moved = await transition(trx, services, { orderId, action: 'unmerge', actor: { kind: 'shopper', id: userId } });
  return { group, outboxIds: [...moved.outboxIds] };
}

// Recently viewed goods, per shopper: a logged-in user's own, else the device's (the deviceId every call
// carries). Newest first; each item once (a second view moves it to the top); at most
// catalog.recentViewsMax kept per viewer.
import type { Kysely } from 'kysely';
import type { GoodsListItem } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { preparedQuery } from '../db/prepared';
import type { Database, UserRow } from '../db/types';
import { goodsListItem, listColumns } from './items';

/** 'u:<user id>' or 'd:<device id>'; null when the call carries neither (or a device id that is not one). */
export function viewerOf(user: Pick<UserRow, 'id'> | null, deviceId: string | null): string | null {
  if (user) return `u:${user.id}`;
  return deviceId && /^[A-Za-z0-9_-]{1,100}$/.test(deviceId) ? `d:${deviceId}` : null;
}

export async function recordView(db: Kysely<Database>, viewer: string, userId: number | null, goodsId: number, now: number): Promise<void> {
  await db
    .insertInto('recent_views')
    .values({ viewer, user_id: userId, goods_id: goodsId, viewed_at: now })
    .onConflict((oc) => oc.columns(['viewer', 'goods_id']).doUpdateSet({ viewed_at: now }))
    .execute();
  const keep = db.selectFrom('recent_views').select('id').where('viewer', '=', viewer).orderBy('viewed_at', 'desc').orderBy('id', 'desc').limit(constants.catalog.recentViewsMax);
  await db.deleteFrom('recent_views').where('viewer', '=', viewer).where('id', 'not in', keep).execute();
}

const newestViews = preparedQuery((db: Kysely<Database>, viewer: string, limit: number) =>
  db
    .selectFrom('recent_views')
    .innerJoin('goods', 'goods.id', 'recent_views.goods_id')
    .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
    .select([...listColumns, 'sellers.external_id as seller_external_id'])
    .where('recent_views.viewer', '=', viewer)
    .orderBy('recent_views.viewed_at', 'desc')
    .orderBy('recent_views.id', 'desc')
    .limit(limit),
);

// Whether a device has any views at all: most anonymous visitors have none, and this one-column probe costs
// a fraction of the twenty-column join even when the join finds no row (better-sqlite3's cost grows with the
// columns). A logged-in shopper usually has views, so for them the probe would be one query more.
const anyView = preparedQuery((db: Kysely<Database>, viewer: string) =>
  db.selectFrom('recent_views').select('id').where('viewer', '=', viewer).limit(1),
);

export async function recentViews(db: Kysely<Database>, viewer: string, limit: number, now: number): Promise<GoodsListItem[]> {
  if (viewer.startsWith('d:') && (await anyView(db, viewer)).length === 0) return [];
  const rows = await newestViews(db, viewer, limit);
  return rows.map((r) => goodsListItem(r, r.seller_external_id, now));
}

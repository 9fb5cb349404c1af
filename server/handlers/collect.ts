// The shopper's collections of goods and sellers (personal centre, collect pages). Rows name the
// marketplace and its id and read the catalog's current row: an item the catalog no longer has drops out
// of the list and the counts alike. Adding twice changes nothing; every change answers the new counts.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { ApiFailure } from '../http/failure';
import { listColumns } from '../catalog/items';
import { readAgain } from '../catalog/read-again';
import { goodsListItem, sellerOf } from './goods-rows';
import type { Handlers } from './types';

const { pageSize } = constants.collections;

const collectedGoods = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('collected_goods')
    .innerJoin('goods', (j) => j.onRef('goods.site', '=', 'collected_goods.site').onRef('goods.external_id', '=', 'collected_goods.external_id'))
    .where('collected_goods.user_id', '=', userId);

const collectedSellers = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('collected_sellers')
    .innerJoin('sellers', (j) => j.onRef('sellers.site', '=', 'collected_sellers.site').onRef('sellers.external_id', '=', 'collected_sellers.external_id'))
    .where('collected_sellers.user_id', '=', userId);

async function countsOf(db: Kysely<Database>, userId: number) {
  const [goods, sellers] = await Promise.all([
    collectedGoods(db, userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    collectedSellers(db, userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { goods: Number(goods.n), sellers: Number(sellers.n) };
}

type Kind = 'goods' | 'sellers';
const tables = { goods: 'collected_goods', sellers: 'collected_sellers' } as const;

async function add(db: Kysely<Database>, kind: Kind, userId: number, site: string, externalId: string, now: number) {
  const found = await db.selectFrom(kind).select('id').where('site', '=', site).where('external_id', '=', externalId).executeTakeFirst();
  if (!found) throw new ApiFailure(404, kind === 'goods' ? 'goodsNotFound' : 'sellerNotFound');
  // The price when collected is the one a later price-drop alert compares with (server/alerts/send.ts).
  const seen = kind === 'goods' ? await db.selectFrom('goods').select('price_yen').where('id', '=', found.id).executeTakeFirstOrThrow() : null;
  await db
    .insertInto(tables[kind])
    .values({ user_id: userId, site, external_id: externalId, created_at: now, ...(seen ? { seen_price_yen: seen.price_yen } : {}) })
    .onConflict((oc) => oc.columns(['user_id', 'site', 'external_id']).doNothing())
    .execute();
  return countsOf(db, userId);
}

async function remove(db: Kysely<Database>, kind: Kind, userId: number, site: string, externalId: string) {
  const result = await db.deleteFrom(tables[kind]).where('user_id', '=', userId).where('site', '=', site).where('external_id', '=', externalId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiFailure(404, kind === 'goods' ? 'notCollected' : 'sellerNotCollected');
  return countsOf(db, userId);
}

export const collectHandlers: Handlers<
  | 'Sig.Front.User.AppCollect.GoodsList'
  | 'Sig.Front.User.AppCollect.AddGoods'
  | 'Sig.Front.User.AppCollect.RemoveGoods'
  | 'Sig.Front.User.AppCollect.SellerList'
  | 'Sig.Front.User.AppCollect.AddSeller'
  | 'Sig.Front.User.AppCollect.RemoveSeller'
  | 'Sig.Front.User.AppCollect.Counts'
> = {
  async 'Sig.Front.User.AppCollect.GoodsList'(ctx) {
    const page = ctx.params.page ?? 1;
    const [rows, total] = await Promise.all([
      collectedGoods(ctx.db, ctx.user.id)
        .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
        .select([...listColumns, 'sellers.external_id as seller_external_id'])
        .orderBy('collected_goods.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      collectedGoods(ctx.db, ctx.user.id).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = ctx.now();
    return { total: Number(total.n), page, pageSize, items: rows.map((r) => goodsListItem(r, r.seller_external_id, now)) };
  },

  async 'Sig.Front.User.AppCollect.AddGoods'(ctx) {
    // A live item collected is kept (and its price then, for the price-drop alert) even if never opened here.
    await readAgain(ctx, [{ site: ctx.params.site, externalId: ctx.params.id }], { onFailure: 'keep' });
    return add(ctx.db, 'goods', ctx.user.id, ctx.params.site, ctx.params.id, ctx.now());
  },

  async 'Sig.Front.User.AppCollect.RemoveGoods'(ctx) {
    return remove(ctx.db, 'goods', ctx.user.id, ctx.params.site, ctx.params.id);
  },

  async 'Sig.Front.User.AppCollect.SellerList'(ctx) {
    const page = ctx.params.page ?? 1;
    const [rows, total] = await Promise.all([
      collectedSellers(ctx.db, ctx.user.id).selectAll('sellers').orderBy('collected_sellers.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
      collectedSellers(ctx.db, ctx.user.id).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(total.n), page, pageSize, items: rows.map(sellerOf) };
  },

  async 'Sig.Front.User.AppCollect.AddSeller'(ctx) {
    return add(ctx.db, 'sellers', ctx.user.id, ctx.params.site, ctx.params.sellerId, ctx.now());
  },

  async 'Sig.Front.User.AppCollect.RemoveSeller'(ctx) {
    return remove(ctx.db, 'sellers', ctx.user.id, ctx.params.site, ctx.params.sellerId);
  },

  async 'Sig.Front.User.AppCollect.Counts'(ctx) {
    return countsOf(ctx.db, ctx.user.id);
  },
};

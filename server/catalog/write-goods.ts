// Writing goods into the local catalog's tables: the catalog import's checked feed lines, and the items a
// live marketplace's provider told us of that a shopper viewed, collected or carted (server/sources/keep.ts).
// One writer, so a kept item and an imported one are the same row to every screen and query.
import type { Kysely } from 'kysely';
import { goodsDetailLink } from '../../generated/links';
import { sites } from '../../generated/sites';
import type { Database, NewGoods } from '../db/types';
import type { FeedLine } from './import';
import { searchTextOf } from './text';

export interface GoodsToWrite {
  item: FeedLine;
  /** The categories row the item's category names, if any. */
  categoryId: number | null;
}

/** The goods row of a feed line (a kept live item's too: server/sources/keep.ts compares it with the row kept). */
export function goodsRowOf(item: FeedLine, categoryId: number | null, sellerId: number, now: number, readAt: number | null): NewGoods {
  const soldAt = item.soldOut ? now : null;
  return {
    site: item.site, external_id: item.id, type: sites[item.site].type,
    url: item.url ?? goodsDetailLink({ Site: item.site, Id: item.id }), asin: item.asin ?? null,
    title: item.title, search_text: searchTextOf([item.title, item.brand, item.series]), brand: item.brand ?? null,
    kind: item.kind ?? 'other', image_url: item.images[0]!, category_id: categoryId, seller_id: sellerId,
    series: item.series ?? null, product_key: null, condition: item.condition, listing_type: item.listingType,
    price_yen: item.priceYen, original_price_yen: item.originalPriceYen ?? null, discount_rate: item.discountRate ?? null,
    buy_now_yen: item.buyNowYen ?? null, reserve_yen: item.reserveYen ?? null, bid_count: item.bidCount ?? null,
    ends_at: item.endsAt ? Date.parse(item.endsAt) : null, shipping_payer: item.shippingPayer,
    domestic_shipping_yen: item.domesticShippingYen ?? (item.shippingPayer === 'seller' ? 0 : null), weight_grams: item.weightGrams ?? null,
    risk: item.risk ?? null, sold_out_at: soldAt, reserved_at: item.reserved && !item.soldOut ? now : null, blocked_at: item.blocked ? now : null,
    created_at: item.createdAt ? Date.parse(item.createdAt) : now, read_at: readAt,
  };
}

const batchSize = 200;

/**
 * Inserts or updates the goods, their sellers and texts, inside the caller's transaction (which holds the
 * listing fence). `readAt`: when a live provider told us of them; null for the catalog's own goods.
 */
export async function writeGoods(trx: Kysely<Database>, good: readonly GoodsToWrite[], now: number, readAt: number | null): Promise<{ imported: number; created: number; updated: number }> {
  const counts = { imported: 0, created: 0, updated: 0 };
  const touchedSellers = new Set<number>();
  for (let i = 0; i < good.length; i += batchSize) {
    const batch = good.slice(i, i + batchSize);
    const sellers = [...new Map(batch.map(({ item }) => [`${item.site} ${item.seller.id}`, item])).values()].map((item) => ({
      site: item.site, external_id: item.seller.id, name: item.seller.name, official: item.seller.official ? 1 : 0,
      shop_code: item.seller.shopCode ?? null, rating: item.seller.rating ?? null, rating_count: item.seller.ratingCount ?? null,
      item_count: 0, blocked_at: null, created_at: now,
    }));
    const sellerRows = await trx
      .insertInto('sellers')
      .values(sellers)
      .onConflict((oc) =>
        oc.columns(['site', 'external_id']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'), official: eb.ref('excluded.official'), shop_code: eb.ref('excluded.shop_code'),
          rating: eb.ref('excluded.rating'), rating_count: eb.ref('excluded.rating_count'),
        })),
      )
      .returning(['id', 'site', 'external_id'])
      .execute();
    const sellerId = new Map(sellerRows.map((s) => [`${s.site} ${s.external_id}`, s.id]));

    const before = await trx
      .selectFrom('goods')
      .select(['site', 'external_id', 'seller_id'])
      .where((eb) => eb.or(batch.map(({ item }) => eb.and([eb('site', '=', item.site), eb('external_id', '=', item.id)]))))
      .execute();
    for (const row of before) touchedSellers.add(row.seller_id);
    const rows = batch.map(({ item, categoryId }) => goodsRowOf(item, categoryId, sellerId.get(`${item.site} ${item.seller.id}`)!, now, readAt));
    const written = await trx
      .insertInto('goods')
      .values(rows)
      .onConflict((oc) => {
        const update = oc.columns(['site', 'external_id']).doUpdateSet((eb) => {
          // A kept live item keeps staff's block and when we first read it.
          const keep = ['id', 'site', 'external_id', ...(readAt === null ? [] : ['blocked_at', 'created_at'])];
          const columns = Object.keys(rows[0]!).filter((c) => !keep.includes(c)) as (keyof NewGoods & string)[];
          return Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]));
        });
        // A live item read earlier never overwrites a later read that another process wrote first.
        return readAt === null ? update : update.where((eb) => eb.or([eb('goods.read_at', 'is', null), eb('goods.read_at', '<=', eb.ref('excluded.read_at'))]));
      })
      .returning(['id', 'site', 'external_id', 'seller_id'])
      .execute();
    // Only a live item whose later read is kept already comes back unwritten: nothing more of it is written.
    if (written.length === 0) continue;
    const texts = new Map(batch.map(({ item }) => [`${item.site} ${item.id}`, item]));
    await trx
      .insertInto('goods_texts')
      .values(written.map((g) => ({ goods_id: g.id, description: texts.get(`${g.site} ${g.external_id}`)!.description, images: JSON.stringify(texts.get(`${g.site} ${g.external_id}`)!.images) })))
      .onConflict((oc) => oc.column('goods_id').doUpdateSet((eb) => ({ description: eb.ref('excluded.description'), images: eb.ref('excluded.images') })))
      .execute();
    for (const g of written) touchedSellers.add(g.seller_id);
    // An item bid on through us keeps the auction engine's price, bids and end (and, once closed, its
    // sold-out mark): the feed's figures would put a second truth on the goods pages beside the bid panel.
    await trx
      .updateTable('goods')
      .set((eb) => {
        const auction = () => eb.selectFrom('auctions').whereRef('auctions.goods_id', '=', 'goods.id');
        return {
          price_yen: auction().select('auctions.current_yen'),
          bid_count: auction().select('auctions.bid_count'),
          ends_at: auction().select('auctions.ends_at'),
          sold_out_at: eb.fn.coalesce(auction().select('auctions.closed_at'), eb.ref('goods.sold_out_at')),
        };
      })
      .where('goods.id', 'in', written.map((g) => g.id))
      .where('goods.id', 'in', (eb) => eb.selectFrom('auctions').select('auctions.goods_id'))
      .execute();
    counts.updated += before.length;
    counts.created += written.length - before.length;
    counts.imported += written.length;
  }
  const ids = [...touchedSellers];
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .updateTable('sellers')
      .set((eb) => ({ item_count: eb.selectFrom('goods').select(eb.fn.countAll<number>().as('n')).whereRef('goods.seller_id', '=', 'sellers.id') }))
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
  return counts;
}

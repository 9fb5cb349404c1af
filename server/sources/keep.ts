// What a live marketplace's provider told us of an item a shopper viewed, collected or carted, kept in the
// goods table beside when we read it, so that the cart, orders, collections, recent views and the item's
// own page keep working when the provider later forgets the item or does not answer.
import type { Kysely } from 'kysely';
import type { SiteId } from '../../generated/sites';
import { enterListingWrite } from '../alerts/fence';
import { findGoods } from '../catalog/goods-detail';
import type { FeedLine } from '../catalog/import';
import { goodsRowOf, writeGoods } from '../catalog/write-goods';
import { preparedQuery } from '../db/prepared';
import type { Database, GoodsRow, NewGoods } from '../db/types';
import type { ProviderItem } from './provider';

type Db = Kysely<Database>;

function feedLineOf(site: SiteId, item: ProviderItem): FeedLine {
  const { seller } = item;
  return {
    site, id: item.id, asin: item.asin, title: item.title, url: item.url, priceYen: item.priceYen, listingType: 'fixed',
    condition: item.condition ?? 'new', shippingPayer: item.shippingYen === 0 ? 'seller' : 'buyer',
    domesticShippingYen: item.shippingYen ?? undefined, description: item.description ?? '',
    // The list picture is required of a row; a provider's item without one shows the placeholder picture.
    images: item.images.length > 0 ? item.images : [''],
    soldOut: !item.inStock, reserved: false, blocked: false,
    seller: { id: seller.id, name: seller.name, official: seller.official ?? false, shopCode: seller.code, rating: seller.rating ?? undefined, ratingCount: seller.ratingCount ?? undefined },
  };
}

/** The categories row of the provider's category id, where our tree has it (the providers' real top-level ids). */
const categoryByCode = preparedQuery((db: Db, site: string, code: string) =>
  db
    .selectFrom('categories')
    .select('id')
    .where('site', '=', site)
    // As codeOf (server/catalog/categories.ts) reads a row's marketplace id.
    .where((eb) => eb(eb.fn.coalesce('cat', 'fril_cat', 'paypay_cat', 'merchant_cat', eb.fn.coalesce('surugaya_cat', 'rakuten_cat')), '=', code))
    .orderBy('id')
    .limit(1),
);

async function categoryRowOf(db: Db, site: SiteId, categoryId: string | null | undefined): Promise<number | null> {
  if (!categoryId) return null;
  return (await categoryByCode(db, site, categoryId))[0]?.id ?? null;
}

/** What else of a kept item a new read may change: its seller's row, its texts and its category's id there. */
const keptAround = preparedQuery((db: Db, goodsId: number) =>
  db
    .selectFrom('goods')
    .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
    .leftJoin('goods_texts', 'goods_texts.goods_id', 'goods.id')
    .leftJoin('categories', 'categories.id', 'goods.category_id')
    .select(['sellers.external_id', 'sellers.name', 'sellers.official', 'sellers.shop_code', 'sellers.rating', 'sellers.rating_count', 'goods_texts.description', 'goods_texts.images'])
    .select((eb) => eb.fn.coalesce('categories.cat', 'categories.fril_cat', 'categories.paypay_cat', 'categories.merchant_cat', eb.fn.coalesce('categories.surugaya_cat', 'categories.rakuten_cat')).as('category_code'))
    .where('goods.id', '=', goodsId),
);

/** Columns a new read never changes: a kept item keeps staff's block and when we first read it. */
const keptColumns = new Set(['id', 'site', 'external_id', 'blocked_at', 'created_at', 'read_at', 'sold_out_at', 'reserved_at']);

/** The goods columns a read changes, as the full write would set them; the sold-out time only when the stock flips. */
function changedColumns(kept: GoodsRow, row: NewGoods): Partial<NewGoods> {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!keptColumns.has(column) && kept[column as keyof GoodsRow] !== value) changed[column] = value;
  }
  if ((kept.sold_out_at === null) !== (row.sold_out_at === null)) changed.sold_out_at = row.sold_out_at;
  return changed as Partial<NewGoods>;
}

class WrittenMeanwhile extends Error {}

/**
 * A kept item read again: only what changed is written, so a read that changes nothing (most do) costs one
 * update of its read time, and no search-index or count trigger runs for columns that did not change. False
 * when it takes the full write instead: another seller, or another process wrote the row since it was read.
 */
async function keepChanges(db: Db, site: SiteId, item: ProviderItem, now: number, kept: GoodsRow & { read_at: number }): Promise<boolean> {
  const [around] = await keptAround(db, kept.id);
  if (!around || around.external_id !== item.seller.id) return false;
  const line = feedLineOf(site, item);
  const categoryId = (item.categoryId ?? null) === around.category_code ? kept.category_id : await categoryRowOf(db, site, item.categoryId);
  const goods = changedColumns(kept, goodsRowOf(line, categoryId, kept.seller_id, now, now));
  const seller = {
    name: line.seller.name, official: line.seller.official ? 1 : 0, shop_code: line.seller.shopCode ?? null,
    rating: line.seller.rating ?? null, rating_count: line.seller.ratingCount ?? null,
  };
  const sellerChanged = (Object.keys(seller) as (keyof typeof seller)[]).some((key) => around[key] !== seller[key]);
  const texts = { description: line.description, images: JSON.stringify(line.images) };
  const textsChanged = around.description !== texts.description || around.images !== texts.images;
  // Only this read's time moves if the row is still as read; else another read landed in between.
  const update = (trx: Db) =>
    trx.updateTable('goods').set({ ...goods, read_at: now }).where('id', '=', kept.id).where('read_at', '=', kept.read_at).executeTakeFirst();
  if (Object.keys(goods).length === 0 && !sellerChanged && !textsChanged) return Number((await update(db)).numUpdatedRows) === 1;
  try {
    await db.transaction().execute(async (trx) => {
      if (Number((await update(trx)).numUpdatedRows) !== 1) throw new WrittenMeanwhile();
      if (sellerChanged) await trx.updateTable('sellers').set(seller).where('id', '=', kept.seller_id).execute();
      if (textsChanged) {
        await trx
          .insertInto('goods_texts')
          .values({ goods_id: kept.id, ...texts })
          .onConflict((oc) => oc.column('goods_id').doUpdateSet(texts))
          .execute();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof WrittenMeanwhile) return false;
    throw error;
  }
}

/**
 * Writes the provider's item as it is now, read at `now`. `kept`: the row findGoods gave for the item's link
 * just before (the live source looks it up to tell whether the item needs reading), so it is not read twice.
 */
export async function keepItem(db: Db, site: SiteId, item: ProviderItem, now: number, kept?: GoodsRow): Promise<void> {
  if (kept && kept.external_id === item.id && kept.listing_type === 'fixed' && kept.read_at !== null) {
    // A read as recent as this one is kept already (another process's).
    if (kept.read_at >= now) return;
    if (await keepChanges(db, site, item, now, { ...kept, read_at: kept.read_at })) return;
  }
  const categoryId = await categoryRowOf(db, site, item.categoryId);
  await db.transaction().execute(async (trx) => {
    await enterListingWrite(trx);
    await writeGoods(trx, [{ item: feedLineOf(site, item), categoryId }], now, now);
  });
}

/** The provider says the item is gone: what we kept of it stays, sold out from now. */
export async function forgetItem(db: Db, site: SiteId, id: string, now: number, kept?: GoodsRow): Promise<void> {
  const row = kept ?? (await findGoods(db, site, id));
  if (!row) return;
  await db
    .updateTable('goods')
    .set((eb) => ({ sold_out_at: eb.fn.coalesce('sold_out_at', eb.val(now)), read_at: now }))
    .where('id', '=', row.id)
    .execute();
}

/** When we last read the item from its provider: undefined when we keep nothing of it, null for the catalog's own. */
export async function readAtOf(db: Db, site: SiteId, id: string): Promise<number | null | undefined> {
  return (await findGoods(db, site, id))?.read_at;
}

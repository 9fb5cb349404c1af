// What a live marketplace's provider told us of an item a shopper viewed, collected or carted, kept in the
// goods table beside when we read it, so that the cart, orders, collections, recent views and the item's
// own page keep working when the provider later forgets the item or does not answer.
import type { Kysely } from 'kysely';
import type { SiteId } from '../../generated/sites';
import { enterListingWrite } from '../alerts/fence';
import { codeOf } from '../catalog/categories';
import { findGoods } from '../catalog/goods-detail';
import type { FeedLine } from '../catalog/import';
import { writeGoods } from '../catalog/write-goods';
import type { Database } from '../db/types';
import type { ProviderItem } from './provider';

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
async function categoryRowOf(db: Kysely<Database>, site: SiteId, categoryId: string | null | undefined): Promise<number | null> {
  if (!categoryId) return null;
  const rows = await db.selectFrom('categories').select(['id', 'cat', 'fril_cat', 'paypay_cat', 'merchant_cat', 'surugaya_cat', 'rakuten_cat']).where('site', '=', site).execute();
  return rows.find((r) => codeOf(r) === categoryId)?.id ?? null;
}

/** Writes the provider's item as it is now, read at `now`. */
export async function keepItem(db: Kysely<Database>, site: SiteId, item: ProviderItem, now: number): Promise<void> {
  const categoryId = await categoryRowOf(db, site, item.categoryId);
  await db.transaction().execute(async (trx) => {
    await enterListingWrite(trx);
    await writeGoods(trx, [{ item: feedLineOf(site, item), categoryId }], now, now);
  });
}

/** The provider says the item is gone: what we kept of it stays, sold out from now. */
export async function forgetItem(db: Kysely<Database>, site: SiteId, id: string, now: number): Promise<void> {
  const kept = await findGoods(db, site, id);
  if (!kept) return;
  await db
    .updateTable('goods')
    .set((eb) => ({ sold_out_at: eb.fn.coalesce('sold_out_at', eb.val(now)), read_at: now }))
    .where('id', '=', kept.id)
    .execute();
}

/** When we last read the item from its provider: undefined when we keep nothing of it, null for the catalog's own. */
export async function readAtOf(db: Kysely<Database>, site: SiteId, id: string): Promise<number | null | undefined> {
  return (await findGoods(db, site, id))?.read_at;
}

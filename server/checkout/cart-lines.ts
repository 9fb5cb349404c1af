// A shopper's cart lines as they stand in the catalog now: the price then and now, the fees, whether the
// listing sells several, and what changed (sold out, new price, gone). The cart page, the checkout
// preview and the pay call all read lines through here, so they cannot disagree about a line.
import type { Kysely } from 'kysely';
import type { CartLine } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { type SiteId, isSiteId } from '../../generated/sites';
import { isSoldOut } from '../catalog/items';
import type { Database } from '../db/types';
import { proxyFeeDiscountPercent } from '../personal/level';
import { discountedFee, proxyFeeYen } from '../shipping/landed-cost';

export type LineStatus = CartLine['status'];

export interface CatalogLine {
  id: number;
  site: SiteId;
  itemId: string | null;
  type: number | null;
  asin: string | null;
  url: string;
  title: string;
  imageUrl: string;
  quantity: number;
  remark: string | null;
  addedPriceYen: number;
  /** The catalog's price now (the added price when the item is gone). */
  priceYen: number;
  proxyFeeYen: number;
  /** The shopper's level discount in proxyFeeYen (percent). */
  feeDiscountPercent: number;
  domesticYen: number;
  weightGrams: number | null;
  status: LineStatus;
  quantityEditable: boolean;
  seller: { sid: string; name: string; official: boolean; shopCode: string | null } | null;
  createdAt: number;
}

const multiQuantitySites: readonly string[] = constants.cart.multiQuantitySites;

/**
 * The catalog keeps no stock counts, so whether a listing sells several is read from who sells it: a
 * shop marketplace (amazon, rakuten, suruga-ya, yahoo shopping — auctions never reach the cart) or an
 * official/business seller anywhere sells from stock; a flea-market listing is one thing from one person.
 */
export function sellsSeveral(site: string, officialSeller: boolean): boolean {
  return multiQuantitySites.includes(site) || officialSeller;
}

/** The lines of one shopper (only `ids` when given), oldest first, each read against the catalog now. */
export async function readCartLines(db: Kysely<Database>, userId: number, now: number, ids?: readonly number[]): Promise<CatalogLine[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('cart_items as c')
    .leftJoin('goods as g', (join) => join.onRef('g.site', '=', 'c.site').onRef('g.external_id', '=', 'c.external_id'))
    .leftJoin('sellers as s', 's.id', 'g.seller_id')
    .select([
      'c.id', 'c.site', 'c.external_id', 'c.type', 'c.url', 'c.name', 'c.image_url', 'c.price_yen', 'c.quantity', 'c.remark', 'c.created_at',
      'g.id as goods_id', 'g.asin', 'g.price_yen as now_price', 'g.listing_type', 'g.ends_at', 'g.sold_out_at', 'g.reserved_at',
      'g.blocked_at', 'g.shipping_payer', 'g.domestic_shipping_yen', 'g.weight_grams',
      's.external_id as seller_sid', 's.name as seller_name', 's.official', 's.shop_code', 's.blocked_at as seller_blocked_at',
    ])
    .where('c.user_id', '=', userId)
    .where('c.site', 'is not', null);
  if (ids) query = query.where('c.id', 'in', [...ids]);
  const [rows, feeDiscount] = await Promise.all([query.orderBy('c.id').execute(), proxyFeeDiscountPercent(db, userId)]);
  return rows.flatMap((r): CatalogLine[] => {
    if (!isSiteId(r.site)) return [];
    const found = r.goods_id !== null;
    const official = r.official === 1;
    let status: LineStatus = 'ok';
    if (!found || r.blocked_at !== null || r.seller_blocked_at !== null || r.reserved_at !== null || r.listing_type === 'auction') status = 'unavailable';
    else if (isSoldOut({ sold_out_at: r.sold_out_at, listing_type: r.listing_type!, ends_at: r.ends_at }, now)) status = 'soldOut';
    else if (r.now_price !== r.price_yen) status = 'priceChanged';
    const priceYen = found ? r.now_price! : r.price_yen;
    return [{
      id: r.id,
      site: r.site,
      itemId: r.external_id,
      type: r.type,
      asin: r.asin,
      url: r.url,
      title: r.name,
      imageUrl: r.image_url,
      quantity: r.quantity,
      remark: r.remark,
      addedPriceYen: r.price_yen,
      priceYen,
      proxyFeeYen: discountedFee(proxyFeeYen(priceYen), feeDiscount),
      feeDiscountPercent: feeDiscount,
      domesticYen: r.shipping_payer === 'buyer' ? (r.domestic_shipping_yen ?? 0) : 0,
      weightGrams: r.weight_grams,
      status,
      quantityEditable: found && sellsSeveral(r.site, official),
      seller: found ? { sid: r.seller_sid!, name: r.seller_name!, official, shopCode: r.shop_code } : null,
      createdAt: r.created_at,
    }];
  });
}

/** What one line costs at today's price: goods, fee per unit, domestic shipping once. */
export function lineYen(line: Pick<CatalogLine, 'priceYen' | 'proxyFeeYen' | 'domesticYen' | 'quantity'>): number {
  return (line.priceYen + line.proxyFeeYen) * line.quantity + line.domesticYen;
}

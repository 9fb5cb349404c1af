// What a checkout buys, whatever it came from: cart lines (one order each) or one item bought by link
// (anybuy). Each item carries its price terms, its buy notice and what its order row records.
import type { Kysely } from 'kysely';
import { type SiteId, isSiteId } from '../../generated/sites';
import { isSoldOut } from '../catalog/items';
import type { Database, OrdersTable } from '../db/types';
import { ApiFailure } from '../http/failure';
import { discountedFee, proxyFeeYen } from '../shipping/landed-cost';
import { type CatalogLine, type LineStatus, readCartLines } from './cart-lines';
import type { PriceLine } from './pricing';

export interface CheckoutItem {
  /** The cart line bought (removed by the pay call); null for anybuy. */
  lineId: number | null;
  kind: OrdersTable['kind'];
  /** Whose buy notice applies: the marketplace, or anybuy. */
  noticeSite: string;
  status: LineStatus;
  price: PriceLine;
  order: {
    site: SiteId | null;
    external_id: string | null;
    type: number | null;
    url: string;
    title: string;
    image_url: string | null;
    seller_id: string | null;
    seller_name: string | null;
    options: string | null;
    remark: string | null;
    /** The level discount in the price's proxy fee, kept with the order for a later repricing. */
    fee_discount_percent: number;
  };
}

export function cartItem(line: CatalogLine): CheckoutItem {
  return {
    lineId: line.id,
    kind: 'cart',
    noticeSite: line.site,
    status: line.status,
    price: { site: line.site, priceYen: line.priceYen, proxyFeeYen: line.proxyFeeYen, quantity: line.quantity, domesticYen: line.domesticYen, weightGrams: line.weightGrams },
    order: {
      site: line.site, external_id: line.itemId, type: line.type, url: line.url, title: line.title, image_url: line.imageUrl,
      seller_id: line.seller?.sid ?? null, seller_name: line.seller?.name ?? null, options: null, remark: line.remark,
      fee_discount_percent: line.feeDiscountPercent,
    },
  };
}

/**
 * The shopper's lines with these ids, in the order asked. A line of another shopper is 404, as if it did not
 * exist; a line that no longer exists at all (bought or removed meanwhile, e.g. by a parallel pay) is 409.
 */
export async function cartItems(db: Kysely<Database>, userId: number, lineIds: readonly number[], now: number): Promise<CheckoutItem[]> {
  const ids = [...new Set(lineIds)];
  const lines = await readCartLines(db, userId, now, ids);
  if (lines.length < ids.length) {
    const found = new Set(lines.map((l) => l.id));
    const missing = ids.filter((id) => !found.has(id));
    const others = await db.selectFrom('cart_items').select('id').where('id', 'in', missing).executeTakeFirst();
    if (others) throw new ApiFailure(404, 'cartLineNotFound');
    throw new ApiFailure(409, 'cartLineGone');
  }
  const byId = new Map(lines.map((l) => [l.id, l]));
  return ids.map((id) => cartItem(byId.get(id)!));
}

export interface AnybuyInput {
  url: string;
  site?: string;
  itemId?: string;
  title: string;
  priceYen: number;
  quantity: number;
  options?: string;
  remark?: string;
  /** The picture and seller a shop's page showed (buy-by-link's "read from the page"), as the shopper kept them. */
  imageUrl?: string;
  sellerName?: string;
}

/**
 * An item bought by link. A marketplace item we know is priced and named from our catalog (a changed
 * price asks the shopper to look again); any other shop's item at the title and price the shopper gave,
 * which staff check against the shop before buying (the order starts in pendingPrice).
 */
/** `feeDiscountPercent`: the shopper's membership level's proxy-fee discount (server/personal/level.ts). */
export async function anybuyItem(db: Kysely<Database>, input: AnybuyInput, now: number, feeDiscountPercent = 0): Promise<CheckoutItem> {
  const site = input.site && isSiteId(input.site) ? input.site : null;
  const goods = site && input.itemId
    ? await db
      .selectFrom('goods')
      .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
      .select(['goods.external_id', 'goods.type', 'goods.url', 'goods.title', 'goods.image_url', 'goods.price_yen', 'goods.listing_type', 'goods.ends_at',
        'goods.sold_out_at', 'goods.reserved_at', 'goods.blocked_at', 'goods.shipping_payer', 'goods.domestic_shipping_yen', 'goods.weight_grams'])
      .select(['sellers.external_id as seller_sid', 'sellers.name as seller_name', 'sellers.blocked_at as seller_blocked_at'])
      .where('goods.site', '=', site)
      .where('goods.external_id', '=', input.itemId)
      .executeTakeFirst()
    : undefined;
  const text = (value: string | undefined) => value?.trim() || null;
  if (!goods) {
    return {
      lineId: null,
      kind: 'anybuy',
      noticeSite: 'anybuy',
      status: 'ok',
      price: { site, priceYen: input.priceYen, proxyFeeYen: discountedFee(proxyFeeYen(input.priceYen), feeDiscountPercent), quantity: input.quantity, domesticYen: 0, weightGrams: null },
      order: {
        site, external_id: null, type: null, url: input.url, title: input.title.trim(), image_url: input.imageUrl ?? null, seller_id: null, seller_name: text(input.sellerName),
        options: text(input.options), remark: text(input.remark), fee_discount_percent: feeDiscountPercent,
      },
    };
  }
  let status: LineStatus = 'ok';
  if (goods.blocked_at !== null || goods.seller_blocked_at !== null || goods.reserved_at !== null || goods.listing_type === 'auction') status = 'unavailable';
  else if (isSoldOut(goods, now)) status = 'soldOut';
  else if (goods.price_yen !== input.priceYen) status = 'priceChanged';
  return {
    lineId: null,
    kind: 'anybuy',
    noticeSite: 'anybuy',
    status,
    price: {
      site, priceYen: goods.price_yen, proxyFeeYen: discountedFee(proxyFeeYen(goods.price_yen), feeDiscountPercent), quantity: input.quantity,
      domesticYen: goods.shipping_payer === 'buyer' ? (goods.domestic_shipping_yen ?? 0) : 0, weightGrams: goods.weight_grams,
    },
    order: {
      site, external_id: goods.external_id, type: goods.type, url: goods.url, title: goods.title, image_url: goods.image_url,
      seller_id: goods.seller_sid, seller_name: goods.seller_name, options: text(input.options), remark: text(input.remark),
      fee_discount_percent: feeDiscountPercent,
    },
  };
}

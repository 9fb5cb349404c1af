// Catalog rows as the API shows them: a goods list item (spec §3 and its catalog fields) and a seller.
import type { GoodsListItem, Seller } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { GoodsType, SiteId } from '../../generated/sites';
import type { GoodsRow, SellerRow } from '../db/types';

/** The goods columns a list item is made of: what list queries select. */
export const listColumns = [
  'goods.id', 'goods.site', 'goods.external_id', 'goods.type', 'goods.url', 'goods.asin', 'goods.title', 'goods.image_url',
  'goods.price_yen', 'goods.original_price_yen', 'goods.discount_rate', 'goods.reserve_yen', 'goods.buy_now_yen', 'goods.bid_count',
  'goods.ends_at', 'goods.listing_type', 'goods.condition', 'goods.shipping_payer', 'goods.sold_out_at', 'goods.reserved_at',
] as const;

export type ListRow = Pick<
  GoodsRow,
  | 'site' | 'external_id' | 'type' | 'url' | 'asin' | 'title' | 'image_url' | 'price_yen' | 'original_price_yen' | 'discount_rate'
  | 'reserve_yen' | 'buy_now_yen' | 'bid_count' | 'ends_at' | 'listing_type' | 'condition' | 'shipping_payer' | 'sold_out_at' | 'reserved_at'
>;

/** An auction whose end has passed can no longer be bought: it lists as sold out. */
export function isSoldOut(row: Pick<GoodsRow, 'sold_out_at' | 'listing_type' | 'ends_at'>, now: number): boolean {
  return row.sold_out_at !== null || (row.listing_type === 'auction' && row.ends_at !== null && row.ends_at <= now);
}

export function goodsListItem(row: ListRow, sellerId: string | null, now: number = Date.now()): GoodsListItem {
  const auction = row.listing_type === 'auction';
  return {
    Site: row.site as SiteId,
    Id: row.external_id,
    // The column's check constraint keeps it within the goods types.
    Type: row.type as GoodsType | null,
    Url: row.url,
    Asin: row.asin,
    Name: row.title,
    ImageUrl: row.image_url,
    JPYPrice: row.price_yen,
    // The price before a discount (mercari's price cuts).
    OtherPrice: row.original_price_yen,
    DiscountRate: row.discount_rate,
    ReservePrice: row.reserve_yen,
    IsReserve: row.reserved_at !== null,
    IsSoldOut: isSoldOut(row, now),
    ShipmentFree: row.shipping_payer === 'seller',
    BidJPYPrice: auction ? row.price_yen : null,
    BuyNowPrice: row.buy_now_yen,
    ListingType: row.listing_type,
    EndTime: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
    BidCount: row.bid_count,
    Condition: row.condition,
    SellerId: sellerId,
  };
}

export function sellerOf(row: SellerRow): Seller {
  return {
    Site: row.site as SiteId,
    Id: row.external_id,
    Name: row.name,
    IsOfficial: row.official === 1,
    ShopCode: row.shop_code,
    Rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
    RatingCount: row.rating_count,
    ItemCount: row.item_count,
    Blocked: row.blocked_at !== null,
  };
}

/** The smallest raise over an auction's current price (Yahoo! Auctions' table, spec/constants.yaml). */
export function bidIncrement(priceYen: number): number {
  let step: number = constants.auction.bidIncrements[0]!.yen;
  for (const band of constants.auction.bidIncrements) if (priceYen >= band.fromYen) step = band.yen;
  return step;
}

import type { GoodsDetail, GoodsListItem } from '../../../generated/api/schemas';

/** Why the item cannot be bought now, or null when it can. */
export type BuyBlock = 'soldOut' | 'reserved' | 'ended' | null;

export function buyBlock(item: Pick<GoodsListItem, 'IsSoldOut' | 'IsReserve' | 'ListingType'>, end: Date | null, now: number): BuyBlock {
  if (item.IsSoldOut) return 'soldOut';
  if (item.IsReserve) return 'reserved';
  if (item.ListingType === 'auction' && end && end.getTime() <= now) return 'ended';
  return null;
}

/** The price an auction stands at: its current bid, else the listed price. */
export function currentPrice(item: Pick<GoodsListItem, 'ListingType' | 'BidJPYPrice' | 'JPYPrice'>): number {
  return item.ListingType === 'auction' && item.BidJPYPrice ? item.BidJPYPrice : item.JPYPrice;
}

/**
 * The smallest bid the auction takes now: the starting price while nobody has bid, else one increment
 * above the current bid. null without an increment to add.
 */
export function minNextBid(
  item: Pick<GoodsListItem, 'ListingType' | 'BidJPYPrice' | 'JPYPrice' | 'BidCount'>,
  incrementYen: number | null | undefined,
): number | null {
  const price = currentPrice(item);
  if (!item.BidCount) return price;
  return incrementYen ? price + incrementYen : null;
}

/** Yen the shopper pays for shipping inside Japan: nothing when the seller pays or ships free. */
export function buyerDomesticYen(detail: Pick<GoodsDetail, 'ShippingPayer' | 'DomesticShippingYen' | 'Item'>): number {
  if (detail.Item.ShipmentFree || detail.ShippingPayer === 'seller') return 0;
  return detail.DomesticShippingYen ?? 0;
}

// Sellers often leave the weight out; the estimate then assumes a common 1 kg parcel and says so.
export const assumedWeightGrams = 1000;

/** What the cost estimate prices for a destination: the item's price, its postage in Japan and its weight. */
export function estimateParams(detail: GoodsDetail, country: string) {
  return { priceYen: currentPrice(detail.Item), domesticShippingYen: buyerDomesticYen(detail), weightGrams: detail.WeightGrams ?? assumedWeightGrams, country };
}

/** The recent views with this item first, once, at most `max` long. */
export function withRecentView(views: readonly GoodsListItem[], item: GoodsListItem, max: number): GoodsListItem[] {
  const others = views.filter((v) => !(v.Site === item.Site && v.Id === item.Id));
  return [item, ...others].slice(0, Math.max(0, max));
}

/** The gallery's pictures: the detail's own, else the list image; no empty addresses, no repeats. */
export function galleryImages(detail: Pick<GoodsDetail, 'Images' | 'Item'>): string[] {
  const all = detail.Images.length > 0 ? detail.Images : [detail.Item.ImageUrl];
  return [...new Set(all.filter((src) => src.trim() !== ''))];
}

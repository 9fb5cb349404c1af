// A provider's item in the API's goods shapes, the way every screen already shows goods.
import type { GoodsListItem, Seller } from '../../generated/api/schemas';
import { type SiteId, sites } from '../../generated/sites';
import type { ProviderItem } from './provider';

export function listItemOf(site: SiteId, item: ProviderItem): GoodsListItem {
  return {
    Site: site,
    Id: item.id,
    Type: sites[site].type,
    Url: item.url,
    ...(item.asin ? { Asin: item.asin } : {}),
    Name: item.title,
    ImageUrl: item.images[0] ?? '',
    JPYPrice: item.priceYen,
    IsReserve: false,
    IsSoldOut: !item.inStock,
    ShipmentFree: item.shippingYen === 0,
    ListingType: 'fixed',
    Condition: item.condition ?? null,
    SellerId: item.seller.id,
  };
}

export function sellerOf(site: SiteId, item: ProviderItem, itemCount: number | null): Seller {
  const { seller } = item;
  return {
    Site: site, Id: seller.id, Name: seller.name, IsOfficial: seller.official ?? false, ShopCode: seller.code ?? null,
    Rating: seller.rating ?? null, RatingCount: seller.ratingCount ?? null, ItemCount: itemCount, Blocked: false,
  };
}

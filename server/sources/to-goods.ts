// A provider's item in the API's goods shapes, the way every screen already shows goods.
import type { GoodsListItem, Seller } from '../../generated/api/schemas';
import { type SiteId, sites } from '../../generated/sites';
import type { ItemDetail } from '../catalog/source';
import type { ProviderItem } from './provider';

export function listItemOf(site: SiteId, item: ProviderItem): GoodsListItem {
  return {
    Site: site,
    Id: item.id,
    Type: sites[site].type,
    Url: item.url,
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
    Site: site, Id: seller.id, Name: seller.name, IsOfficial: false, ShopCode: seller.code ?? null,
    Rating: seller.rating ?? null, RatingCount: seller.ratingCount ?? null, ItemCount: itemCount, Blocked: false,
  };
}

/** `readAt`: when we read it from the provider, which stands for its listing time (providers do not give one). */
export function detailOf(site: SiteId, item: ProviderItem, readAt: number): ItemDetail {
  const categoryId = Number(item.categoryId);
  return {
    goodsId: null,
    detail: {
      Item: listItemOf(site, item),
      Description: item.description ?? '',
      Images: item.images,
      Condition: item.condition ?? 'new',
      CategoryName: item.categoryName ?? null,
      CategoryId: Number.isInteger(categoryId) && item.categoryId ? categoryId : null,
      Seller: sellerOf(site, item, null),
      ShippingPayer: item.shippingYen === 0 ? 'seller' : 'buyer',
      DomesticShippingYen: item.shippingYen,
      CreatedAt: new Date(readAt).toISOString(),
    },
  };
}

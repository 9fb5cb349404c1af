import type { Seller } from '../../../generated/api/schemas';
import { type LinkValue } from '../../../generated/runtime';
import { shopLink } from '../../../generated/links';
import { localizePath } from '../../../generated/routes';
import { edition } from '../../config/env';
import type { LanguageCode } from '../../../generated/languages';

type AnyShopLink = (input: Readonly<Record<string, LinkValue>>) => string;

/**
 * A seller's page on our site, by the first of its marketplace's shop templates the seller fills (spec/sites
 * `links.shop`): official sellers of amazon, lashinbang and suruga-ya are the marketplace's own landing.
 * null for a marketplace without seller pages.
 */
export function sellerLink(seller: Pick<Seller, 'Site' | 'Id' | 'Name' | 'IsOfficial' | 'ShopCode'>, language: LanguageCode): string | null {
  if (!Object.hasOwn(shopLink, seller.Site)) return null;
  const build = shopLink[seller.Site as keyof typeof shopLink] as AnyShopLink;
  try {
    // Each template names the seller's id its own way (id, sellerId, seller); Rakuten adds its shop code.
    const path = build({
      id: seller.Id,
      sellerId: seller.Id,
      seller: seller.Id,
      shopCode: seller.ShopCode ?? seller.Id,
      name: seller.Name,
      official: seller.IsOfficial,
    });
    return localizePath(path, edition, language);
  } catch {
    return null;
  }
}

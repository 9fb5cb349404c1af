// Reading PA-API 5.0's answers: its Item shape (ItemInfo, Offers.Listings, Images, BrowseNodeInfo) into our
// ProviderItem, and its ErrorData list into a ProviderError sorted by what we do about it.
// https://webservices.amazon.com/paapi5/documentation/item-info.html, offers.html, images.html,
// browsenodeinfo.html, troubleshooting/error-messages.html (read 2026-12-02).
import { type ProviderErrorKind, type ProviderItem, ProviderError } from '../provider';

/** The merchant id Amazon.co.jp's own offers carry (its seller id on amazon.co.jp, `m=AN1VRQENFRJN5`). */
const amazonJapanMerchantId = 'AN1VRQENFRJN5';

interface Listing {
  Price?: { Amount?: number; Currency?: string };
  Availability?: { Type?: string };
  MerchantInfo?: { Id?: string; Name?: string; FeedbackRating?: number; FeedbackCount?: number };
  Condition?: { Value?: string; SubCondition?: { Value?: string } };
  DeliveryInfo?: { IsFreeShippingEligible?: boolean };
}

export interface PaapiItem {
  ASIN?: string;
  DetailPageURL?: string;
  ItemInfo?: { Title?: { DisplayValue?: string }; Features?: { DisplayValues?: string[] } };
  Images?: { Primary?: { Large?: { URL?: string } }; Variants?: Array<{ Large?: { URL?: string } }> };
  Offers?: { Listings?: Listing[] };
  BrowseNodeInfo?: { BrowseNodes?: Array<{ Id?: string; DisplayName?: string }> };
}

export interface PaapiError {
  Code?: string;
  Message?: string;
}

/** Sub-conditions of a used or collectible offer, in PA-API's words, as our grades. */
const usedGrades: Record<string, ProviderItem['condition']> = {
  LikeNew: 'likeNew',
  VeryGood: 'good',
  Good: 'good',
  Acceptable: 'fair',
};

function condition(listing: Listing): ProviderItem['condition'] {
  const value = listing.Condition?.Value;
  if (value === 'New') return 'new';
  if (value === 'Refurbished') return 'likeNew';
  return usedGrades[listing.Condition?.SubCondition?.Value ?? ''];
}

/**
 * One PA-API item as ours; null when it has no offer with a yen price (Amazon sells nothing under that ASIN
 * now, so there is nothing a shopper could buy). Listing prices in Japan include consumption tax.
 */
export function readItem(item: PaapiItem): ProviderItem | null {
  const listing = item.Offers?.Listings?.[0];
  const amount = listing?.Price?.Amount;
  const title = item.ItemInfo?.Title?.DisplayValue;
  if (!item.ASIN || !title || !listing || typeof amount !== 'number' || listing.Price?.Currency !== 'JPY') return null;
  const images = [item.Images?.Primary?.Large?.URL, ...(item.Images?.Variants ?? []).map((v) => v.Large?.URL)];
  const node = item.BrowseNodeInfo?.BrowseNodes?.[0];
  const merchant = listing.MerchantInfo;
  const features = item.ItemInfo?.Features?.DisplayValues ?? [];
  return {
    id: item.ASIN,
    asin: item.ASIN,
    url: item.DetailPageURL ?? `https://www.amazon.co.jp/dp/${item.ASIN}`,
    title,
    priceYen: Math.round(amount),
    images: images.filter((url): url is string => typeof url === 'string' && url !== ''),
    inStock: listing.Availability?.Type === 'Now',
    shippingYen: listing.DeliveryInfo?.IsFreeShippingEligible ? 0 : null,
    seller: {
      id: merchant?.Id ?? '',
      name: merchant?.Name ?? '',
      official: merchant?.Id === amazonJapanMerchantId,
      rating: merchant?.FeedbackRating ?? null,
      ratingCount: merchant?.FeedbackCount ?? null,
    },
    ...(features.length > 0 ? { description: features.join('\n') } : {}),
    categoryId: node?.Id ?? null,
    categoryName: node?.DisplayName ?? null,
    condition: condition(listing),
  };
}

/** Codes that mean our key, secret or partner tag is wrong (or not enabled): loud, never retried. */
const authCodes = new Set([
  'InvalidSignature',
  'IncompleteSignature',
  'UnrecognizedClient',
  'InvalidPartnerTag',
  'AccessDenied',
  'AccessDeniedAwsUsers',
  'InvalidAssociate',
  'MissingAuthenticationToken',
]);

const rateCodes = new Set(['TooManyRequests', 'RequestThrottled', 'ThrottlingException']);

export function errorKind(status: number, code: string | undefined): ProviderErrorKind {
  if (code && authCodes.has(code)) return 'auth';
  if (status === 429 || (code && rateCodes.has(code))) return 'rate';
  if (status >= 500) return 'unavailable';
  if (status === 401 || status === 403) return 'auth';
  return 'request';
}

export function refusal(status: number, errors: PaapiError[] | undefined, retryAfter: string | null): ProviderError {
  const first = errors?.[0];
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  const detail = first?.Code ? `${first.Code}: ${first.Message ?? ''}`.trim() : `HTTP ${status}`;
  return new ProviderError(errorKind(status, first?.Code), `Amazon PA-API refused: ${detail}`, status, seconds);
}

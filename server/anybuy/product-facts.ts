// A shop page's item as the form prefills it, from schema.org Product/Offer JSON-LD (the shop's own
// structured data), else Open Graph and product:price tags. Prices are whole yen: an offer in another
// currency, or a price with fractions of a yen, is left for the shopper to type.
import { constants } from '../../generated/constants';
import { type HtmlFacts } from './html-facts';

export interface PageItem {
  title: string;
  priceYen: number | null;
  imageUrl: string | null;
  seller: string | null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

function typesOf(node: Node): string[] {
  return list(node['@type']).filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

/** Every object in a JSON-LD document, @graph and nested lists included. */
function nodes(value: unknown, out: Node[] = []): Node[] {
  for (const item of list(value)) {
    if (!isNode(item)) continue;
    out.push(item);
    if (item['@graph'] !== undefined) nodes(item['@graph'], out);
  }
  return out;
}

/** "1,980", "¥1980", 1980, "1980.00" → 1980; anything else (fractions, ranges, words) → null. */
export function yenOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[,\s¥￥円]/g, '') : '';
  if (!/^\d+(?:\.0+)?$/.test(text)) return null;
  const yen = Number.parseInt(text, 10);
  return yen >= 1 && yen <= constants.anybuy.maxPriceYen ? yen : null;
}

function textOf(value: unknown): string | null {
  const first = list(value)[0];
  const text = typeof first === 'string' ? first : isNode(first) && typeof first.name === 'string' ? first.name : null;
  return text?.replace(/\s+/g, ' ').trim() || null;
}

function imageOf(value: unknown): string | null {
  const first = list(value)[0];
  if (typeof first === 'string') return first;
  if (isNode(first)) return typeof first.url === 'string' ? first.url : typeof first.contentUrl === 'string' ? first.contentUrl : null;
  return null;
}

/** The first offer in yen: Offer, a list of them, or an AggregateOffer (its lowPrice, else its own offers). */
function offerOf(value: unknown): { priceYen: number; seller: string | null } | null {
  for (const offer of list(value)) {
    if (!isNode(offer)) continue;
    const nested = offer.offers !== undefined ? offerOf(offer.offers) : null;
    const spec = list(offer.priceSpecification).find(isNode);
    const currency = offer.priceCurrency ?? spec?.priceCurrency;
    const price = yenOf(offer.price ?? offer.lowPrice ?? spec?.price);
    if (currency === 'JPY' && price !== null) return { priceYen: price, seller: textOf(offer.seller) ?? nested?.seller ?? null };
    if (nested) return nested;
  }
  return null;
}

function fromJsonLd(blocks: readonly string[]): PageItem | null {
  for (const block of blocks) {
    let document: unknown;
    try {
      document = JSON.parse(block);
    } catch {
      continue;
    }
    const product = nodes(document).find((node) => typesOf(node).some((t) => t === 'Product' || t === 'ProductGroup'));
    const title = product && textOf(product.name);
    if (!product || !title) continue;
    const offer = offerOf(product.offers);
    return { title, priceYen: offer?.priceYen ?? null, imageUrl: imageOf(product.image), seller: offer?.seller ?? textOf(product.brand) };
  }
  return null;
}

function fromMeta(meta: ReadonlyMap<string, string>): PageItem | null {
  const title = meta.get('og:title')?.trim();
  if (!title) return null;
  const currency = meta.get('product:price:currency') ?? meta.get('og:price:currency');
  const amount = meta.get('product:price:amount') ?? meta.get('og:price:amount');
  return { title, priceYen: currency?.toUpperCase() === 'JPY' ? yenOf(amount) : null, imageUrl: meta.get('og:image') ?? null, seller: meta.get('og:site_name') || null };
}

const httpUrl = (value: string | null, base: URL): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** The item a page describes, or null when it says nothing we can read (neither JSON-LD nor Open Graph). */
export function pageItem(facts: HtmlFacts, pageUrl: URL): PageItem | null {
  const found = fromJsonLd(facts.jsonLd) ?? fromMeta(facts.meta);
  if (!found) return null;
  return {
    title: found.title.slice(0, constants.anybuy.titleMaxLength),
    priceYen: found.priceYen,
    imageUrl: httpUrl(found.imageUrl, pageUrl),
    seller: found.seller?.slice(0, constants.anybuy.page.sellerMaxLength) ?? null,
  };
}

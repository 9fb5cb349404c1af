// Reading Yahoo! Shopping's answers with zod: Item Search V3's hits[], Item Lookup V1's and Category Search
// V1's ResultSet (whose lists are objects keyed "0", "1"… and whose values are strings), and the error body
// every Yahoo! JAPAN Web API answers, `{ "Error": { "Message" } }` (or in XML, as the maintenance notice is).
// server/README.md names the documents read.
import { z } from 'zod';
import { ProviderError, type ProviderItem } from '../provider';

const SHOPPING_ITEM = /^https?:\/\/store\.shopping\.yahoo\.co\.jp\/([A-Za-z0-9-]+)\/([A-Za-z0-9_-]+)\.html$/;
const ITEM_CODE = /^([A-Za-z0-9-]+)_([A-Za-z0-9_-]+)$/;

/**
 * Our id of a Shopping item (its store address, as the site's links and pasted addresses carry it) → the
 * provider's item code `<seller>_<item>`; a code passes through; an auction id or anything else is null.
 */
export function itemCodeOf(id: string): string | null {
  const address = SHOPPING_ITEM.exec(id);
  if (address) return `${address[1]}_${address[2]}`;
  return ITEM_CODE.test(id) ? id : null;
}

/** The store address of an item code: our id, whatever address the answer's `url` carries that day. */
function addressOf(code: string, sellerId: string): string {
  const item = code.startsWith(`${sellerId}_`) ? code.slice(sellerId.length + 1) : code.slice(code.indexOf('_') + 1);
  return `https://store.shopping.yahoo.co.jp/${sellerId}/${item}.html`;
}

/** shipping.code: 1 the store says nothing, 2 free, 3 free above an amount; no amount is given. */
const FREE_SHIPPING = 2;

const hit = z.object({
  code: z.string().min(1),
  name: z.string(),
  description: z.string().optional(),
  headLine: z.string().optional(),
  url: z.string(),
  inStock: z.boolean(),
  condition: z.enum(['new', 'used']).optional(),
  price: z.number(),
  image: z.object({ small: z.string().optional(), medium: z.string().optional() }).optional(),
  exImage: z.object({ url: z.string() }).nullish(),
  review: z.object({ rate: z.number(), count: z.number() }).optional(),
  shipping: z.object({ code: z.number() }).optional(),
  genreCategory: z.object({ id: z.number(), name: z.string() }).optional(),
  seller: z.object({ sellerId: z.string().min(1), name: z.string(), review: z.object({ rate: z.number(), count: z.number() }).optional() }),
});

export const itemSearchAnswer = z.object({ totalResultsAvailable: z.number(), hits: z.array(hit) });

type Hit = z.infer<typeof hit>;

/** The spec's mapping may read a goods field from these text fields of a hit (generator/sources.ts). */
type HitText = 'name' | 'description' | 'headLine';

export function itemOfHit(raw: Hit, map: Readonly<Record<string, string>>): ProviderItem {
  const text = (field: string | undefined, fallback: string) => {
    const value = field ? raw[field as HitText] : undefined;
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  const picture = raw.exImage?.url ?? raw.image?.medium;
  return {
    id: addressOf(raw.code, raw.seller.sellerId),
    url: raw.url,
    title: text(map.title, raw.name),
    priceYen: Math.round(raw.price),
    images: picture ? [picture] : [],
    inStock: raw.inStock,
    shippingYen: raw.shipping?.code === FREE_SHIPPING ? 0 : null,
    seller: { id: raw.seller.sellerId, name: raw.seller.name, code: raw.seller.sellerId, rating: raw.seller.review?.rate ?? null, ratingCount: raw.seller.review?.count ?? null },
    description: text(map.description, raw.description ?? ''),
    categoryId: raw.genreCategory ? String(raw.genreCategory.id) : null,
    categoryName: raw.genreCategory?.name ?? null,
    condition: raw.condition === 'used' ? 'good' : 'new',
    reviewAverage: raw.review?.rate ?? null,
    reviewCount: raw.review?.count ?? null,
  };
}

/** A V1 list: an object keyed "0", "1"… beside bookkeeping keys (`_container`, `_attributes`). */
const listOf = <T extends z.ZodType>(entry: T) =>
  z.preprocess((o) => {
    if (typeof o !== 'object' || o === null || Array.isArray(o)) return o;
    const list = o as Record<string, unknown>;
    return Object.keys(list).filter((k) => /^\d+$/.test(k)).sort((a, b) => Number(a) - Number(b)).map((k) => list[k]);
  }, z.array(entry));

const count = z.coerce.number().int().min(0);

const lookupHit = z.object({
  Name: z.string(),
  Description: z.string().optional(),
  Headline: z.string().optional(),
  Url: z.string(),
  Code: z.string().min(1),
  Availability: z.string().optional(),
  Condition: z.string().optional(),
  Image: z.object({ Medium: z.string().optional() }).optional(),
  ExImage: z.object({ Url: z.string() }).optional(),
  Price: z.object({ _value: z.coerce.number() }),
  Shipping: z.object({ Code: z.coerce.number() }).optional(),
  Category: z.object({ Current: z.object({ Id: z.string(), Name: z.string() }) }).optional(),
  Store: z.object({ Id: z.string().min(1), Name: z.string(), Ratings: z.object({ Rate: z.coerce.number(), Count: count }).optional() }),
  Review: z.object({ Rate: z.coerce.number(), Count: count }).optional(),
});

export const itemLookupAnswer = z.object({
  ResultSet: z.object({ totalResultsAvailable: count, '0': z.object({ Result: listOf(lookupHit) }).optional() }),
});

/** Item Lookup's Hit in Item Search's words, so that both read the same. */
export function hitOfLookup(raw: z.infer<typeof lookupHit>): Hit {
  return {
    code: raw.Code, name: raw.Name, description: raw.Description, headLine: raw.Headline, url: raw.Url,
    // Availability: instock, outofstock, backorder (orderable, shipped later) or… anything else is not stocked.
    inStock: raw.Availability === 'instock' || raw.Availability === 'backorder',
    condition: raw.Condition === 'used' ? 'used' : 'new',
    price: raw.Price._value,
    image: { medium: raw.Image?.Medium }, exImage: raw.ExImage ? { url: raw.ExImage.Url } : null,
    review: raw.Review ? { rate: raw.Review.Rate, count: raw.Review.Count } : undefined,
    shipping: raw.Shipping ? { code: raw.Shipping.Code } : undefined,
    genreCategory: raw.Category && /^\d+$/.test(raw.Category.Current.Id) ? { id: Number(raw.Category.Current.Id), name: raw.Category.Current.Name } : undefined,
    seller: { sellerId: raw.Store.Id, name: raw.Store.Name, review: raw.Store.Ratings ? { rate: raw.Store.Ratings.Rate, count: raw.Store.Ratings.Count } : undefined },
  };
}

const category = z.object({ Id: z.coerce.string(), Title: z.object({ Short: z.string().optional(), Medium: z.string().optional(), Long: z.string().optional() }) });

export const categorySearchAnswer = z.object({
  ResultSet: z.object({ '0': z.object({ Result: z.object({ Categories: z.object({ Children: listOf(category).optional() }) }) }) }),
});

export const categoryNameOf = (c: z.infer<typeof category>) => c.Title.Medium ?? c.Title.Short ?? c.Title.Long ?? '';

/** The message of Yahoo!'s error body, JSON or XML (the maintenance notice is XML even from a JSON call). */
function messageOf(body: string): string | null {
  try {
    const parsed = z.object({ Error: z.object({ Message: z.string() }) }).safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.Error.Message;
  } catch {
    // Not JSON: the XML form below.
  }
  return /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? null;
}

/** A refusal sorted by what we do about it (the Web API's common error codes). */
export async function refusal(response: Response): Promise<ProviderError> {
  const message = messageOf(await response.text().catch(() => '')) ?? response.statusText;
  const what = `${response.status}: ${message}`;
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  if (message === 'API_MAINTENANCE' || response.status >= 500) return new ProviderError('unavailable', what, response.status, retryAfter);
  // 403 is also a deleted Client ID or a key over its daily limit: either way no call succeeds with it now.
  if (response.status === 401 || response.status === 403) return new ProviderError('auth', what, response.status);
  if (response.status === 429) return new ProviderError('rate', what, 429, retryAfter);
  return new ProviderError('request', what, response.status);
}

/** An answer that does not have the documents' shape. */
export function parsed<T extends z.ZodType>(schema: T, body: unknown, operation: string): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ProviderError('answer', `${operation} answered in a shape its documents do not describe: ${result.error.issues[0]?.message ?? ''}`);
  return result.data;
}

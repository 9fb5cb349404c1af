// What a live marketplace's official API gives us, whatever its kind (spec/sites/<id>.yaml `source.kind`).
// A kind (server/sources/kinds/<kind>.ts) turns its provider's parameters and answers into these shapes and
// its refusals into ProviderError; the live source around it (server/sources/live-source.ts) adds the rate
// limit, the timeout and retry, the circuit breaker, the cache and the goods we keep, and answers as a
// MarketplaceSource. A kind therefore knows its provider's documents and nothing of our screens.

/** A search as a provider is asked it: our query already turned into its vocabulary's parts. */
export interface ProviderSearch {
  /** Words that must all match (the Japanese terms of an expanded keyword, or the words as typed). */
  keyword?: string;
  /** The provider's own category (genre) id. */
  categoryId?: string;
  /** The provider's own shop or seller id (Rakuten's shopCode, Yahoo's seller_id). */
  shopId?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Only goods that can be bought now. */
  inStockOnly?: boolean;
  sort: 'relevance' | 'priceAsc' | 'priceDesc' | 'newest';
  /** 1-based page of `hits` items: every provider here pages so. */
  page: number;
  hits: number;
}

/** One item as our goods fields name it, read from the provider's answer (or by the spec's `map`). */
export interface ProviderItem {
  /** The id our links carry (Rakuten and Yahoo! Shopping: the item's address; Amazon: the ASIN). */
  id: string;
  /** Amazon's item number, which Amazon's goods links are built from (the catalog's goods carry it too). */
  asin?: string;
  url: string;
  title: string;
  /** Integer yen, tax included, as the provider shows it to a buyer in Japan. */
  priceYen: number;
  images: string[];
  inStock: boolean;
  /** The seller's shipping inside Japan: 0 when free, null when the provider does not say. */
  shippingYen: number | null;
  /** `official`: the marketplace itself sells it (Amazon.co.jp), whose page is the marketplace's own landing. */
  seller: { id: string; name: string; code?: string; official?: boolean; rating?: number | null; ratingCount?: number | null };
  description?: string;
  categoryId?: string | null;
  categoryName?: string | null;
  condition?: 'new' | 'likeNew' | 'good' | 'fair' | 'poor';
  reviewAverage?: number | null;
  reviewCount?: number | null;
}

export interface ProviderPage {
  /** The provider's own count of matching goods (not only this page's). */
  total: number;
  items: ProviderItem[];
}

export interface ProviderCategory {
  id: string;
  name: string;
  /** Known children; a kind that reads one level at a time leaves them out. */
  children?: ProviderCategory[];
}

/**
 * What a kind's calls get from the live source: the fetch to use (already bounded by the timeout, with the
 * source's signal) and the credentials read from the environment variables the spec names.
 */
export interface ProviderContext {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Values of the spec's `source.credentials` variables, by their key there. */
  credentials: Record<string, string>;
  /** The provider's base address (the spec's `base`, or the environment variable it names when set). */
  base: string;
  /** The clock, for signatures that carry the time (Amazon's). */
  now(): number;
}

export interface ProviderClient {
  /**
   * The provider searches only for words (Amazon's SearchItems): a search without any, a category or a shop
   * alone, has nothing from it rather than a refusal of ours.
   */
  needsKeyword?: boolean;
  /** The largest page and page size the provider answers (Rakuten: 30 items, 100 pages; Amazon: 10 and 10; Yahoo!: 100 and 10). */
  limits?: { maxHits: number; maxPage: number };
  /**
   * Whether an id is one of this provider's items, for a marketplace whose other goods the local catalog keeps
   * (Yahoo!: Shopping's store addresses are the provider's, auction ids the catalog's). Absent: every id is.
   */
  holds?(id: string): boolean;
  search(query: ProviderSearch, context: ProviderContext): Promise<ProviderPage>;
  /** null when the provider says the item does not exist (or no longer does). */
  item(id: string, context: ProviderContext): Promise<ProviderItem | null>;
  /** The children of a category, or the top level for null; a kind without categories answers []. */
  categories(parentId: string | null, context: ProviderContext): Promise<ProviderCategory[]>;
  /**
   * One category by its id, at any depth, or null when the provider has none such: a shopper's saved search
   * may name one the tree has not read yet. Absent: the tree (live-categories.ts) is all that is known.
   */
  category?(id: string, context: ProviderContext): Promise<ProviderCategory | null>;
  /**
   * Where the tree's top level comes from: the provider's own list (`categories(null)`, the default), or, for a
   * provider with no call that lists it (Amazon), the top-level ids our categories table holds for the site,
   * which are the provider's own.
   */
  categoryRoots?: 'provider' | 'catalog';
  /** Where one call answers the children of several categories (Amazon: 10 browse nodes), at most `parents`. */
  categoryChildren?: {
    parents: number;
    /** Each asked id's children ([] for a leaf). */
    read(parentIds: string[], context: ProviderContext): Promise<Record<string, ProviderCategory[]>>;
  };
}

/**
 * A provider's refusal, sorted by what we do about it: `auth` (the key is wrong: loud, never retried),
 * `rate` (too many requests: wait and retry once), `unavailable` (maintenance or a 5xx: retry once, then the
 * breaker counts it), `request` (our parameters were refused: a bug of ours, not retried), `answer` (the
 * answer was not what the provider's documents describe).
 */
export type ProviderErrorKind = 'auth' | 'rate' | 'unavailable' | 'request' | 'answer';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** The HTTP status of the provider's answer, when there was one. */
    readonly status?: number,
    /** Seconds the provider asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The marketplace whose provider refused, set by the guard (the kinds do not know which site they serve). */
  site?: string;

  /** The provider did not answer within our timeout (as opposed to answering with a refusal). */
  timedOut?: boolean;

  get transient(): boolean {
    return this.kind === 'rate' || this.kind === 'unavailable';
  }
}

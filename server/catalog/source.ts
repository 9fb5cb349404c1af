// Where a marketplace's goods come from. Every marketplace has a source behind this one interface;
// the embedded default is the local catalog (the database, seeded or imported). A source for a live
// marketplace implements the same calls and is registered for its site (registry.ts): the API, and so
// every screen, stays as it is.
import type { CategoryNode, GoodsDetail, GoodsListItem, Reviews, Seller, Series } from '../../generated/api/schemas';
import type { LanguageCode } from '../../generated/languages';
import type { SiteId } from '../../generated/sites';
import type { GoodsCondition, ListingType } from '../db/types';
import type { KeywordGroup } from './expansion/expand';

export type SortKey = 'relevance' | 'priceAsc' | 'priceDesc' | 'newest' | 'endingSoon';

export interface SearchQuery {
  keyword?: string;
  /**
   * The keyword expanded (expansion/expand.ts): each word or phrase with its typed forms and the Japanese
   * terms it stands for; one alternative of every group must match. Absent: the keyword's words as typed.
   * A live marketplace's source can search by the Japanese terms the same way.
   */
  expansion?: KeywordGroup[];
  /** The marketplace's own category id; given with one marketplace only. */
  category?: number;
  minPrice?: number;
  maxPrice?: number;
  condition?: GoodsCondition;
  listing?: ListingType;
  hideSoldOut?: boolean;
  onSale?: boolean;
  /** The marketplace's seller or shop id. */
  sellerId?: string;
  sort: SortKey;
  offset: number;
  limit: number;
  /**
   * Asked of a live provider now, not answered from the source's search cache: the alert job looks for what is
   * new since its last run, which an answer kept for the cache's time could hide. The local catalog is always now.
   */
  fresh?: boolean;
}

export interface SearchScope {
  /** Marketplaces whose goods are counted (the query's filters apply, the marketplace filter does not); none to skip counting. */
  countSites: readonly SiteId[];
  /** Marketplaces whose goods are listed; a subset of countSites. */
  itemSites: readonly SiteId[];
}

export interface SearchAnswer {
  items: GoodsListItem[];
  counts: Partial<Record<SiteId, number>>;
  /** Marketplaces part of whose goods is missing from this answer: a provider serving that part did not answer. */
  unavailable?: readonly SiteId[];
}

/** An item's page as the source knows it; whether the caller saved it is added by the API. */
export interface ItemDetail {
  detail: Omit<GoodsDetail, 'Collected'>;
  /** The goods row, for recent views; null for an item we keep nothing of. */
  goodsId: number | null;
}

export interface MarketplaceSource {
  search(query: SearchQuery, scope: SearchScope): Promise<SearchAnswer>;
  /** `id` is the item's id, its address or its ASIN on that marketplace, as detail links carry them. */
  detail(site: SiteId, id: string, language: LanguageCode): Promise<ItemDetail | null>;
  /** A seller's goods; of one listing when `listing` is given. */
  shop(site: SiteId, sellerId: string, query: Pick<SearchQuery, 'sort' | 'offset' | 'limit' | 'listing'>): Promise<{ seller: Seller; total: number; items: GoodsListItem[] } | null>;
  sellers(site: SiteId, official: boolean | undefined, offset: number, limit: number): Promise<{ total: number; items: Seller[] }>;
  categories(site: SiteId, language: LanguageCode): Promise<CategoryNode[]>;
  /**
   * A category id a shopper gave (a search's, a saved search's), named as `categories` names it; null when the
   * marketplace has none such. A live source knows its provider's ids, beyond what our categories table holds.
   */
  category(site: SiteId, id: string, language: LanguageCode): Promise<{ name: string } | null>;
  /** magi's card series. */
  series?(site: SiteId): Promise<Series[]>;
  /** Shoppers' reviews of an item (rakuten); null for an unknown item. */
  reviews?(site: SiteId, id: string, limit: number): Promise<Reviews | null>;
  /** The same title at the marketplace's other branches (lashinbang); null for an unknown item. */
  sameTitle?(site: SiteId, id: string, limit: number): Promise<GoodsListItem[] | null>;
  /**
   * A live source reads the item again from its provider when we last read it longer ago than `maxAgeMs`
   * (its item cache time when not given; 0: now), and keeps what it reads in the goods table; a refusal
   * or no answer throws. The local catalog's goods are their own truth: it has none.
   */
  refresh?(site: SiteId, id: string, maxAgeMs?: number): Promise<void>;
  /**
   * Whether the item id is this source's, for a marketplace it serves only part of (a live provider's ids
   * beside the local catalog's: split-source.ts). Absent: every id of its marketplaces is.
   */
  holds?(id: string): boolean;
  /** Resolves when the source can answer at full speed (its threads started). */
  ready?(): Promise<void>;
  /** Lets go of what the source holds (threads, connections) when the server stops. */
  close?(): Promise<void>;
}

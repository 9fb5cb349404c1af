// Reading saved searches and new listings into the matcher's shapes (matcher.ts).
import type { Kysely } from 'kysely';
import type { SavedQuery } from '../../generated/api/schemas';
import { type LanguageCode, languageCodes, languageOf } from '../../generated/languages';
import { categorySubtree } from '../catalog/categories';
import { termGroups } from '../catalog/expansion/alternatives';
import type { KeywordGroup } from '../catalog/expansion/expand';
import type { Database } from '../db/types';
import { onlyLiveSource } from './live-query';
import type { MatchGoods, MatchSearch } from './matcher';

type Db = Kysely<Database>;

/** A keyword expanded in a language (the search page's expansion: expansion/sources.ts). */
export type Expander = (keyword: string, language: LanguageCode) => Promise<KeywordGroup[]>;

/** An account's language (its service code, zh-CN…) as the expansion names languages; unknown: English. */
export const accountLanguage = (service: string): LanguageCode => languageCodes.find((code) => languageOf(code).service === service) ?? 'en';

/**
 * The matcher's view of a saved query; categories resolved once per marketplace and code. The keyword is
 * expanded as the search page expands it, in the saver's account language (the language of their alerts),
 * unless it was saved with the words as typed only.
 */
export async function toMatchSearches(db: Db, rows: readonly { id: number; query: string; language: string }[], expand: Expander): Promise<MatchSearch[]> {
  const subtrees = new Map<string, Promise<number[] | null>>();
  const out: MatchSearch[] = [];
  for (const row of rows) {
    const q = JSON.parse(row.query) as SavedQuery;
    let categoryIds: Set<number> | undefined;
    if (q.site && q.category !== undefined) {
      const key = `${q.site} ${q.category}`;
      if (!subtrees.has(key)) subtrees.set(key, categorySubtree(db, q.site, String(q.category)));
      // A category the marketplace no longer has matches nothing, as the search refuses it.
      categoryIds = new Set((await subtrees.get(key)) ?? []);
    }
    const keyword = q.keyword?.trim();
    out.push({
      id: row.id,
      // Saved as "the words as typed only": alerted on those words alone, as its search page shows.
      groups: keyword ? termGroups({ keyword, expansion: q.expand === false ? undefined : await expand(keyword, accountLanguage(row.language)) }) : [],
      site: q.site,
      categoryIds,
      minPrice: q.minPrice,
      maxPrice: q.maxPrice,
      condition: q.condition,
      listing: q.listing,
      hideSoldOut: q.hideSoldOut,
      onSale: q.onSale,
      sellerId: q.sellerId,
      endingSoon: q.sort === 'endingSoon',
    });
  }
  return out;
}

/** The saved searches whose alerts run (not paused). */
export async function activeSearches(db: Db, expand: Expander): Promise<MatchSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .select(['saved_searches.id', 'saved_searches.query', 'users.language'])
    .where('saved_searches.paused_at', 'is', null)
    .orderBy('saved_searches.id')
    .execute();
  // A search only a live provider answers is run by live.ts: an import brings nothing of its marketplace.
  return toMatchSearches(db, rows.filter((row) => !onlyLiveSource(JSON.parse(row.query) as SavedQuery)), expand);
}

/** Listings after the cursor, oldest first, and the last id read; blocked goods are read but never alerted. */
export async function goodsAfter(db: Db, afterId: number, limit: number, upToId?: number): Promise<{ goods: MatchGoods[]; lastId: number | null }> {
  let query = db
    .selectFrom('goods')
    .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
    .select([
      'goods.id', 'goods.site', 'goods.search_text', 'goods.category_id', 'goods.price_yen', 'goods.condition', 'goods.listing_type',
      'goods.discount_rate', 'goods.sold_out_at', 'goods.ends_at', 'goods.blocked_at', 'sellers.external_id as seller_external_id',
    ])
    .where('goods.id', '>', afterId)
    .orderBy('goods.id')
    .limit(limit);
  if (upToId !== undefined) query = query.where('goods.id', '<=', upToId);
  const rows = await query.execute();
  const goods = rows
    .filter((r) => r.blocked_at === null)
    .map((r) => ({
      id: r.id, site: r.site, searchText: r.search_text, categoryId: r.category_id, priceYen: r.price_yen, condition: r.condition,
      listingType: r.listing_type, discountRate: r.discount_rate, soldOutAt: r.sold_out_at, endsAt: r.ends_at, sellerExternalId: r.seller_external_id,
    }));
  return { goods, lastId: rows.at(-1)?.id ?? null };
}

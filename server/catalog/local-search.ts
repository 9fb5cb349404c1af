// Search over the local catalog. Keywords go through the database's full-text index, not a scan:
// SQLite's FTS5 table with the trigram tokenizer (goods_fts, ranked by bm25), PostgreSQL's pg_trgm GIN
// index on search_text (ILIKE per term, ranked by similarity). Both match any part of a word, in Japanese
// as in Latin text, once a term has three characters. One count gives the goods per marketplace under
// every filter but the marketplace (search-counts.ts); the page is found as ids first (on SQLite through
// the indexes search-sql.ts names), then read with its sellers.
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { siteIds } from '../../generated/sites';
import type { Database } from '../db/types';
import { badField } from '../http/failure';
import type { Services } from '../services';
import { categorySubtree } from './categories';
import { goodsListItem, listColumns } from './items';
import { countPerSite } from './search-counts';
import { type Eb, type PagePlan, sortIndex, sortOf, sqliteKeywordPage, throughIndex, walkIsShorter } from './search-sql';
import type { SearchAnswer, SearchQuery, SearchScope } from './source';
import { keywordTerms } from './text';

/** The shortest term a trigram index can look up. */
const trigramChars = 3;
/**
 * 1–2 character terms (財布, 靴) have no trigram of their own. On SQLite the trigrams that start with one
 * are its places (migration 0028 pads the indexed text so that a word at the end starts one too): looked
 * up in the index's word list, they make it one more full-text term. A term that starts more trigrams than
 * this (a single common letter) is not worth the long OR: its many matches make the scan below quick.
 */
const shortTermTrigrams = 32;
/**
 * Short terms that the index does not take (PostgreSQL, a common letter) fall back to LIKE on
 * goods.search_text, a scan of the goods table. It is bounded: one pass that stops at this many matching
 * rows, whose sort keys are counted and ordered here (so counts above it read as "at least" this many).
 * An indexed term in the same keyword narrows by the index first and the scanned terms only filter that.
 */
export const shortTermCap = 3_000;

const escapeLike = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

interface TermPlan {
  /** SQLite: the FTS5 query of every indexed term (each required), or null when none is indexed. */
  fts: string | null;
  /** The terms of three characters or more (ranked by; PostgreSQL's trigram index looks them up). */
  long: string[];
  /** Terms left to LIKE. */
  scanned: string[];
  /** A short term that no indexed text contains: nothing can match. */
  none: boolean;
}

/** The trigrams of the index that start with a short term, or null when there are too many to list. */
async function trigramsFrom(db: Kysely<Database>, term: string): Promise<string[] | null> {
  const { rows } = await sql<{ term: string }>`select term from goods_fts_vocab where term >= ${term} and term < ${`${term}\u{10FFFF}`} limit ${shortTermTrigrams + 1}`.execute(db);
  return rows.length > shortTermTrigrams ? null : rows.map((r) => r.term);
}

async function planTerms(services: Pick<Services, 'db' | 'dialect'>, terms: string[]): Promise<TermPlan> {
  const long = terms.filter((t) => [...t].length >= trigramChars);
  const short = terms.filter((t) => [...t].length < trigramChars);
  if (services.dialect !== 'sqlite') return { fts: null, long, scanned: short, none: false };
  const parts = long.map(phrase);
  const scanned: string[] = [];
  for (const term of short) {
    const trigrams = await trigramsFrom(services.db, term);
    if (trigrams === null) scanned.push(term);
    else if (trigrams.length === 0) return { fts: null, long, scanned, none: true };
    else parts.push(`(${trigrams.map(phrase).join(' OR ')})`);
  }
  return { fts: parts.length > 0 ? parts.join(' AND ') : null, long, scanned, none: false };
}

const trgmSchemas = new WeakMap<object, Promise<string>>();
/** pg_trgm's schema (public): a test's own schema is the only one on its search path. */
function trgmSchema(db: Kysely<Database>): Promise<string> {
  let found = trgmSchemas.get(db);
  if (!found) {
    found = sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`
      .execute(db)
      .then((r) => r.rows[0]?.schema ?? 'public');
    trgmSchemas.set(db, found);
  }
  return found;
}

export async function searchLocal(services: Pick<Services, 'db' | 'dialect' | 'now'>, query: SearchQuery, scope: SearchScope): Promise<SearchAnswer> {
  const { db, dialect } = services;
  const now = services.now();
  const { fts, long, scanned, none } = await planTerms(services, keywordTerms(query.keyword));
  if (none) return { items: [], counts: Object.fromEntries(scope.countSites.map((s) => [s, 0])) };
  const indexed = dialect === 'sqlite' ? fts !== null : long.length > 0;
  const bounded = scanned.length > 0 && !indexed;

  let categoryIds: number[] | null = null;
  if (query.category !== undefined) {
    const site = scope.itemSites.length === 1 ? scope.itemSites[0]! : null;
    categoryIds = site ? await categorySubtree(db, site, String(query.category)) : null;
    if (!categoryIds) throw badField('category');
  }

  // Every filter but the marketplace; `joined` when the FTS table is already joined for its rank.
  const filters = (eb: Eb, joined: boolean): Expression<SqlBool>[] => {
    const c: Expression<SqlBool>[] = [];
    if (indexed && !joined) {
      if (fts !== null) c.push(eb('goods.id', 'in', sql<number>`(select rowid from goods_fts where goods_fts match ${fts})`));
      // search_text is folded to lower case when written, so LIKE does what ILIKE would without folding
      // every row again (several times cheaper where a row must be read); the trigram index serves both.
      else for (const t of long) c.push(sql<SqlBool>`goods.search_text like ${escapeLike(t)}`);
    }
    for (const t of scanned) c.push(sql<SqlBool>`goods.search_text like ${escapeLike(t)} escape '\\'`);
    if (categoryIds) c.push(eb('goods.category_id', 'in', categoryIds));
    if (query.minPrice !== undefined) c.push(eb('goods.price_yen', '>=', query.minPrice));
    if (query.maxPrice !== undefined) c.push(eb('goods.price_yen', '<=', query.maxPrice));
    if (query.condition) c.push(eb('goods.condition', '=', query.condition));
    if (query.listing) c.push(eb('goods.listing_type', '=', query.listing));
    if (query.onSale) c.push(eb('goods.discount_rate', '>', 0));
    if (query.hideSoldOut) {
      c.push(eb('goods.sold_out_at', 'is', null));
      // A Mercari auction without bids has no end yet: it is running.
      c.push(eb.or([eb('goods.listing_type', '=', 'fixed'), eb('goods.ends_at', 'is', null), eb('goods.ends_at', '>', now)]));
    }
    if (query.sellerId !== undefined) {
      c.push(eb('goods.seller_id', 'in', eb.selectFrom('sellers').select('sellers.id').where('sellers.external_id', '=', query.sellerId).where('sellers.site', 'in', scope.countSites)));
    }
    // "Ending soonest" lists the auctions still running, the soonest first.
    if (query.sort === 'endingSoon') {
      c.push(eb('goods.listing_type', '=', 'auction'));
      c.push(eb('goods.ends_at', '>', now));
    }
    return c;
  };
  const siteFilter = (eb: Eb, sites: readonly string[]) => (sites.length < siteIds.length ? [eb('goods.site', 'in', sites)] : []);

  const counts: SearchAnswer['counts'] = {};
  let ids: number[];
  if (bounded) {
    const sites = scope.countSites.length > 0 ? scope.countSites : scope.itemSites;
    const matches = await db
      .selectFrom('goods')
      .select(['goods.id', 'goods.site', 'goods.price_yen', 'goods.created_at', 'goods.ends_at'])
      .where((eb) => eb.and([...siteFilter(eb, sites), ...filters(eb, false)]))
      .limit(shortTermCap)
      .execute();
    if (scope.countSites.length > 0) for (const m of matches) counts[m.site as keyof typeof counts] = (counts[m.site as keyof typeof counts] ?? 0) + 1;
    const listed = matches.filter((m) => (scope.itemSites as string[]).includes(m.site)).sort(inMemoryOrder[query.sort]);
    ids = listed.slice(query.offset, query.offset + query.limit).map((m) => m.id);
  } else {
    // No marketplace to count (a landing page's rails): the page alone.
    const counted = scope.countSites.length > 0;
    const countRows = counted ? await countPerSite(services, query, scope, { fts, filters, siteFilter, narrowable: !indexed && categoryIds === null && query.sellerId === undefined }) : [];
    for (const row of countRows) counts[row.site as keyof typeof counts] = Number(row.n);
    const total = scope.itemSites.reduce((sum, site) => sum + (counts[site] ?? 0), 0);
    if ((counted && query.offset >= total) || query.limit === 0 || scope.itemSites.length === 0) return { items: [], counts };
    ids = await pageIds(services, query, scope, { long, fts, filters, siteFilter, matches: counted ? total : null });
  }
  if (ids.length === 0) return { items: [], counts };
  const rows = await db
    .selectFrom('goods')
    .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
    .select([...listColumns, 'sellers.external_id as seller_external_id'])
    .where('goods.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [goodsListItem(row, row.seller_external_id, now)] : [];
  });
  return { items, counts };
}

type SortRow = { id: number; price_yen: number; created_at: number; ends_at: number | null };
// The database's orders, for the rows of a bounded scan; relevance without a ranked term is newest first.
const newest = (a: SortRow, b: SortRow) => b.created_at - a.created_at || b.id - a.id;
const inMemoryOrder: Record<SearchQuery['sort'], (a: SortRow, b: SortRow) => number> = {
  relevance: newest,
  newest,
  priceAsc: (a, b) => a.price_yen - b.price_yen || a.id - b.id,
  priceDesc: (a, b) => b.price_yen - a.price_yen || b.id - a.id,
  endingSoon: (a, b) => (a.ends_at ?? 0) - (b.ends_at ?? 0) || a.id - b.id,
};

async function pageIds(services: Pick<Services, 'db' | 'dialect'>, query: SearchQuery, scope: SearchScope, plan: PagePlan): Promise<number[]> {
  const { db, dialect } = services;
  const where = (eb: Eb, joined: boolean) => eb.and([...plan.siteFilter(eb, scope.itemSites), ...plan.filters(eb, joined)]);
  const ranked = query.sort === 'relevance' && plan.long.length > 0;

  if (dialect === 'sqlite' && plan.fts !== null) return sqliteKeywordPage(db, query, scope, plan, ranked);

  if (dialect === 'postgres' && plan.long.length > 0) {
    // The matches first, through the trigram index, then sorted: left to itself the planner walks a sort
    // index and tests every row's text, which costs far more than it thinks.
    const schema = ranked ? await trgmSchema(db) : null;
    const rank = sql<number>`${sql.id(schema ?? 'public')}.similarity(goods.search_text, ${plan.long.join(' ')})`;
    const rows = await db
      .with(
        (cte) => cte('matches').materialized(),
        (qb) =>
          qb
            .selectFrom('goods')
            .select(['goods.id', 'goods.price_yen', 'goods.created_at', 'goods.ends_at', (ranked ? rank : sql<number>`0`).as('rank')])
            .where((eb) => where(eb, false)),
      )
      .selectFrom('matches')
      .select('matches.id')
      .orderBy(sortOf(query.sort, ranked, 'matches'))
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    return rows.map((r) => r.id);
  }

  const page = db
    .selectFrom('goods')
    .select('goods.id')
    .where((eb) => where(eb, false))
    .orderBy(sortOf(query.sort, false, 'goods'))
    .limit(query.limit)
    .offset(query.offset);
  // Many matches: the sort's index walked to the page's end; few: SQLite's own choice (their filter's index).
  const walk = dialect === 'sqlite' && (await walkIsShorter(db, query, plan.matches));
  const rows = walk ? await throughIndex(db, page, sortIndex(query.sort, scope.itemSites.length === 1)) : await page.execute();
  return rows.map((r) => r.id);
}


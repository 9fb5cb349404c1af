// The SQL shapes the local search needs on SQLite beyond Kysely's: a query read through a named index,
// a keyword's matches joined to goods through goods_facets, relevance over a window of them, and the choice
// between walking a sort's index and sorting the matches. Shared by local-search.ts and search-counts.ts.
import { type Compilable, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { siteIds } from '../../generated/sites';
import type { Database } from '../db/types';
import type { SearchQuery, SearchScope } from './source';

export type Eb = ExpressionBuilder<Database, 'goods'>;

/** Every filter but the marketplace; `joined` when the FTS table is already joined (no id subquery). */
export type Filters = (eb: Eb, joined: boolean) => Expression<SqlBool>[];
export type SiteFilter = (eb: Eb, sites: readonly string[]) => Expression<SqlBool>[];

export interface PagePlan {
  /** Each group's alternatives of three characters or more (relevance ranks by them). */
  ranked: string[][];
  fts: string | null;
  filters: Filters;
  siteFilter: SiteFilter;
  /** How many goods of the listed marketplaces match, when counted. */
  matches: number | null;
}

/**
 * Relevance ranks (bm25) the newest this many matches of a keyword; any further matches follow them, newest
 * first. Ranking every match of a common word (30,000 of a million goods) cost more than the rest of the
 * search; within the window the order is the index's, and every page reads the same window.
 */
export const rankWindow = 2_000;

/** The matches of the keyword in the FTS table joined to goods (narrow: through goods_facets). */
export function ftsMatches(db: Kysely<Database>, fts: string) {
  return db.selectFrom('goods_fts').innerJoin('goods', 'goods.id', 'goods_fts.rowid').where(sql<SqlBool>`goods_fts match ${fts}`);
}

/**
 * The goods table in a query read through one of its indexes (SQLite's INDEXED BY, which Kysely does not
 * write): SQLite, without statistics of the catalog, may pick an index that reads every match of a filter
 * to sort them, where the one named walks the order and stops at the page.
 */
export async function throughIndex<R>(db: Kysely<Database>, query: Compilable<R>, index: string): Promise<R[]> {
  const compiled = query.compile();
  const table = /(from|join) "goods"(?= )/g;
  const found = [...compiled.sql.matchAll(table)];
  if (found.length !== 1) throw new Error(`goods appears ${found.length} times in a query to read through ${index}`);
  const at = found[0]!.index + found[0]![0].length;
  const text = `${compiled.sql.slice(0, at)} indexed by ${JSON.stringify(index)}${compiled.sql.slice(at)}`;
  return (await db.executeQuery<R>({ ...compiled, sql: text })).rows;
}

/** The index that lists goods in a sort's order, for one marketplace or all. */
export function sortIndex(sort: SearchQuery['sort'], oneSite: boolean): string {
  if (sort === 'priceAsc' || sort === 'priceDesc') return oneSite ? 'goods_site_price' : 'goods_price';
  if (sort === 'endingSoon') return oneSite ? 'goods_site_ends' : 'goods_listing_ends';
  return oneSite ? 'goods_site_created' : 'goods_created';
}

/**
 * Whether walking the sort's index to the page's end (about catalog / matches rows per item listed) reads
 * fewer rows than sorting every match; ids are given in order, so the largest is about the catalog's size.
 */
export async function walkIsShorter(db: Kysely<Database>, query: SearchQuery, matches: number | null): Promise<boolean> {
  if (matches === null || matches === 0) return false;
  const { last } = await db.selectFrom('goods').select((eb) => eb.fn.max('goods.id').as('last')).executeTakeFirstOrThrow();
  return matches * matches > (query.offset + query.limit) * Number(last ?? 0);
}

/** The marketplace filter as a test of each row, for queries that find their rows by another index. */
export function plainSites(sites: readonly string[]): Expression<SqlBool>[] {
  return sites.length < siteIds.length ? [sql<SqlBool>`+goods.site in (${sql.join(sites)})`] : [];
}

/** A page of a keyword's matches on SQLite: the full-text index's ids, their goods read through goods_facets. */
export async function sqliteKeywordPage(db: Kysely<Database>, query: SearchQuery, scope: SearchScope, plan: PagePlan, ranked: boolean): Promise<number[]> {
  const fts = plan.fts!;
  const matching = (eb: Eb) => eb.and([...plainSites(scope.itemSites), ...plan.filters(eb, true)]);
  if (ranked) {
    const ids: number[] = [];
    const end = query.offset + query.limit;
    if (query.offset < rankWindow) {
      // bm25 is lower for the better match.
      const window = ftsMatches(db, fts).select(['goods.id', sql<number>`bm25(goods_fts)`.as('score')]).where(matching).orderBy(sql`goods_fts.rowid`, 'desc').limit(rankWindow);
      const page = db.selectFrom(window.as('window')).select('window.id').orderBy('window.score').orderBy('window.id').limit(Math.min(end, rankWindow) - query.offset).offset(query.offset);
      ids.push(...(await throughIndex(db, page, 'goods_facets')).map((r) => r.id));
    }
    if (end > rankWindow && (plan.matches === null || plan.matches > rankWindow)) {
      const from = Math.max(query.offset, rankWindow);
      const rest = ftsMatches(db, fts).select('goods.id').where(matching).orderBy(sql`goods_fts.rowid`, 'desc').limit(end - from).offset(from);
      ids.push(...(await throughIndex(db, rest, 'goods_facets')).map((r) => r.id));
    }
    return ids;
  }
  if (await walkIsShorter(db, query, plan.matches)) {
    const page = db
      .selectFrom('goods')
      .select('goods.id')
      .where((eb) => eb.and([...plan.siteFilter(eb, scope.itemSites), ...plan.filters(eb, false)]))
      .orderBy(sortOf(query.sort, false, 'goods'))
      .limit(query.limit)
      .offset(query.offset);
    return (await throughIndex(db, page, sortIndex(query.sort, scope.itemSites.length === 1))).map((r) => r.id);
  }
  const page = ftsMatches(db, fts).select('goods.id').where(matching).orderBy(sortOf(query.sort, false, 'goods')).limit(query.limit).offset(query.offset);
  return (await throughIndex(db, page, 'goods_facets')).map((r) => r.id);
}

/** ORDER BY for a sort, on the goods table or the matches of a keyword; ids break ties. */
export function sortOf(sort: SearchQuery['sort'], ranked: boolean, table: 'goods' | 'matches') {
  const col = (name: string) => sql.ref(`${table}.${name}`);
  const by = (...keys: unknown[]) => sql`${sql.join(keys)}`;
  if (ranked) return by(sql`${col('rank')} desc`, col('id'));
  if (sort === 'priceAsc') return by(col('price_yen'), col('id'));
  if (sort === 'priceDesc') return by(sql`${col('price_yen')} desc`, sql`${col('id')} desc`);
  if (sort === 'endingSoon') return by(col('ends_at'), col('id'));
  // Newest first: the order of "relevance" without a keyword to rank by, too.
  return by(sql`${col('created_at')} desc`, sql`${col('id')} desc`);
}

// Search over the local catalog. Keywords go through the database's full-text index, not a scan:
// SQLite's FTS5 table with the trigram tokenizer (goods_fts, ranked by bm25), PostgreSQL's pg_trgm GIN
// index on search_text (LIKE per alternative, ranked by similarity). Both match any part of a word, in
// Japanese as in Latin text, once a term has three characters. A keyword is groups of alternatives (the
// words as typed and, expanded, their Japanese terms: search-terms.ts): every group required, any
// alternative of it enough; relevance ranks the matches of all of them together. One count gives the
// goods per marketplace under every filter but the marketplace (search-counts.ts); the page is found as
// ids first (on SQLite through the indexes search-sql.ts names), then read with its sellers.
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { siteIds } from '../../generated/sites';
import type { Database } from '../db/types';
import { badField } from '../http/failure';
import type { Services } from '../services';
import { categorySubtree } from './categories';
import { goodsListItem, listColumns } from './items';
import { countPerSite } from './search-counts';
import { termGroups } from './expansion/alternatives';
import { type Eb, type PagePlan, sortIndex, sortOf, sqliteKeywordPage, throughIndex, walkIsShorter } from './search-sql';
import { likeGroup, planTerms } from './search-terms';
import type { SearchAnswer, SearchQuery, SearchScope } from './source';

/**
 * Groups the index does not take (an alternative of one or two characters on PostgreSQL, a common letter)
 * fall back to LIKE on goods.search_text, a scan of the goods table. It is bounded: one pass that stops at
 * this many matching rows, whose sort keys are counted and ordered here (so counts above it read as "at
 * least" this many). An indexed group in the same keyword narrows by the index first and the scanned groups
 * only filter that.
 */
export const shortTermCap = 3_000;

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
  const { fts, indexed: trigramGroups, scanned, ranked, none } = await planTerms(services, termGroups(query));
  if (none) return { items: [], counts: Object.fromEntries(scope.countSites.map((s) => [s, 0])) };
  const indexed = dialect === 'sqlite' ? fts !== null : trigramGroups.length > 0;
  const bounded = scanned.length > 0 && !indexed;

  let categoryIds: number[] | null = null;
  if (query.category !== undefined) {
    // A category of the one marketplace asked for, which another source serves (a live one): none of these goods are in it.
    if (scope.itemSites.length === 0) return { items: [], counts: Object.fromEntries(scope.countSites.map((s) => [s, 0])) };
    const site = scope.itemSites.length === 1 ? scope.itemSites[0]! : null;
    categoryIds = site ? await categorySubtree(db, site, String(query.category)) : null;
    if (!categoryIds) throw badField('category');
  }

  // Every filter but the marketplace; `joined` when the FTS table is already joined for its rank.
  const filters = (eb: Eb, joined: boolean): Expression<SqlBool>[] => {
    const c: Expression<SqlBool>[] = [];
    if (indexed && !joined) {
      if (fts !== null) c.push(eb('goods.id', 'in', sql<number>`(select rowid from goods_fts where goods_fts match ${fts})`));
      else for (const group of trigramGroups) c.push(likeGroup(group, true));
    }
    for (const group of scanned) c.push(likeGroup(group));
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
    ids = await pageIds(services, query, scope, { ranked, fts, filters, siteFilter, matches: counted ? total : null });
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

/**
 * PostgreSQL's relevance: the similarity of the text to the keyword's words, or, when a group has several
 * alternatives, each group's best alternative's similarity, summed (an item is as relevant as the form of
 * each word it holds).
 */
function similarityRank(schema: string, groups: readonly string[][]) {
  const similarity = (text: string) => sql<number>`${sql.id(schema)}.similarity(goods.search_text, ${text})`;
  if (groups.every((g) => g.length === 1)) return similarity(groups.map((g) => g[0]).join(' '));
  const best = groups.map((g) => (g.length === 1 ? similarity(g[0]!) : sql<number>`greatest(${sql.join(g.map(similarity))})`));
  return sql<number>`(${sql.join(best, sql` + `)})`;
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
  const ranked = query.sort === 'relevance' && plan.ranked.length > 0;

  if (dialect === 'sqlite' && plan.fts !== null) return sqliteKeywordPage(db, query, scope, plan, ranked);

  if (dialect === 'postgres' && plan.ranked.length > 0) {
    // The matches first, through the trigram index, then sorted: left to itself the planner walks a sort
    // index and tests every row's text, which costs far more than it thinks.
    const schema = ranked ? await trgmSchema(db) : null;
    const rank = similarityRank(schema ?? 'public', plan.ranked);
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


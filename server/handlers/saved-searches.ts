// Saved searches (the search page's save button, /personal/searches) and the alerts they send
// (server/alerts). Another shopper's saved search or alert is 404, as if it did not exist.
import type { Kysely, Selectable } from 'kysely';
import type { SavedQuery, SavedSearch } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { LanguageCode } from '../../generated/languages';
import { type SiteId, isSiteId } from '../../generated/sites';
import { ensureCursor } from '../alerts/match';
import { searchPath } from '../alerts/links';
import { type LiveSearchRow, runLiveSearch } from '../alerts/live';
import { defaultName, normalizeQuery, queryKey } from '../alerts/query';
import { catalogOf } from '../catalog/registry';
import type { Database } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import type { Services } from '../services';
import type { Handlers } from './types';

type Db = Kysely<Database>;
type Row = Selectable<Database['saved_searches']>;
/** What reading a saved search needs: the database, the marketplaces' sources and the reader's language. */
type Reader = Services & { language: LanguageCode };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The categories of these rows by name, each asked of its marketplace's source once. */
async function categoryNames(reader: Reader, rows: readonly Row[]): Promise<Map<string, string>> {
  const asked = new Map<string, { site: SiteId; id: string }>();
  for (const row of rows) {
    const q = JSON.parse(row.query) as SavedQuery;
    if (q.site && isSiteId(q.site) && q.category !== undefined) asked.set(`${q.site} ${q.category}`, { site: q.site, id: String(q.category) });
  }
  const named = await Promise.all(
    [...asked].map(async ([key, { site, id }]) => {
      try {
        return [key, (await catalogOf(reader).source(site).category(site, id, reader.language))?.name] as const;
      } catch (error) {
        // A provider that does not answer costs the list a name, not the list itself.
        reader.log.warn({ site, err: error }, 'a saved search is listed without its category name: its marketplace did not answer');
        return [key, undefined] as const;
      }
    }),
  );
  return new Map(named.flatMap(([key, name]) => (name ? [[key, name] as const] : [])));
}

async function viewsOf(reader: Reader, rows: readonly Row[]): Promise<SavedSearch[]> {
  if (rows.length === 0) return [];
  const { db } = reader;
  const names = await categoryNames(reader, rows);
  const pending = await db
    .selectFrom('saved_search_hits')
    .select(['search_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('search_id', 'in', rows.map((r) => r.id))
    .where('alert_id', 'is', null)
    .groupBy('search_id')
    .execute();
  const count = new Map(pending.map((p) => [p.search_id, Number(p.n)]));
  return rows.map((r) => {
    const query = JSON.parse(r.query) as SavedQuery;
    const categoryName = names.get(`${query.site} ${query.category}`);
    return {
      id: r.id,
      name: r.name,
      screen: r.screen,
      query,
      ...(categoryName ? { categoryName } : {}),
      path: searchPath(r.screen, query),
      paused: r.paused_at !== null,
      createdAt: iso(r.created_at)!,
      lastAlertAt: iso(r.alerted_at),
      pendingCount: count.get(r.id) ?? 0,
    };
  });
}

const viewOf = async (reader: Reader, row: Row) => (await viewsOf(reader, [row]))[0]!;

async function ownRow(db: Db, userId: number, id: number): Promise<Row> {
  const row = await db.selectFrom('saved_searches').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'savedSearchNotFound');
  return row;
}

async function listOf(reader: Reader, userId: number) {
  const rows = await reader.db.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return { items: await viewsOf(reader, rows), limit: constants.savedSearches.maxPerShopper };
}

/**
 * The search's own refusals (handlers/goods.ts), plus a search that narrows nothing: it would alert on everything.
 * A category is one its marketplace's source has: a live provider's genre our categories table may not hold.
 */
async function checkedQuery(reader: Reader, query: SavedQuery): Promise<SavedQuery> {
  const q = normalizeQuery(query);
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) throw badField('maxPrice');
  if (query.category !== undefined && !query.site) throw badField('category');
  if (q.site && !isSiteId(q.site)) throw badField('site');
  if (q.site && q.category !== undefined && !(await catalogOf(reader).source(q.site).category(q.site, String(q.category), reader.language))) throw badField('category');
  if (!q.keyword && !q.site && !q.sellerId) throw badField('keyword');
  return q;
}

/**
 * A search on a live marketplace notes what its provider lists now, so that the alert job tells only of goods
 * listed after the save; a provider that does not answer leaves that to the job's first run.
 */
async function noteLiveListing(reader: Reader, row: LiveSearchRow): Promise<void> {
  try {
    await runLiveSearch(reader, row);
  } catch (error) {
    reader.log.warn({ search: row.id, err: error }, 'a saved search on a live marketplace is saved without what its provider lists now');
  }
}

const nameOf = (name: string | undefined) => {
  const trimmed = name?.trim();
  if (name !== undefined && !trimmed) throw badField('name');
  return trimmed;
};

export const savedSearchHandlers: Handlers<
  | 'Sig.Front.User.AppSavedSearch.Save'
  | 'Sig.Front.User.AppSavedSearch.Find'
  | 'Sig.Front.User.AppSavedSearch.List'
  | 'Sig.Front.User.AppSavedSearch.Rename'
  | 'Sig.Front.User.AppSavedSearch.Pause'
  | 'Sig.Front.User.AppSavedSearch.Delete'
  | 'Sig.Front.User.AppSavedSearch.Alert'
> = {
  async 'Sig.Front.User.AppSavedSearch.Save'(ctx) {
    const userId = ctx.user.id;
    const query = await checkedQuery(ctx, ctx.params.query);
    const name = nameOf(ctx.params.name) ?? defaultName(query);
    const key = queryKey(query);
    const row = await ctx.db.transaction().execute(async (trx) => {
      // One shopper's saves one at a time (PostgreSQL; SQLite's writes are serial), so two at once cannot
      // both pass the limit.
      if (ctx.dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const same = await trx.selectFrom('saved_searches').selectAll().where('user_id', '=', userId).where('query_key', '=', key).executeTakeFirst();
      if (same) return same;
      const { n } = await trx.selectFrom('saved_searches').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      const max = constants.savedSearches.maxPerShopper;
      if (Number(n) >= max) throw new ApiFailure(409, 'savedSearchLimit', { max });
      await ensureCursor(trx);
      return trx
        .insertInto('saved_searches')
        .values({ user_id: userId, query_key: key, query: JSON.stringify(query), screen: ctx.params.screen, name, paused_at: null, alerted_at: null, created_at: ctx.now() })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (row.live_seen === null) await noteLiveListing(ctx, { ...row, language: ctx.user.language });
    return viewOf(ctx, row);
  },

  async 'Sig.Front.User.AppSavedSearch.Find'(ctx) {
    if (!ctx.user) return { saved: null };
    const key = queryKey(normalizeQuery(ctx.params.query));
    const row = await ctx.db.selectFrom('saved_searches').selectAll().where('user_id', '=', ctx.user.id).where('query_key', '=', key).executeTakeFirst();
    return { saved: row ? await viewOf(ctx, row) : null };
  },

  async 'Sig.Front.User.AppSavedSearch.List'(ctx) {
    return listOf(ctx, ctx.user.id);
  },

  async 'Sig.Front.User.AppSavedSearch.Rename'(ctx) {
    const row = await ownRow(ctx.db, ctx.user.id, ctx.params.id);
    const name = nameOf(ctx.params.name)!;
    await ctx.db.updateTable('saved_searches').set({ name }).where('id', '=', row.id).execute();
    return viewOf(ctx, { ...row, name });
  },

  async 'Sig.Front.User.AppSavedSearch.Pause'(ctx) {
    const row = await ownRow(ctx.db, ctx.user.id, ctx.params.id);
    const pausedAt = ctx.params.paused ? (row.paused_at ?? ctx.now()) : null;
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('saved_searches').set({ paused_at: pausedAt }).where('id', '=', row.id).execute();
      // A paused search gets nothing: what matched before the pause is not sent after it either.
      if (pausedAt !== null) await trx.deleteFrom('saved_search_hits').where('search_id', '=', row.id).where('alert_id', 'is', null).execute();
    });
    return viewOf(ctx, { ...row, paused_at: pausedAt });
  },

  async 'Sig.Front.User.AppSavedSearch.Delete'(ctx) {
    const row = await ownRow(ctx.db, ctx.user.id, ctx.params.id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('saved_search_hits').where('search_id', '=', row.id).execute();
      await trx.updateTable('search_alerts').set({ search_id: null }).where('search_id', '=', row.id).execute();
      await trx.deleteFrom('saved_searches').where('id', '=', row.id).execute();
    });
    return listOf(ctx, ctx.user.id);
  },

  async 'Sig.Front.User.AppSavedSearch.Alert'(ctx) {
    const alert = await ctx.db.selectFrom('search_alerts').selectAll().where('id', '=', ctx.params.id).where('user_id', '=', ctx.user.id).executeTakeFirst();
    if (!alert) throw new ApiFailure(404, 'searchAlertNotFound');
    const items = await ctx.db
      .selectFrom('search_alert_items')
      .innerJoin('goods', 'goods.id', 'search_alert_items.goods_id')
      .select(['goods.site', 'goods.external_id'])
      .where('search_alert_items.alert_id', '=', alert.id)
      .orderBy('goods.id', 'desc')
      .execute();
    return {
      id: alert.id,
      kind: alert.kind,
      searchId: alert.search_id,
      createdAt: iso(alert.created_at)!,
      items: items.flatMap((i) => (isSiteId(i.site) ? [{ site: i.site, id: i.external_id }] : [])),
    };
  },
};

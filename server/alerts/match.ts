// The alert job's first half: new listings (goods ids above the cursor, the catalog import's new rows)
// matched against every saved search whose alerts run, in batches. Each batch records its matches and
// moves the cursor in one transaction, so a batch is matched once; a match recorded twice (a batch run
// again after a crash between commit and the job's end) meets the hits table's primary key and is kept
// once, so no search is ever alerted twice about one item.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import type { Services } from '../services';
import { waitForListingWrites } from './fence';
import { expandSearchKeyword } from '../catalog/expansion/sources';
import { activeSearches, goodsAfter } from './load';
import { matchBatch } from './matcher';

export const cursorKey = 'alerts.goodsCursor';

type Db = Kysely<Database>;

async function readCursor(trx: Db, services: Services): Promise<number | null> {
  let query = trx.selectFrom('settings').select('value').where('key', '=', cursorKey);
  if (services.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? Number(row.value) : null;
}

async function writeCursor(trx: Db, value: number): Promise<void> {
  await trx
    .insertInto('settings')
    .values({ key: cursorKey, value: String(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
    .execute();
}

/**
 * Starts the cursor at the newest listing when there is none yet: what was in the catalog before anyone
 * saved a search is not news. Called when a search is saved (and by the job), in that transaction.
 */
export async function ensureCursor(trx: Db): Promise<void> {
  const newest = await trx.selectFrom('goods').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  await trx
    .insertInto('settings')
    .values({ key: cursorKey, value: String(Number(newest?.id ?? 0)) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Matches everything imported since the last run; answers how many matches were recorded. */
export async function matchNewListings(services: Services): Promise<number> {
  const { db } = services;
  const { batchSize } = constants.savedSearches;
  let recorded = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      await waitForListingWrites(trx);
      const cursor = await readCursor(trx, services);
      if (cursor === null) {
        await ensureCursor(trx);
        return true;
      }
      const { goods, lastId } = await goodsAfter(trx, cursor, batchSize);
      if (lastId === null) return true;
      const now = services.now();
      // Expanded inside the transaction (category names read through it: SQLite has the one connection).
      const searches = await activeSearches(trx, (keyword, language) => expandSearchKeyword({ db: trx, config: services.config }, keyword, language));
      const found = searches.length > 0 ? matchBatch(searches, goods, now) : [];
      for (let i = 0; i < found.length; i += 500) {
        const rows = found.slice(i, i + 500).map((m) => ({ search_id: m.searchId, goods_id: m.goodsId, alert_id: null, created_at: now }));
        await trx.insertInto('saved_search_hits').values(rows).onConflict((oc) => oc.columns(['search_id', 'goods_id']).doNothing()).execute();
      }
      recorded += found.length;
      await writeCursor(trx, lastId);
      return false;
    });
    if (done) return recorded;
  }
}

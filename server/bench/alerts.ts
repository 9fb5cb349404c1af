// npm run bench:alerts — matching a batch of new listings against every saved search, as the alert job
// does (server/alerts: the searches and the batch read once, then the in-memory n-gram matcher), beside
// the naive way in the same run on the same database: one query per saved search over the batch's id
// range (every group of the keyword, expanded as the search page expands it, an OR of LIKEs on the folded
// search text as the search writes it; the filters as the search states them). Both must
// find the same (search, item) pairs; the run fails otherwise.
// BENCH_SEARCHES saved searches (10,000) against the newest BENCH_BATCH goods (5,000) of a fresh seeded
// catalog (SEED_GOODS, default 15,000: the older goods are the catalog the keywords are drawn from). A
// fresh SQLite file by default; DATABASE_URL runs it on PostgreSQL in a schema of its own, dropped after.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Expression, SqlBool } from 'kysely';
import pg from 'pg';
import type { SavedQuery } from '../../generated/api/schemas';
import { siteOrder } from '../../generated/sites';
import { activeSearches, goodsAfter } from '../alerts/load';
import { type MatchSearch, matchBatch } from '../alerts/matcher';
import { queryKey } from '../alerts/query';
import { expandSearchKeyword } from '../catalog/expansion/sources';
import { likeGroup } from '../catalog/search-terms';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/bootstrap';
import { openDatabase } from '../db/connect';
import type { GoodsCondition, ListingType } from '../db/types';
import { createRandom } from '../db/seed/random';

const searchCount = Number(process.env.BENCH_SEARCHES ?? 10_000);
const batchSize = Number(process.env.BENCH_BATCH ?? 5_000);
process.env.SEED_GOODS ??= String(batchSize + 10_000);

const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-alerts-'));
const schema = databaseUrl ? `bench_alerts_${process.pid}` : null;
const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
if (admin) {
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
}
// Production settings with the test stand-ins allowed, and a throwaway identity key, as the run's data is.
const config = loadConfig(
  { ...process.env, NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', IDENTITY_KEY: process.env.IDENTITY_KEY || randomBytes(32).toString('hex') },
  { dataDir, databaseUrl, databaseSchema: schema },
);
const handle = openDatabase(config);
const { db } = handle;
try {
  const started = Date.now();
  await prepareDatabase(handle, () => {}, config.madeUpData);
  const { max } = await db.selectFrom('goods').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
  const last = Number(max);
  const cursor = last - batchSize;
  console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.dialect}); the batch is goods ${cursor + 1}–${last}.`);

  // Saved searches as shoppers write them: one or two words of a listing's title (from the older
  // catalog, so many also match new listings and many do not), with the filters shoppers use.
  const r = createRandom(10);
  const titles = (await db.selectFrom('goods').select('title').where('id', '<=', cursor).execute()).map((g) => g.title.split(/\s+/u).filter((w) => w.length > 0));
  const now = Date.now();
  const users = 500;
  const userIds: number[] = [];
  for (let i = 0; i < users; i += 100) {
    const rows = Array.from({ length: Math.min(100, users - i) }, (_, j) => ({
      email: `saver${i + j}@example.com`, password_hash: 'x', nickname: '', language: 'en', verified_at: now, signup_from: null, source: null, created_at: now, updated_at: now,
    }));
    userIds.push(...(await db.insertInto('users').values(rows).returning('id').execute()).map((u) => u.id));
  }
  const queries: SavedQuery[] = Array.from({ length: searchCount }, () => {
    const words = r.pick(titles);
    const first = r.pick(words);
    const keyword = r.chance(0.3) ? `${first} ${r.pick(words)}` : first;
    return {
      keyword,
      ...(r.chance(0.3) ? { site: r.pick(siteOrder) } : {}),
      ...(r.chance(0.3) ? { maxPrice: r.pick([3_000, 10_000, 30_000]) } : {}),
      ...(r.chance(0.1) ? { condition: r.pick(['new', 'likeNew', 'good'] as const) } : {}),
      ...(r.chance(0.1) ? { listing: r.pick(['fixed', 'auction'] as const) } : {}),
      ...(r.chance(0.3) ? { hideSoldOut: true } : {}),
      ...(r.chance(0.05) ? { onSale: true } : {}),
    };
  });
  for (let i = 0; i < queries.length; i += 500) {
    const rows = queries.slice(i, i + 500).map((q, j) => ({
      user_id: userIds[(i + j) % users]!, query_key: `${queryKey(q)}#${i + j}`, query: JSON.stringify(q), screen: 'search', name: q.keyword ?? '',
      paused_at: null, alerted_at: null, created_at: now,
    }));
    await db.insertInto('saved_searches').values(rows).execute();
  }

  const matchNow = Date.now();
  // The alert job's way: read the searches and the batch once, match in memory.
  const fastStart = process.hrtime.bigint();
  const searches = await activeSearches(db, (keyword, language) => expandSearchKeyword({ db, config }, keyword, language));
  const { goods } = await goodsAfter(db, cursor, batchSize);
  const fast = matchBatch(searches, goods, matchNow);
  const fastMs = Number(process.hrtime.bigint() - fastStart) / 1e6;

  // The naive way: one query per saved search over the batch.
  const naiveStart = process.hrtime.bigint();
  const naive: { searchId: number; goodsId: number }[] = [];
  for (const s of searches) for (const id of await oneQuery(s, cursor, last, matchNow)) naive.push({ searchId: s.id, goodsId: id });
  const naiveMs = Number(process.hrtime.bigint() - naiveStart) / 1e6;

  const key = (m: { searchId: number; goodsId: number }) => `${m.searchId}:${m.goodsId}`;
  const a = fast.map(key).sort();
  const b = naive.map(key).sort();
  const same = a.length === b.length && a.every((k, i) => k === b[i]);
  const searchesHit = new Set(fast.map((m) => m.searchId)).size;
  console.log(`\n${searchCount.toLocaleString('en')} saved searches × ${goods.length.toLocaleString('en')} new listings on ${handle.dialect}:\n`);
  console.log(`method                                   time        matches`);
  console.log(`n-gram matcher (the alert job)      ${`${fastMs.toFixed(0)} ms`.padStart(10)}  ${fast.length.toLocaleString('en').padStart(10)}`);
  console.log(`one query per search (baseline)     ${`${naiveMs.toFixed(0)} ms`.padStart(10)}  ${naive.length.toLocaleString('en').padStart(10)}`);
  console.log(`\nspeed-up ${(naiveMs / fastMs).toFixed(1)}×; ${searchesHit.toLocaleString('en')} searches have a match; same matches: ${same ? 'yes' : 'NO'}`);
  if (!same) process.exitCode = 1;

  async function oneQuery(s: MatchSearch, after: number, upTo: number, at: number): Promise<number[]> {
    const rows = await db
      .selectFrom('goods')
      .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
      .select('goods.id')
      .where('goods.id', '>', after)
      .where('goods.id', '<=', upTo)
      .where('goods.blocked_at', 'is', null)
      .where((eb) => {
        const c: Expression<SqlBool>[] = s.groups.map((group) => likeGroup(group));
        if (s.site) c.push(eb('goods.site', '=', s.site));
        if (s.categoryIds) c.push(eb('goods.category_id', 'in', [...s.categoryIds, -1]));
        if (s.minPrice !== undefined) c.push(eb('goods.price_yen', '>=', s.minPrice));
        if (s.maxPrice !== undefined) c.push(eb('goods.price_yen', '<=', s.maxPrice));
        if (s.condition) c.push(eb('goods.condition', '=', s.condition as GoodsCondition));
        if (s.listing) c.push(eb('goods.listing_type', '=', s.listing as ListingType));
        if (s.onSale) c.push(eb('goods.discount_rate', '>', 0));
        if (s.hideSoldOut) {
          c.push(eb('goods.sold_out_at', 'is', null));
          c.push(eb.or([eb('goods.listing_type', '=', 'fixed'), eb('goods.ends_at', 'is', null), eb('goods.ends_at', '>', at)]));
        }
        if (s.sellerId) c.push(eb('sellers.external_id', '=', s.sellerId));
        return eb.and(c);
      })
      .execute();
    return rows.map((row) => row.id);
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

// The search workers (SQLite): the same answers as the search on the event loop, refusals carried back as
// refusals, a worker that dies replaced (its search run again), and close() ending every worker.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { sqliteFile } from '../db/connect';
import { ApiFailure } from '../http/failure';
import { searchLocal } from '../catalog/local-search';
import { type SearchPool, createSearchPool } from '../catalog/search-pool';
import type { SearchQuery, SearchScope } from '../catalog/source';
import { type TestServer, startTestServer } from './harness';

const sqlite = !process.env.DATABASE_URL;
let server: TestServer;
let pool: SearchPool;
const warnings: string[] = [];
const now = Date.now();

beforeAll(async () => {
  if (!sqlite) return;
  server = await startTestServer({ searchWorkers: 2 });
  pool = createSearchPool({
    file: sqliteFile(server.dataDir),
    size: 2,
    // Every answer here must come from a worker.
    fallback: () => Promise.reject(new Error('no worker left')),
    warn: (message) => warnings.push(message),
  });
});
afterAll(async () => {
  await pool?.close();
  await server?.close();
});

const everywhere: SearchScope = { countSites: ['mercari', 'yahoo', 'rakuten', 'amazon'], itemSites: ['mercari', 'yahoo'] };
const queries: SearchQuery[] = [
  { keyword: 'ポケモン', sort: 'relevance', offset: 0, limit: 30 },
  { keyword: '財布', sort: 'priceAsc', offset: 0, limit: 10 },
  { keyword: 'nike スニーカー', sort: 'newest', offset: 5, limit: 5, hideSoldOut: true },
  { sort: 'endingSoon', offset: 0, limit: 20 },
  { minPrice: 1_000, maxPrice: 5_000, sort: 'priceDesc', offset: 30, limit: 30, condition: 'good' },
];
const inProcess = (query: SearchQuery, scope = everywhere) => searchLocal({ db: server.services.db, dialect: 'sqlite', now: () => now }, query, scope);

describe.runIf(sqlite)('search workers', () => {
  it('answer as the search on the event loop does', async () => {
    for (const query of queries) expect(await pool.search(query, everywhere, now)).toEqual(await inProcess(query));
    // Many at once, spread over both workers.
    const together = await Promise.all(queries.flatMap((q) => [pool.search(q, everywhere, now), pool.search(q, everywhere, now)]));
    expect(together).toEqual(await Promise.all(queries.flatMap((q) => [inProcess(q), inProcess(q)])));
  });

  it('serve the server\'s searches', async () => {
    const api = createApiClient(server.shopper().transport());
    const found = await api.search({ keyword: 'ポケモン', site: 'mercari', sort: 'priceAsc' });
    const truth = await inProcess({ keyword: 'ポケモン', sort: 'priceAsc', offset: 0, limit: 30 }, { countSites: ['mercari'], itemSites: ['mercari'] });
    expect(found.items.map((g) => g.Id)).toEqual(truth.items.map((g) => g.Id));
    expect(found.total).toBe(truth.counts.mercari);
  });

  it('carry a refusal back as the refusal', async () => {
    const refused = pool.search({ category: 987_654, sort: 'relevance', offset: 0, limit: 30 }, { countSites: ['mercari'], itemSites: ['mercari'] }, now);
    await expect(refused).rejects.toBeInstanceOf(ApiFailure);
    await expect(refused).rejects.toMatchObject({ status: 400, field: 'category' });
  });

  it('replace a worker that dies, and run its search again', async () => {
    const [victim] = pool.threads();
    const query = queries[0]!;
    const answers = Array.from({ length: 4 }, () => pool.search(query, everywhere, now));
    await victim!.terminate();
    for (const answer of await Promise.all(answers)) expect(answer).toEqual(await inProcess(query));
    await vi.waitFor(() => expect(pool.threads()).toHaveLength(2), { timeout: 30_000 });
    expect(pool.threads()).not.toContain(victim);
    expect(warnings).toContain('search worker stopped');
    expect(await pool.search(queries[1]!, everywhere, now)).toEqual(await inProcess(queries[1]!));
  });

  it('end every worker on close', async () => {
    const own = createSearchPool({ file: sqliteFile(server.dataDir), size: 2, fallback: () => Promise.reject(new Error('unused')), warn: () => {} });
    expect(await own.search(queries[0]!, everywhere, now)).toEqual(await inProcess(queries[0]!));
    const threads = own.threads();
    const exited = threads.map((w) => new Promise<number>((resolve) => w.once('exit', resolve)));
    await own.close();
    expect(await Promise.all(exited)).toHaveLength(2);
    expect(threads.every((w) => w.threadId === -1)).toBe(true);
    expect(own.threads()).toEqual([]);
    await expect(own.search(queries[0]!, everywhere, now)).rejects.toThrow('closed');
  });
});

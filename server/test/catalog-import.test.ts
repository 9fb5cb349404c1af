// Loading a marketplace feed: good lines in (and found by the search at once), bad lines reported by
// number and skipped, updates in place, and runs that fail or are refused leave the catalog as it was.
// The command itself runs once as a child process against the test server's database.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { FeedLine, importFeed } from '../catalog/import';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { runCommand } from './run-command';

let server: TestServer;
let api: ReturnType<typeof createApiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.shopper().transport());
});
afterAll(() => server.close());

const db = () => server.services.db;

const item = (id: string, overrides: Record<string, unknown> = {}) => ({
  site: 'mercari',
  id,
  title: `ヴィンテージ ペンタグラム ランプ ${id}`,
  url: `https://jp.mercari.com/item/${id}`,
  priceYen: 4_800,
  condition: 'good',
  shippingPayer: 'seller',
  category: '4',
  images: [`https://static.mercdn.net/item/detail/orig/photos/${id}_1.jpg`],
  description: '昭和レトロなランプです。',
  seller: { id: '812345678', name: 'レトロ雑貨店' },
  ...overrides,
});
const lines = (...rows: unknown[]) => rows.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n');

describe('catalog import', () => {
  it('imports the good lines, reports each bad one by number, and the search finds them at once', async () => {
    const feed = lines(
      item('m90000000001'),
      item('m90000000002', { priceYen: -5 }),
      '{"site": "mercari", "id": ',
      item('m90000000003', { listingType: 'auction', endsAt: new Date(Date.now() + 86_400_000).toISOString(), bidCount: 2 }),
      item('m90000000004', { category: '999999' }),
      item('m90000000001', { title: 'again' }),
      item('m90000000005', { images: [] }),
      item('m90000000006', { shipping: 'seller' }),
      '',
    );
    const report = await importFeed(db(), feed);
    expect(report.bad.map((b) => b.line)).toEqual([2, 3, 5, 6, 7, 8]);
    const byLine = new Map(report.bad.map((b) => [b.line, b.message]));
    expect(byLine.get(2)).toMatch(/^priceYen: /);
    expect(byLine.get(3)).toMatch(/^not JSON/);
    expect(byLine.get(5)).toMatch(/^category: mercari has no category 999999/);
    expect(byLine.get(6)).toMatch(/already on line 1/);
    expect(byLine.get(7)).toMatch(/^images: /);
    expect(byLine.get(8)).toMatch(/shipping/);
    expect([report.imported, report.created, report.updated, report.written]).toEqual([2, 2, 0, true]);

    const found = await api.search({ keyword: 'ペンタグラム' });
    expect(found.items.map((g) => g.Id).sort()).toEqual(['m90000000001', 'm90000000003']);
    const detail = await api.goodsDetail({ site: 'mercari', id: 'm90000000003' });
    expect([detail.Item.ListingType, detail.Item.BidCount, detail.Seller.Name, detail.Images[0]]).toEqual(['auction', 2, 'レトロ雑貨店', item('m90000000003').images[0]]);
    const seller = await db().selectFrom('sellers').select('item_count').where('site', '=', 'mercari').where('external_id', '=', '812345678').executeTakeFirstOrThrow();
    expect(seller.item_count).toBe(2);
  });

  it('updates an item already in the catalog, and the index follows its new title', async () => {
    const report = await importFeed(db(), lines(item('m90000000001', { title: 'ミッドセンチュリー ペンダントライト', priceYen: 6_200 })));
    expect([report.created, report.updated]).toEqual([0, 1]);
    expect((await api.search({ keyword: 'ペンタグラム' })).items.map((g) => g.Id)).toEqual(['m90000000003']);
    const found = await api.search({ keyword: 'ペンダントライト' });
    expect(found.items.map((g) => [g.Id, g.JPYPrice])).toEqual([['m90000000001', 6_200]]);
  });

  it('writes nothing in strict mode when a line is bad, and nothing when a run fails part-way', async () => {
    const before = await fingerprint(db());
    const strict = await importFeed(db(), lines(item('m90000000010'), item('m90000000011', { condition: 'mint' })), { strict: true });
    expect([strict.written, strict.bad.map((b) => b.line)]).toEqual([false, [2]]);
    expect(await fingerprint(db())).toBe(before);

    // A database failure in the second batch of writes (a trigger refuses one title) undoes the first.
    const poison = 'このタイトルは書けない';
    if (server.services.dialect === 'sqlite') {
      await sql`create trigger refuse_poison before insert on goods when new.title = ${sql.lit(poison)} begin select raise(abort, 'refused'); end`.execute(db());
    } else {
      await sql.raw(`create function refuse_poison() returns trigger language plpgsql as $$ begin if new.title = '${poison}' then raise exception 'refused'; end if; return new; end $$`).execute(db());
      await sql`create trigger refuse_poison before insert on goods for each row execute function refuse_poison()`.execute(db());
    }
    const withFingerprint = await fingerprint(db());
    const many = Array.from({ length: 250 }, (_, i) => item(`m9100000${String(i).padStart(4, '0')}`, i === 240 ? { title: poison } : {}));
    await expect(importFeed(db(), lines(...many))).rejects.toThrow(/refused/);
    expect(await fingerprint(db())).toBe(withFingerprint);
    await sql`drop trigger refuse_poison${sql.raw(server.services.dialect === 'postgres' ? ' on goods' : '')}`.execute(db());
  });

  it('checks lines with the zod schema, naming the field', () => {
    const bad = FeedLine.safeParse({ ...item('y1'), site: 'yahoo', url: 'https://page.auctions.yahoo.co.jp/jp/auction/y1', listingType: 'auction' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(['endsAt']);
    expect(FeedLine.safeParse(item('m1')).success).toBe(true);
  });

  it('takes a Mercari auction without bids only without an end (its first bid starts the clock), and one with bids only with its end', () => {
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const issue = (line: Record<string, unknown>) => {
      const parsed = FeedLine.safeParse(line);
      return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issue(item('m2', { listingType: 'auction', bidCount: 0 }))).toBeNull();
    expect(issue(item('m3', { listingType: 'auction' }))).toBeNull();
    expect(issue(item('m4', { listingType: 'auction', bidCount: 0, endsAt }))).toEqual([
      'endsAt: a Mercari auction without bids has no end yet: it ends at 20:00 JST the day after its first bid',
    ]);
    expect(issue(item('m5', { listingType: 'auction', bidCount: 3 }))).toEqual(['endsAt: an auction needs its end time']);
    expect(issue(item('m6', { listingType: 'auction', bidCount: 3, endsAt }))).toBeNull();
  });

  it('imports a Mercari auction without bids with no end, and keeps the auction engine\'s figures on an item bid on through us', async () => {
    const report = await importFeed(db(), lines(item('m93000000001', { listingType: 'auction', bidCount: 0, priceYen: 2_000 })));
    expect(report.bad).toEqual([]);
    const fresh = await api.goodsDetail({ site: 'mercari', id: 'm93000000001' });
    expect([fresh.Item.ListingType, fresh.Item.EndTime, fresh.Item.IsSoldOut]).toEqual(['auction', null, false]);

    // Bid on through us (the engine's row: its price, bids and end), then closed; the marketplace feed comes again.
    const goods = await db().selectFrom('goods').select('id').where('site', '=', 'mercari').where('external_id', '=', 'm93000000001').executeTakeFirstOrThrow();
    const ends = Date.now() - 60_000;
    const now = Date.now();
    await db().updateTable('goods').set({ price_yen: 2_600, bid_count: 2, ends_at: ends, sold_out_at: now }).where('id', '=', goods.id).execute();
    await db()
      .insertInto('auctions')
      .values({
        goods_id: goods.id, site: 'mercari', start_yen: 2_000, current_yen: 2_600, base_bid_count: 0, bid_count: 2, buy_now_yen: null, reserve_yen: null,
        ends_at: ends, first_ends_at: ends, leader_bid_id: null, status: 'closed', winner_user_id: null, order_id: null, closed_at: now, created_at: now, updated_at: now,
      })
      .execute();
    const again = await importFeed(db(), lines(item('m93000000001', { listingType: 'auction', bidCount: 0, priceYen: 2_000, title: '新しいタイトル' })));
    expect([again.bad, again.updated]).toEqual([[], 1]);
    const row = await db().selectFrom('goods').select(['title', 'price_yen', 'bid_count', 'ends_at', 'sold_out_at']).where('id', '=', goods.id).executeTakeFirstOrThrow();
    expect({ ...row, ends_at: Number(row.ends_at), sold_out_at: Number(row.sold_out_at) }).toEqual({ title: '新しいタイトル', price_yen: 2_600, bid_count: 2, ends_at: ends, sold_out_at: now });
  });

  it('runs as `npm run catalog:import`, with line numbers, exit status and a summary', async () => {
    const file = join(server.dataDir, 'feed.jsonl');
    writeFileSync(file, lines(item('m92000000001', { title: 'コマンド経由 テーブルランプ' }), item('m92000000002', { priceYen: 'free' }), item('m92000000003', { title: 'コマンド経由 フロアランプ' })));
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: server.dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', DATABASE_SCHEMA: server.schema ?? '', LOG_LEVEL: 'silent' };
    const run = await runCommand('server/cli/catalog-import.ts', [file], env);
    expect(run.stderr).toContain(`${file}:2: priceYen: `);
    expect(run.stdout).toMatch(/Imported 2 goods .*\(2 new, 0 updated\); skipped 1 bad lines\./);
    expect(run.status).toBe(2);
    const missing = await runCommand('server/cli/catalog-import.ts', [join(server.dataDir, 'none.jsonl')], env);
    expect([missing.status, missing.stderr]).toEqual([1, expect.stringContaining('Cannot read')]);
  });

  it('makes what the command imported searchable over HTTP', async () => {
    const found = await api.search({ keyword: 'コマンド経由', sort: 'priceAsc' });
    expect(found.items.map((g) => g.Id).sort()).toEqual(['m92000000001', 'm92000000003']);
  });
});

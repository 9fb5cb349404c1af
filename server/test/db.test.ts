// Migrations, seeding and rate updates against a real database (SQLite file, or PostgreSQL schema).
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appliedVersions, migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { type Migration, withId } from '../db/migrations/helpers';
import { RatesError, parseRateArgs, updateRates } from '../db/rates';
import { seed } from '../db/seed';
import { fingerprint } from './fingerprint';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('db');

async function tableExists(name: string): Promise<boolean> {
  const tables = await database().db.introspection.getTables();
  return tables.some((t) => t.name === name);
}

describe('migrations', () => {
  it('apply once, in order, and record their versions', async () => {
    const first = await migrate(database().db, database().dialect);
    expect(first.map((m) => m.version)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(database().db, database().dialect)).toEqual([]);
    expect(await appliedVersions(database().db)).toEqual(migrations.map((m) => m.version));
  });

  it('leave the database as it was when one fails halfway', async () => {
    await migrate(database().db, database().dialect);
    const before = await fingerprint(database().db);
    const broken: Migration = {
      version: '9999',
      name: 'creates a table, then fails',
      async up(db, dialect) {
        await withId(db.schema.createTable('half_done'), dialect).addColumn('x', 'text').execute();
        await db.insertInto('currencies').values({ id: 'XXX', symbol: 'X', rate: 1, sort: 99, updated_at: 0 }).execute();
        await sql`select * from no_such_table`.execute(db);
      },
    };
    await expect(migrate(database().db, database().dialect, () => {}, [...migrations, broken])).rejects.toThrow();
    expect(await tableExists('half_done')).toBe(false);
    expect(await appliedVersions(database().db)).not.toContain('9999');
    expect(await fingerprint(database().db)).toBe(before);
  });
});

describe('migration 0017: one end time per auction', () => {
  it('repairs an older database: no end on a Mercari auction without bids, a 20:00 JST one with bids; then refuses a second truth', async () => {
    const { db, dialect } = database();
    const before0017 = migrations.filter((m) => m.version < '0017');
    await migrate(db, dialect, () => {}, before0017);
    const jst = (iso: string) => Date.parse(`${iso}+09:00`);
    const { id: sellerId } = await db
      .insertInto('sellers').values({ site: 'mercari', external_id: 's1', name: 'seller', official: 0, item_count: 0, created_at: 0 })
      .returning('id').executeTakeFirstOrThrow();
    const goods = (external: string, site: string, bids: number, endsAt: number) => ({
      site, external_id: external, type: 1, url: `https://example.com/${external}`, title: external, search_text: external, kind: 'other',
      image_url: 'https://example.com/x.jpg', seller_id: sellerId, condition: 'good' as const, listing_type: 'auction' as const, price_yen: 1000,
      bid_count: bids, ends_at: endsAt, shipping_payer: 'seller' as const, created_at: 0,
    });
    await db.insertInto('goods').values([
      goods('m-unbid', 'mercari', 0, jst('2026-11-24T13:37:00')),
      goods('m-bid-morning', 'mercari', 3, jst('2026-11-24T13:37:00')),
      goods('m-bid-night', 'mercari', 3, jst('2026-11-24T21:10:00')),
      goods('m-bid-at-close', 'mercari', 3, jst('2026-11-24T20:00:00')),
      goods('y-unbid', 'yahoo', 0, jst('2026-11-24T13:37:00')),
    ]).execute();

    await migrate(db, dialect);
    const ends = Object.fromEntries(
      (await db.selectFrom('goods').select(['external_id', 'ends_at']).execute()).map((g) => [g.external_id, g.ends_at === null ? null : Number(g.ends_at)]),
    );
    expect(ends).toEqual({
      'm-unbid': null,
      'm-bid-morning': jst('2026-11-24T20:00:00'),
      'm-bid-night': jst('2026-11-25T20:00:00'),
      'm-bid-at-close': jst('2026-11-24T20:00:00'),
      'y-unbid': jst('2026-11-24T13:37:00'),
    });
    // The check constraint keeps it so: a Mercari auction without bids takes no end, one with bids needs one.
    await expect(db.insertInto('goods').values(goods('m-new', 'mercari', 0, jst('2026-11-24T20:00:00'))).execute()).rejects.toThrow();
    await expect(db.insertInto('goods').values({ ...goods('m-new2', 'mercari', 2, 0), ends_at: null }).execute()).rejects.toThrow();
    await expect(db.insertInto('goods').values({ ...goods('y-new', 'yahoo', 0, 0), ends_at: null }).execute()).rejects.toThrow();
    await db.insertInto('goods').values({ ...goods('m-new3', 'mercari', 0, 0), ends_at: null }).execute();
  });
});

describe('seed', () => {
  it('fills an empty database once, with the demo shopper, and reports progress', async () => {
    await migrate(database().db, database().dialect);
    const lines: string[] = [];
    const result = await seed(database().db, database().dialect, (line) => lines.push(line));
    expect(result.seeded).toBe(true);
    expect(result.demo?.email).toMatch(/@/);
    expect(lines.length).toBeGreaterThan(4);
    const again = await seed(database().db, database().dialect);
    expect(again).toEqual({ seeded: false, demo: null });
    const users = await database().db.selectFrom('users').select('email').execute();
    expect(users).toHaveLength(1);
  });
});

describe('rates', () => {
  it('reads CODE=rate arguments and JSON files, refusing nonsense', () => {
    expect([...parseRateArgs(['USD=0.0068', 'EUR=0.006'], () => '')]).toEqual([['USD', 0.0068], ['EUR', 0.006]]);
    expect([...parseRateArgs(['--file', 'r.json'], () => '{"GBP": 0.0051}')]).toEqual([['GBP', 0.0051]]);
    for (const bad of [['USD=abc'], ['USD=-1'], ['usd=1'], ['USD'], [], ['--file', 'r.json']]) {
      expect(() => parseRateArgs(bad, () => '[1]')).toThrow(RatesError);
    }
  });

  it('updates all or nothing', async () => {
    await migrate(database().db, database().dialect);
    await seed(database().db, database().dialect);
    const before = await fingerprint(database().db);
    await expect(updateRates(database().db, new Map([['USD', 0.007], ['ZZZ', 1]]), 1)).rejects.toThrow(RatesError);
    expect(await fingerprint(database().db)).toBe(before);
    await updateRates(database().db, new Map([['USD', 0.007]]), 1);
    const usd = await database().db.selectFrom('currencies').select('rate').where('id', '=', 'USD').executeTakeFirstOrThrow();
    expect(usd.rate).toBe(0.007);
  });
});

describe.runIf(!process.env.DATABASE_URL)('SQLite shared by several processes', () => {
  it('gives a transaction the write lock from its start, so a write after a read never meets a stale snapshot', async () => {
    const { db, location } = database();
    await migrate(db, 'sqlite');
    await db.insertInto('currencies').values({ id: 'USD', symbol: '$', rate: 0.0066, sort: 1, updated_at: 0 }).execute();
    // Another process's connection, which must not wait here: a write it cannot make fails at once.
    const other = new SQLite(location);
    other.pragma('busy_timeout = 0');
    try {
      let theirs: unknown = null;
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('currencies').select('id').execute();
        try {
          other.prepare("update currencies set rate = 1 where id = 'USD'").run();
        } catch (error) {
          theirs = error;
        }
        // With a deferred BEGIN the other write above succeeds and this one fails (SQLITE_BUSY_SNAPSHOT).
        await trx.updateTable('currencies').set({ rate: 0.0065 }).where('id', '=', 'USD').execute();
      });
      expect(theirs).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(other.prepare("select rate from currencies where id = 'USD'").get()).toEqual({ rate: 0.0065 });
    } finally {
      other.close();
    }
  });
});

describe.runIf(!process.env.DATABASE_URL)('SQLite on a full disk', () => {
  it('reports SQLITE_FULL from a transaction (SQLite rolled it back itself), and the connection goes on', async () => {
    const { db } = database();
    await sql`create table filler (v blob)`.execute(db);
    const { page_count: pages } = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!;
    // A disk that holds a few more pages than the file has now.
    await sql.raw(`pragma max_page_count = ${pages + 4}`).execute(db);
    const filling = db.transaction().execute(async (trx) => {
      for (let i = 0; i < 50; i++) await sql`insert into filler values (zeroblob(8000))`.execute(trx);
    });
    // Before the fix Kysely's ROLLBACK failed ("no transaction is active") and hid this error.
    await expect(filling).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(db)).rows[0]!.n).toBe(0);
    await sql.raw(`pragma max_page_count = ${pages + 100}`).execute(db);
    await db.transaction().execute((trx) => sql`insert into filler values (zeroblob(8000))`.execute(trx));
    expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(db)).rows[0]!.n).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('PostgreSQL dropping a connection', () => {
  it('fails the call whose connection went and does not end the process; the next call gets a new connection', async () => {
    const { db } = database();
    const dropped = db.transaction().execute(async (trx) => {
      const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!;
      // From another pooled connection, as `pg_ctl restart -m fast` ends every backend.
      await sql`select pg_terminate_backend(${pid})`.execute(db);
      const alive = async () => Number((await sql<{ n: number }>`select count(*) as n from pg_stat_activity where pid = ${pid}`.execute(db)).rows[0]!.n);
      while ((await alive()) > 0) await new Promise((r) => setTimeout(r, 20));
      // By now the client has learnt of the end while checked out, between two statements: before the fix
      // its error event had no listener and ended the process.
      await sql`select 1`.execute(trx);
    });
    await expect(dropped).rejects.toThrow();
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});

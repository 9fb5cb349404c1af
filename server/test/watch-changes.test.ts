// The change log the per-shopper caches trust (server/db/watch-changes.ts): every watched table has its
// triggers, a write through the server is noted by the time it returns, and a write by anything else on the
// same database is noted soon after (PostgreSQL: the key; SQLite: "something changed").
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../db/connect';
import { rowsOf, watchedTables } from '../db/watch-changes';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let userId: number;
beforeAll(async () => {
  // The log forgets a change once no cache could hold an entry older than it: with caches on.
  server = await startTestServer({ sharedCacheMs: 60_000 });
  await server.verifiedShopper('watched@example.com');
  userId = (await server.services.db.selectFrom('users').select('id').where('email', '=', 'watched@example.com').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const message = () => ({ user_id: userId, title: 't', body: 'b', created_at: Date.now(), read_at: null });

describe('the change log', () => {
  it('has triggers on every watched table', async () => {
    const { db, dialect } = server.services;
    const rows =
      dialect === 'postgres'
        ? (await sql<{ name: string }>`select tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = current_schema()::regnamespace`.execute(db)).rows
        : (await sql<{ name: string }>`select name from sqlite_temp_master where type = 'trigger'`.execute(db)).rows;
    const names = rows.map((r) => r.name);
    for (const table of Object.keys(watchedTables)) {
      const expected = dialect === 'postgres' ? [`${table}_note_change`, `${table}_note_truncate`] : ['insert', 'update', 'delete'].map((op) => `note_${table}_${op}`);
      expect(names).toEqual(expect.arrayContaining(expected));
    }
  });

  it('notes a write through the server by the time it returns, alone or in a transaction, and nothing for a read', async () => {
    const { db, changes } = server.services;
    let stamp = changes.stamp();
    await db.selectFrom('messages').select('id').where('user_id', '=', userId).execute();
    expect(changes.unchangedSince(stamp, rowsOf('messages', userId))).toBe(true);
    await db.insertInto('messages').values(message()).execute();
    expect(changes.unchangedSince(stamp, rowsOf('messages', userId))).toBe(false);
    expect(changes.unchangedSince(stamp, rowsOf('cart_items', userId))).toBe(true);

    stamp = changes.stamp();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('messages').set({ read_at: Date.now() }).where('user_id', '=', userId).execute();
    });
    expect(changes.unchangedSince(stamp, rowsOf('messages', userId))).toBe(false);
  });

  it('notes a write made behind the server, by another connection', async () => {
    const { changes, config } = server.services;
    const stamp = changes.stamp();
    if (config.databaseUrl) {
      const other = new pg.Client({ connectionString: config.databaseUrl, options: `-c search_path=${server.schema}` });
      await other.connect();
      await other.query('insert into messages (user_id, title, body, created_at) values ($1, $2, $3, $4)', [userId, 't', 'b', Date.now()]);
      await other.end();
    } else {
      const other = new SQLite(sqliteFile(server.dataDir));
      other.prepare('insert into messages (user_id, title, body, created_at) values (?, ?, ?, ?)').run(userId, 't', 'b', Date.now());
      other.close();
    }
    await expect.poll(() => changes.unchangedSince(stamp, rowsOf('messages', userId))).toBe(false);
  });
});

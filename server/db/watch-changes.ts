// Feeds the change log (server/db/changes.ts) from the database itself, so that no write can be missed by
// a handler forgetting to say so: a row written to a watched table notes '<table>:<key column's value>'.
// SQLite: temporary triggers on this process's connection call back into it as the row is written; another
// process's commit shows in `PRAGMA data_version`, polled, and is noted as "anything may have changed".
// PostgreSQL: row triggers (migration 0030) send the key to every listening process on commit.
import pg from 'pg';
import { constants } from '../../generated/constants';
import type { Logger } from '../log';
import type { ChangeLog } from './changes';
import type { DatabaseHandle, DatabaseOptions } from './connect';

/** The tables the per-shopper caches read, and the column that ties a row to its shopper. */
export const watchedTables = {
  sessions: 'id_hash',
  users: 'id',
  cart_items: 'user_id',
  coupons: 'user_id',
  messages: 'user_id',
  recent_views: 'viewer',
} as const;

export type WatchedTable = keyof typeof watchedTables;

/**
 * What a value read from a table's rows of one key depends on: that key's rows, and the whole table (a
 * truncation; on PostgreSQL, a write this process committed, until the trigger names its rows).
 */
export const rowsOf = (table: WatchedTable, key: string | number) => [`${table}:${key}`, `${table}:*`];

const changeChannel = 'storefront_changes';
const reconnectMs = 1000;

/** Starts watching; the function returned stops it. */
export function watchChanges(handle: DatabaseHandle, options: DatabaseOptions, changes: ChangeLog, log: Logger): () => Promise<void> {
  if (handle.sqlite) return watchSqlite(handle.sqlite, changes);
  if (handle.committedWrites) {
    handle.committedWrites.listener = (table) => {
      if (Object.hasOwn(watchedTables, table)) changes.note(`${table}:*`);
    };
  }
  return watchPostgres(options, changes, log);
}

function watchSqlite(database: NonNullable<DatabaseHandle['sqlite']>, changes: ChangeLog): () => Promise<void> {
  database.function('storefront_note_change', { deterministic: false }, (table: unknown, key: unknown) => {
    if (key !== null) changes.note(`${String(table)}:${String(key)}`);
    return null;
  });
  for (const [table, column] of Object.entries(watchedTables)) {
    const note = (row: 'new' | 'old') => `select storefront_note_change('${table}', ${row}.${column});`;
    database.exec(`
      create temp trigger if not exists note_${table}_insert after insert on main.${table} begin ${note('new')} end;
      create temp trigger if not exists note_${table}_update after update on main.${table} begin ${note('old')} ${note('new')} end;
      create temp trigger if not exists note_${table}_delete after delete on main.${table} begin ${note('old')} end;`);
  }
  const dataVersion = () => database.pragma('data_version', { simple: true }) as number;
  let seen = dataVersion();
  const timer = setInterval(() => {
    try {
      const version = dataVersion();
      if (version !== seen) changes.noteAll();
      seen = version;
    } catch {
      // The database is closing, or busy past busy_timeout: nothing cached is trusted until it answers.
      changes.noteAll();
    }
  }, constants.server.changePollMs);
  timer.unref();
  return async () => clearInterval(timer);
}

function watchPostgres(options: DatabaseOptions, changes: ChangeLog, log: Logger): () => Promise<void> {
  // Nothing cached is trusted until the listener is in place.
  changes.setWatching(false);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (error?: Error) => {
    changes.setWatching(false);
    const gone = client;
    client = null;
    gone?.removeAllListeners();
    gone?.on('error', () => undefined);
    void gone?.end().catch(() => undefined);
    if (stopped) return;
    if (error) log.warn({ error: error.message }, 'change listener lost; personal caches off until it is back');
    retry = setTimeout(connect, reconnectMs);
    retry.unref();
  };

  async function connect() {
    retry = null;
    const listener = new pg.Client({
      connectionString: options.databaseUrl!,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    });
    client = listener;
    listener.on('error', lost);
    listener.on('end', () => client === listener && lost(new Error('connection ended')));
    try {
      await listener.connect();
      const { rows } = await listener.query<{ schema: string }>('select current_schema() as schema');
      const prefix = `${rows[0]!.schema}.`;
      listener.on('notification', (message) => {
        // Other schemas on the same database (the test suites') are other stores.
        const payload = message.payload;
        if (!payload?.startsWith(prefix)) return;
        changes.note(payload.slice(prefix.length));
      });
      await listener.query(`listen ${changeChannel}`);
      if (client === listener && !stopped) changes.setWatching(true);
    } catch (error) {
      if (client === listener) lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = null;
    open?.removeAllListeners();
    open?.on('error', () => undefined);
    await open?.end().catch(() => undefined);
  };
}

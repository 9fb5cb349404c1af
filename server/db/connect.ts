// One Kysely instance over either SQLite (a file under DATA_DIR) or PostgreSQL (DATABASE_URL): the
// query code is the same for both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { statementNameOf } from './prepared';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data is, for messages: the SQLite file or the PostgreSQL URL without its password. */
  location: string;
  /** SQLite's own connection under Kysely's (server/db/watch-changes.ts registers its triggers on it). */
  sqlite?: SQLite.Database;
  /**
   * PostgreSQL: told the table of each insert, update or delete this process committed, once committed
   * (server/db/watch-changes.ts; the triggers' notifications name the rows, but arrive a moment later).
   */
  committedWrites?: { listener: (table: string) => void };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema?: string | null;
}

// Times and counts come back from PostgreSQL as int8 strings; every value we store fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function sqliteFile(dataDir: string): string {
  return join(dataDir, 'storefront.sqlite');
}

/**
 * SQLite reads the file through a memory map instead of a read() call per page into its small page cache:
 * a search touches thousands of index pages (a keyword's matches, a count), and over a million goods the
 * copies were a third of its time. Writes still go through write(), so a full disk is still SQLITE_FULL.
 * The map is address space, shared by every connection and process on the file, not memory of each.
 */
const mmapBytes = 4 * 1024 ** 3;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    });
    // An idle pooled connection that PostgreSQL drops (restart, failover) is replaced on next use; without
    // a listener its error event would end the process.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
    // The pool listens only to idle clients. A client checked out when PostgreSQL goes away (a transaction
    // between two statements, a query in flight during `pg_ctl restart -m fast`) emits its error event too,
    // and with no listener that ended the whole server. The call under way gets the error from its query
    // (a 503), and the pool discards the client when it is released, as it is no longer queryable.
    const committedWrites = { listener: (_table: string) => {} };
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      wrapQueries(client, (table) => committedWrites.listener(table));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    url.password = '';
    return { db, dialect: 'postgres', location: url.toString(), committedWrites, close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = sqliteFile(options.dataDir);
  const database = new SQLite(file);
  // WAL lets readers in other processes go on during a write; busy_timeout makes writers queue
  // instead of failing when several server processes share the file.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  database.pragma(`mmap_size = ${mmapBytes}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return { db, dialect: 'sqlite', location: file, sqlite: database, close: () => db.destroy() };
}

/**
 * A second connection to the SQLite file that only reads (the search workers' own): WAL lets it read
 * while the server's connection writes, each on its own thread.
 */
export function openSqliteReader(file: string): DatabaseHandle {
  const database = new SQLite(file, { fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  database.pragma('query_only = 1');
  database.pragma(`mmap_size = ${mmapBytes}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

const statementCacheSize = 256;

// The table an insert, update or delete as Kysely writes it names.
const writeTarget = /\b(?:insert into|update|delete from) "(\w+)"/g;

/**
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses and plans each time. The queries
 * compiled once (server/db/prepared.ts: the session, the home counters, recent views) go as named ones, so
 * each connection prepares them once. And the tables written are reported once the write is committed: at
 * the end of its statement, or of the transaction it is in (Kysely's own begin, commit and rollback).
 */
function wrapQueries(client: pg.PoolClient, committed: (table: string) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let inTransaction = false;
  const written = new Set<string>();
  const report = () => {
    for (const table of written) committed(table);
    written.clear();
  };
  (client as { query: unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' && Array.isArray(values) ? statementNameOf(text) : undefined;
    const result = name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
    if (typeof text !== 'string') return result;
    let ends = false;
    if (text === 'begin' || text.startsWith('start transaction')) inTransaction = true;
    else if (text === 'commit' || text === 'rollback') ends = true;
    else for (const match of text.matchAll(writeTarget)) written.add(match[1]!);
    if (written.size > 0 && (ends || !inTransaction) && result instanceof Promise) {
      if (ends) inTransaction = false;
      // Reported whether the statement succeeded or not: a change that did not happen costs a reload only.
      return result.finally(report);
    }
    if (ends) inTransaction = false;
    return result;
  };
}

/** Stands in for ROLLBACK when SQLite has already rolled the transaction back: Kysely runs it and reads no rows. */
const alreadyRolledBack = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) } as unknown as SQLite.Statement;

/**
 * Kysely prepares every query afresh; the storefront runs the same few dozen statements over and over,
 * so prepared statements are kept (SQLite re-prepares one by itself if the schema changed under it).
 * Safe because Kysely runs one query at a time on its single SQLite connection.
 *
 * Kysely opens a transaction with a plain (deferred) BEGIN, which takes the write lock only at the first
 * write. When several server processes share the file, a transaction that reads first (a bid reads the
 * auction, a payment the wallet) and another process commits in between cannot write at all: SQLite
 * answers SQLITE_BUSY_SNAPSHOT at once, without waiting out busy_timeout. Our transactions are there to
 * write, so they take the write lock at BEGIN and queue behind other processes' writers instead.
 */
function withStatementCache(database: SQLite.Database): Pick<SQLite.Database, 'prepare' | 'close'> {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      // Some errors end the transaction by themselves (SQLITE_FULL on a full disk, SQLITE_IOERR, SQLITE_NOMEM).
      // Kysely's ROLLBACK after them would fail with "no transaction is active", and that error, not the
      // real one, would reach the caller: a full disk would look like a bug instead of a 507.
      if (text === 'rollback' && !database.inTransaction) return alreadyRolledBack;
      const sql = text === 'begin' ? 'begin immediate' : text;
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size >= statementCacheSize) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
    close: () => database.close(),
  } as Pick<SQLite.Database, 'prepare' | 'close'>;
}

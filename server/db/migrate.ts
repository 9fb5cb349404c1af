// Versioned migrations, each applied in its own transaction together with its schema_migrations row:
// a migration that fails leaves the database as it was (both SQLite and PostgreSQL roll back DDL).
import { type Kysely, sql } from 'kysely';
import type { Dialect } from './connect';
import { migrations as allMigrations } from './migrations';
import type { Migration } from './migrations/helpers';
import type { Database } from './types';

// Several processes may start at once against one database; this lock lets one migrate at a time.
const pgLockKey = 72_616_101;

/**
 * Takes the database's write lock at the start of a transaction. SQLite: a write that changes nothing
 * takes it at once, where a transaction that read first would fail when it later tried to write after
 * another process had committed.
 */
export async function lockForWriting(trx: Kysely<Database>, dialect: Dialect, sqliteTable: 'schema_migrations' | 'settings'): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${pgLockKey})`.execute(trx);
  else await sql`delete from ${sql.table(sqliteTable)} where 1 = 0`.execute(trx);
}

async function ensureTable(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await lockForWriting(trx, dialect, 'schema_migrations');
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'bigint', (c) => c.notNull())
      .execute();
  });
}

export async function appliedVersions(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
  return rows.map((r) => r.version);
}

/** Applies the pending migrations in order; returns the ones applied. */
export async function migrate(
  db: Kysely<Database>,
  dialect: Dialect,
  onApplied: (m: Migration) => void = () => {},
  migrations: readonly Migration[] = allMigrations,
): Promise<Migration[]> {
  const versions = migrations.map((m) => m.version);
  if (versions.some((v, i) => i > 0 && v <= versions[i - 1]!)) throw new Error('migration versions must increase');
  await ensureTable(db, dialect);
  const applied: Migration[] = [];
  for (const migration of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      await lockForWriting(trx, dialect, 'schema_migrations');
      const row = await trx.selectFrom('schema_migrations').select('version').where('version', '=', migration.version).executeTakeFirst();
      if (row) return false;
      await migration.up(trx, dialect);
      await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name, applied_at: Date.now() }).execute();
      return true;
    });
    if (done) {
      applied.push(migration);
      onApplied(migration);
    }
  }
  return applied;
}

// Drops every table of the storefront's database (SQLite: the file), for `npm run db:reset`.
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { type DatabaseOptions, openDatabase, sqliteFile } from './connect';

export async function dropEverything(options: DatabaseOptions): Promise<void> {
  if (!options.databaseUrl) {
    const file = sqliteFile(options.dataDir);
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    return;
  }
  const handle = openDatabase(options);
  try {
    await handle.db.transaction().execute(async (trx) => {
      const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(trx);
      for (const { tablename } of tables.rows) await sql`drop table if exists ${sql.id(tablename)} cascade`.execute(trx);
    });
  } finally {
    await handle.close();
  }
}

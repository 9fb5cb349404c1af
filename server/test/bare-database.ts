// An empty database of its own for each test (a SQLite file, or a PostgreSQL schema when DATABASE_URL is
// set), for tests of migrations and seeding that must start from nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/connect';

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

/**
 * Registers the per-test setup and clean-up; call the returned function inside a test for the handle, and its
 * `another()` for one more connection to the same database (another server process's, as far as it can tell).
 */
export function freshDatabasePerTest(prefix: string): (() => DatabaseHandle) & { another(): DatabaseHandle } {
  let handle: DatabaseHandle;
  let dir: string;
  let schema: string | null = null;
  const others: DatabaseHandle[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), `storefront-${prefix}-`));
    const databaseUrl = process.env.DATABASE_URL || null;
    if (databaseUrl) {
      schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      await admin(`create schema "${schema}"`);
    }
    handle = openDatabase({ dataDir: dir, databaseUrl, databaseSchema: schema });
  });

  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await handle.close();
    if (schema) await admin(`drop schema "${schema}" cascade`);
    rmSync(dir, { recursive: true, force: true });
  });

  return Object.assign(() => handle, {
    another() {
      const other = openDatabase({ dataDir: dir, databaseUrl: process.env.DATABASE_URL || null, databaseSchema: schema });
      others.push(other);
      return other;
    },
  });
}

// PostgreSQL hands out goods ids as rows are inserted, not as their transactions commit: an import that
// commits after the alert job has read past its ids would never be matched, since the job's cursor only
// moves forward. Writers of new listings hold this fence shared for their transaction; the alert job takes
// it exclusively before it reads, so it waits for imports under way, and every id below what it reads
// belongs to a committed transaction. SQLite needs no fence: its write transactions start IMMEDIATE, one at
// a time, and the job's transaction writes too.
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/types';

// Any constant, shared by both sides; advisory locks are per database.
const fenceKey = 70_100_001;
const onPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Taken by a transaction that inserts goods (the catalog import, the seed). */
export async function enterListingWrite(trx: Kysely<Database>): Promise<void> {
  if (onPostgres(trx)) await sql`select pg_advisory_xact_lock_shared(${fenceKey})`.execute(trx);
}

/** Taken by the alert job's transaction before it reads new listings. */
export async function waitForListingWrites(trx: Kysely<Database>): Promise<void> {
  if (onPostgres(trx)) await sql`select pg_advisory_xact_lock(${fenceKey})`.execute(trx);
}

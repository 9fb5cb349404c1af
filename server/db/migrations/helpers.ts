import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../connect';

export interface Migration {
  /** Sorts the migrations: 0001, 0002, … */
  readonly version: string;
  readonly name: string;
  // Migrations see the schema as it was when they were written, not today's Database type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** An auto-numbered id: SQLite's rowid alias or PostgreSQL's identity column. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

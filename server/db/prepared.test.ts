import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared';
import type { Database } from './types';

const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
afterAll(() => db.destroy());

describe('prepared queries', () => {
  it('compiles once and runs with each call’s own arguments, in any order they appear', async () => {
    await sql`create table currencies (id text primary key, symbol text, rate real, sort integer)`.execute(db);
    await sql`insert into currencies values ('USD', '$', 0.0067, 1), ('EUR', '€', 0.0062, 2), ('GBP', '£', 0.0053, 3)`.execute(db);
    const cheaperThan = preparedQuery((k: Kysely<Database>, limit: number, rate: number) =>
      k.selectFrom('currencies').select('id').where('rate', '<', rate).orderBy('sort').limit(limit),
    );
    expect(await cheaperThan(db, 5, 0.0065)).toEqual([{ id: 'EUR' }, { id: 'GBP' }]);
    expect(await cheaperThan(db, 1, 0.0065)).toEqual([{ id: 'EUR' }]);
    expect(await cheaperThan(db, 5, 0.001)).toEqual([]);
  });

  it('refuses a query that does not pass an argument as a parameter', async () => {
    const inlined = preparedQuery((k: Kysely<Database>, id: string) => k.selectFrom('currencies').select('id').where('id', '=', sql.lit(String(id))));
    await expect(inlined(db, 'USD')).rejects.toThrow('does not take each argument as a parameter');
  });
});

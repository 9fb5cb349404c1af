// Queries on every call's path (the session, the home counters, recent views) are built and compiled by
// Kysely once per database with a marker in place of each argument, then run with the real arguments
// put in the markers' places. Building and compiling a small query costs more than SQLite takes to run it.
import { type Compilable, type CompiledQuery, type Kysely, createQueryId } from 'kysely';
import type { Database } from './types';

type Db = Kysely<Database>;

/**
 * The SQL of every prepared query, each with a statement name: PostgreSQL connections parse and plan these
 * once each (server/db/connect.ts names them to the driver) instead of on every call.
 */
const statementNames = new Map<string, string>();

export function statementNameOf(sql: string): string | undefined {
  return statementNames.get(sql);
}

export function preparedQuery<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; slots: number[] }>();
  const markers = Array.from({ length: build.length - 1 }, (_, i) => Symbol(`argument ${i}`));

  function compile(db: Db) {
    const query = build(db, ...(markers as unknown as A)).compile();
    const slots = query.parameters.map((p) => markers.indexOf(p as symbol));
    // An argument Kysely wrote into the SQL text, or dropped, would be run with the marker's value.
    if (markers.some((_, i) => !slots.includes(i))) throw new Error(`a prepared query does not take each argument as a parameter: ${query.sql}`);
    if (!statementNames.has(query.sql)) statementNames.set(query.sql, `prepared_${statementNames.size + 1}`);
    return { query, slots };
  }

  return async function run(db: Db, ...args: A): Promise<R[]> {
    let prepared = compiled.get(db);
    if (!prepared) compiled.set(db, (prepared = compile(db)));
    const { query, slots } = prepared;
    const parameters = query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    const result = await db.executeQuery<R>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}

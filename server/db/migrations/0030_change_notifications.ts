import { sql } from 'kysely';
import type { Migration } from './helpers';

// PostgreSQL tells every server process which shopper's rows changed (server/db/watch-changes.ts listens),
// so the per-shopper caches of all processes drop an entry on the commit that makes it stale. SQLite gets
// the same from temporary triggers on each connection instead, which need nothing stored.
// The tables and key columns are those of `watchedTables` when this was written; a table added there later
// needs a migration of its own (server/test/watch-changes.test.ts checks every one has its trigger).
const tables = { sessions: 'id_hash', users: 'id', cart_items: 'user_id', coupons: 'user_id', messages: 'user_id', recent_views: 'viewer' };

export const changeNotifications: Migration = {
  version: '0030',
  name: 'PostgreSQL: notify the key of every row written to the tables the per-shopper caches read',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    // One function for all: the key column comes as the trigger's argument. A truncation names no row, so
    // it says "*": every key of the table.
    await sql`
      create or replace function storefront_note_change() returns trigger language plpgsql as $$
      declare
        prefix text := tg_table_schema || '.' || tg_table_name || ':';
        old_key text;
        new_key text;
      begin
        if tg_op = 'TRUNCATE' then
          perform pg_notify('storefront_changes', prefix || '*');
          return null;
        end if;
        if tg_op <> 'INSERT' then old_key := to_jsonb(old) ->> tg_argv[0]; end if;
        if tg_op <> 'DELETE' then new_key := to_jsonb(new) ->> tg_argv[0]; end if;
        if old_key is not null then perform pg_notify('storefront_changes', prefix || old_key); end if;
        if new_key is not null and new_key is distinct from old_key then perform pg_notify('storefront_changes', prefix || new_key); end if;
        return null;
      end $$`.execute(db);
    for (const [table, column] of Object.entries(tables)) {
      await sql`create trigger ${sql.id(`${table}_note_change`)} after insert or update or delete on ${sql.id(table)}
        for each row execute function storefront_note_change(${sql.lit(column)})`.execute(db);
      await sql`create trigger ${sql.id(`${table}_note_truncate`)} after truncate on ${sql.id(table)}
        for each statement execute function storefront_note_change()`.execute(db);
    }
  },
};

import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { type Migration, withId } from './helpers';

// Ways out of a stalled group (server/groups/exits.ts) and storage fees charged with a member's share:
// - groups.state may be 'dissolved' (the leader dissolved it before it shipped; dissolved_at says when);
// - group_members.status may be 'left' (the member left before paying) or 'removed' (the leader removed a
//   member who had not paid after the list closed);
// - group_shares.storage_yen: the storage fees the member's orders ran up before they went on the list,
//   charged with the share; group_shares.paid_yen: what the member has paid into the parcel's account, net
//   of what went back (a share re-priced after someone left, a dissolved group). A share is paid when
//   paid_yen covers share_yen + storage_yen.
//
// PostgreSQL widens the two CHECK constraints in place. SQLite cannot alter a CHECK constraint, and its
// foreign keys stay on inside the migration's transaction (PRAGMA foreign_keys is ignored there): dropping
// a rebuilt `groups` would cascade into its members, items and shares. So the four group tables are
// rebuilt together, rows and ids kept: renamed aside (their foreign keys follow the renames), created anew,
// copied, and the old ones dropped children first, so no cascade reaches a new row.

const groupStates = sql`('recruiting', 'collecting', 'awaitingPayment', 'ready', 'dissolved')`;
const memberStatuses = sql`('pending', 'approved', 'rejected', 'left', 'removed')`;

export const groupExits: Migration = {
  version: '0018',
  name: 'group exits and storage with shares',
  async up(db, dialect) {
    if (dialect === 'postgres') {
      await sql`alter table groups drop constraint groups_state_check`.execute(db);
      await sql`alter table groups add constraint groups_state_check check (state in ${groupStates})`.execute(db);
      await db.schema.alterTable('groups').addColumn('dissolved_at', 'bigint').execute();
      await sql`alter table group_members drop constraint group_members_status_check`.execute(db);
      await sql`alter table group_members add constraint group_members_status_check check (status in ${memberStatuses})`.execute(db);
      await db.schema.alterTable('group_shares').addColumn('storage_yen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`storage_yen >= 0`)).execute();
      await db.schema.alterTable('group_shares').addColumn('paid_yen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`paid_yen >= 0`)).execute();
    } else {
      await rebuildForSqlite(db, dialect);
    }
    // Shares paid before this migration paid their whole share (there was no storage with them yet).
    await sql`update group_shares set paid_yen = share_yen where paid_at is not null`.execute(db);
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildForSqlite(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const tables = ['groups', 'group_members', 'group_items', 'group_shares'] as const;
  for (const table of tables) await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_old`)}`.execute(db);

  // As migration 0016 made them, with the changes above.
  await withId(db.schema.createTable('groups'), dialect)
    .addColumn('leader_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ${groupStates}`))
    .addColumn('method', 'text')
    .addColumn('parcel_id', 'integer')
    .addColumn('postage_yen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_at', 'bigint')
    .addColumn('ready_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('dissolved_at', 'bigint')
    .execute();
  await withId(db.schema.createTable('group_members'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${memberStatuses}`))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('group_members_once', ['group_id', 'user_id'])
    .execute();
  await withId(db.schema.createTable('group_items'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('weight_grams', 'integer', (c) => c.notNull().check(sql`weight_grams >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('group_shares'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('share_yen', 'integer', (c) => c.notNull().check(sql`share_yen >= 0`))
    .addColumn('paid_at', 'bigint')
    .addColumn('idempotency_key', 'text')
    .addColumn('reminded_at', 'bigint')
    .addColumn('storage_yen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`storage_yen >= 0`))
    .addColumn('paid_yen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`paid_yen >= 0`))
    .addUniqueConstraint('group_shares_once', ['group_id', 'user_id'])
    .execute();

  await sql`insert into groups (id, leader_id, name, rules, address, country, deadline_at, state, method, parcel_id, postage_yen, closed_at, ready_at, created_at, updated_at)
    select id, leader_id, name, rules, address, country, deadline_at, state, method, parcel_id, postage_yen, closed_at, ready_at, created_at, updated_at from groups_old`.execute(db);
  await sql`insert into group_members (id, group_id, user_id, status, message, created_at, updated_at)
    select id, group_id, user_id, status, message, created_at, updated_at from group_members_old`.execute(db);
  await sql`insert into group_items (id, group_id, user_id, order_id, weight_grams, created_at)
    select id, group_id, user_id, order_id, weight_grams, created_at from group_items_old`.execute(db);
  await sql`insert into group_shares (id, group_id, user_id, weight_grams, share_yen, paid_at, idempotency_key, reminded_at)
    select id, group_id, user_id, weight_grams, share_yen, paid_at, idempotency_key, reminded_at from group_shares_old`.execute(db);

  // Ids keep counting from where the old tables were (a deleted last row's id is not handed out again).
  for (const table of tables) {
    await sql`update sqlite_sequence set seq = (select seq from sqlite_sequence where name = ${`${table}_old`}) where name = ${table} and exists (select 1 from sqlite_sequence where name = ${`${table}_old`})`.execute(db);
  }
  // Children first: once they are gone nothing refers to groups_old, so dropping it cascades nowhere.
  for (const table of [...tables].reverse()) await db.schema.dropTable(`${table}_old`).execute();
  // The indexes went with the old tables; 0016's again.
  await db.schema.createIndex('groups_state_deadline').on('groups').columns(['state', 'deadline_at']).execute();
  await db.schema.createIndex('groups_leader').on('groups').columns(['leader_id', 'id']).execute();
  await db.schema.createIndex('group_members_user').on('group_members').columns(['user_id', 'group_id']).execute();
  await db.schema.createIndex('group_items_group').on('group_items').columns(['group_id', 'user_id']).execute();
}

import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// Group shipping (china edition, /personal/group/*): a leader opens a group with a destination, a deadline
// and rules; shoppers apply and the leader approves; approved members put their arrived orders on the
// group's list; the leader closes the list into one parcel (parcels.kind 'group') and each member pays a
// share of its postage split by weight.
export const groups: Migration = {
  version: '0016',
  name: 'group shipping',
  async up(db, dialect) {
    // state: recruiting → collecting (applications closed at the deadline) → awaitingPayment (list closed,
    // parcel priced) → ready (every share paid; staff ship the parcel to the leader).
    await withId(db.schema.createTable('groups'), dialect)
      .addColumn('leader_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('rules', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('deadline_at', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('recruiting', 'collecting', 'awaitingPayment', 'ready')`))
      .addColumn('method', 'text')
      .addColumn('parcel_id', 'integer')
      .addColumn('postage_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('closed_at', 'bigint')
      .addColumn('ready_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('groups_state_deadline').on('groups').columns(['state', 'deadline_at']).execute();
    await db.schema.createIndex('groups_leader').on('groups').columns(['leader_id', 'id']).execute();

    // One row per shopper and group: the leader (approved from the start) and every applicant.
    await withId(db.schema.createTable('group_members'), dialect)
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('group_members_once', ['group_id', 'user_id'])
      .execute();
    await db.schema.createIndex('group_members_user').on('group_members').columns(['user_id', 'group_id']).execute();

    // An order on a group's list; unique per order, so an order is on one list at most (it is also
    // `merged`, so no merged parcel can take it).
    await withId(db.schema.createTable('group_items'), dialect)
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
      .addColumn('weight_grams', 'integer', (c) => c.notNull().check(sql`weight_grams >= 0`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('group_items_group').on('group_items').columns(['group_id', 'user_id']).execute();

    // Each member's share of the postage, written when the list closes; paid once (idempotency key).
    await withId(db.schema.createTable('group_shares'), dialect)
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('weight_grams', 'integer', (c) => c.notNull())
      .addColumn('share_yen', 'integer', (c) => c.notNull().check(sql`share_yen >= 0`))
      .addColumn('paid_at', 'bigint')
      .addColumn('idempotency_key', 'text')
      .addColumn('reminded_at', 'bigint')
      .addUniqueConstraint('group_shares_once', ['group_id', 'user_id'])
      .execute();
  },
};

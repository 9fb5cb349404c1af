import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// Invitations (/invite) and work orders (support tickets, /workOrder and the console's ticket queue).
export const invitesWorkOrders: Migration = {
  version: '0020',
  name: 'invites and work orders',
  async up(db, dialect) {
    // A shopper's personal code, made the first time they open /invite (or share it).
    await db.schema
      .createTable('invite_codes')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // Who invited whom, written at registration: one inviter per invited shopper.
    await db.schema
      .createTable('invites')
      .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invites_inviter').on('invites').columns(['inviter_id', 'invitee_id']).execute();
    // The reward for one invited shopper's first shipped order. The primary key on the invitee is what makes
    // it once: a retried or concurrent shipment's insert conflicts and credits nothing.
    await db.schema
      .createTable('invite_rewards')
      .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invite_rewards_inviter').on('invite_rewards').columns(['inviter_id', 'invitee_id']).execute();

    // status: open (no staff answer yet) → awaitingShopper (staff answered) ⇄ awaitingStaff (the shopper
    // answered) → resolved (staff) → closed (the shopper, staff, or the auto-close job after a quiet spell).
    await withId(db.schema.createTable('work_orders'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'awaitingShopper', 'awaitingStaff', 'resolved', 'closed')`))
      .addColumn('context', 'text')
      .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
      .addColumn('rating_comment', 'text')
      .addColumn('rated_at', 'bigint')
      .addColumn('last_message_at', 'bigint', (c) => c.notNull())
      .addColumn('resolved_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('work_orders_user').on('work_orders').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('work_orders_status').on('work_orders').columns(['status', 'last_message_at']).execute();

    await withId(db.schema.createTable('work_order_messages'), dialect)
      .addColumn('work_order_id', 'integer', (c) => c.notNull().references('work_orders.id').onDelete('cascade'))
      .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('shopper', 'staff')`))
      .addColumn('author_id', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('work_order_messages_ticket').on('work_order_messages').columns(['work_order_id', 'id']).execute();
  },
};

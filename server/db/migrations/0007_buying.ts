import { sql } from 'kysely';
import type { Migration } from './helpers';
import { withId } from './helpers';

// Buying: staff role, addresses, the double-entry ledger (wallet, points, orders), recharges through a
// payment gateway, checkouts (order sets, one per idempotency key), orders with their event history,
// warehouse photos, buy-notice acceptances, seller reviews, after-sales appeals and the staff audit log.
export const buying: Migration = {
  version: '0007',
  name: 'buying: addresses, ledger, recharges, checkouts, orders, appeals, staff audit',
  async up(db, dialect) {
    await db.schema.alterTable('users').addColumn('role', 'text', (c) => c.notNull().defaultTo('shopper')).execute();

    await withId(db.schema.createTable('addresses'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('postcode', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('line1', 'text', (c) => c.notNull())
      .addColumn('line2', 'text')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('addresses_user').on('addresses').columns(['user_id', 'id']).execute();

    // Every movement of money or points is one transaction whose entries sum to zero per currency.
    await withId(db.schema.createTable('ledger_transactions'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('ref_type', 'text')
      .addColumn('ref_id', 'integer')
      .addColumn('memo', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_transactions_user').on('ledger_transactions').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('ledger_transactions_ref').on('ledger_transactions').columns(['ref_type', 'ref_id']).execute();
    await withId(db.schema.createTable('ledger_entries'), dialect)
      .addColumn('txn_id', 'integer', (c) => c.notNull().references('ledger_transactions.id').onDelete('restrict'))
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('JPY', 'PT')`))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
      .execute();
    await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account', 'currency', 'txn_id']).execute();
    await db.schema.createIndex('ledger_entries_txn').on('ledger_entries').column('txn_id').execute();

    await withId(db.schema.createTable('recharges'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('amount_yen', 'integer', (c) => c.notNull().check(sql`amount_yen > 0`))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text')
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('action_url', 'text')
      .addColumn('failure_code', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('recharges_once', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('recharges_provider_ref').on('recharges').column('provider_ref').unique().execute();
    // A gateway event id is handled once, however often the gateway delivers it.
    await db.schema
      .createTable('gateway_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema.alterTable('coupons').addColumn('site', 'text').execute();
    await db.schema.alterTable('coupons').addColumn('checkout_id', 'integer').execute();

    await db.schema.alterTable('cart_items').addColumn('remark', 'text').execute();

    // One order set per (shopper, idempotency key): a repeated pay answers the set already made.
    await withId(db.schema.createTable('checkouts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('services', 'text', (c) => c.notNull())
      .addColumn('coupon_id', 'integer')
      .addColumn('goods_yen', 'integer', (c) => c.notNull())
      .addColumn('fees_yen', 'integer', (c) => c.notNull())
      .addColumn('domestic_yen', 'integer', (c) => c.notNull())
      .addColumn('services_yen', 'integer', (c) => c.notNull())
      .addColumn('discount_yen', 'integer', (c) => c.notNull())
      .addColumn('points_used', 'integer', (c) => c.notNull())
      .addColumn('total_yen', 'integer', (c) => c.notNull())
      .addColumn('cash_yen', 'integer', (c) => c.notNull().check(sql`cash_yen >= 0`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('checkouts_once', ['user_id', 'idempotency_key'])
      .execute();

    await withId(db.schema.createTable('orders'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('checkout_id', 'integer', (c) => c.references('checkouts.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('site', 'text')
      .addColumn('external_id', 'text')
      .addColumn('type', 'integer')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text')
      .addColumn('seller_id', 'text')
      .addColumn('seller_name', 'text')
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('options', 'text')
      .addColumn('remark', 'text')
      .addColumn('price_yen', 'integer', (c) => c.notNull().check(sql`price_yen >= 0`))
      .addColumn('proxy_fee_yen', 'integer', (c) => c.notNull())
      .addColumn('domestic_yen', 'integer', (c) => c.notNull())
      .addColumn('services', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('services_yen', 'integer', (c) => c.notNull())
      .addColumn('discount_yen', 'integer', (c) => c.notNull())
      .addColumn('points_used', 'integer', (c) => c.notNull())
      .addColumn('paid_yen', 'integer', (c) => c.notNull())
      .addColumn('proposed_price_yen', 'integer')
      .addColumn('weight_grams', 'integer')
      .addColumn('length_cm', 'integer')
      .addColumn('width_cm', 'integer')
      .addColumn('height_cm', 'integer')
      .addColumn('domestic_carrier', 'text')
      .addColumn('domestic_tracking', 'text')
      .addColumn('carrier', 'text')
      .addColumn('tracking_no', 'text')
      .addColumn('reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('delivered_at', 'bigint')
      .execute();
    await db.schema.createIndex('orders_user_state').on('orders').columns(['user_id', 'state', 'id']).execute();
    await db.schema.createIndex('orders_state').on('orders').columns(['state', 'updated_at']).execute();
    await db.schema.createIndex('orders_checkout').on('orders').column('checkout_id').execute();

    await withId(db.schema.createTable('order_events'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('from_state', 'text')
      .addColumn('to_state', 'text', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('note', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

    await withId(db.schema.createTable('order_photos'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_photos_order').on('order_photos').column('order_id').execute();

    await db.schema
      .createTable('buy_notice_acceptances')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('notice_key', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('buy_notice_acceptances_pk', ['user_id', 'notice_key'])
      .execute();

    await db.schema
      .createTable('seller_reviews')
      .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('appeals'), dialect)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('resolution', 'text')
      .addColumn('refund_yen', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('appeals_order').on('appeals').column('order_id').execute();
    await db.schema.createIndex('appeals_status').on('appeals').columns(['status', 'id']).execute();

    await db.schema.alterTable('messages').addColumn('order_id', 'integer').execute();

    await withId(db.schema.createTable('audit_log'), dialect)
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
  },
};

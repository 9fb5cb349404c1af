// Every row of every table, as one string: "the database is unchanged" is this string, equal before
// and after.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

const tables: (keyof Database)[] = [
  'users', 'sessions', 'verification_codes', 'rate_limits', 'mail_outbox', 'currencies', 'categories', 'category_names',
  'service_names', 'contents', 'content_texts', 'experiences', 'experience_likes', 'advertisements', 'coupons', 'cart_items', 'messages', 'recent_views',
  'unblock_requests', 'visitor_sources', 'settings', 'schema_migrations',
  'collected_goods', 'collected_sellers', 'search_terms', 'shipping_countries', 'shipping_rates', 'shipping_suspensions',
  'sellers', 'goods', 'goods_reviews', 'card_series', 'risk_notices',
  'addresses', 'ledger_transactions', 'ledger_entries', 'recharges', 'gateway_events', 'checkouts', 'orders', 'order_events',
  'order_photos', 'buy_notice_acceptances', 'seller_reviews', 'appeals', 'audit_log',
  'jobs', 'parcels', 'groups', 'group_members', 'group_items', 'group_shares', 'auctions', 'auction_bids', 'auction_events', 'auction_requests',
  'saved_searches', 'saved_search_hits', 'search_alerts', 'search_alert_items',
];

export async function fingerprint(db: Kysely<Database>): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    parts.push(`${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
  }
  return parts.join('\n');
}

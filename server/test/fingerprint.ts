// Every row of every table, as one string: "the database is unchanged" is this string, equal before
// and after.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

// Every table of the Database type, each once: a table added to the schema and not here is a type error,
// so no test can miss a change to it. goods_fts and goods_counts are left out: SQLite's search index over
// goods (a copy of its text) and its counts of goods, which PostgreSQL does not have and which follow goods. So is analytics_events: a log of the shoppers' steps that a
// refused call may also write (a search is a step whatever it finds), flushed a moment after the answer.
const everyTable: Record<keyof Database, boolean> = {
  schema_migrations: true, users: true, sessions: true, verification_codes: true, signup_attempts: true, reset_attempts: true, rate_limits: true,
  mail_outbox: true, currencies: true, categories: true, category_names: true, service_names: true,
  contents: true, content_texts: true, experiences: true, experience_likes: true, advertisements: true,
  coupons: true, cart_items: true, messages: true, mail_opt_outs: true, sellers: true, goods: true, goods_texts: true,
  goods_fts: false, goods_counts: false, goods_reviews: true, card_series: true, risk_notices: true, recent_views: true,
  unblock_requests: true, visitor_sources: true, settings: true, collected_goods: true,
  collected_sellers: true, search_terms: true, shipping_countries: true, shipping_rates: true,
  shipping_suspensions: true, addresses: true, ledger_transactions: true, ledger_entries: true,
  recharges: true, gateway_events: true, checkouts: true, orders: true, order_events: true,
  order_photos: true, parcel_photos: true, uploads: true, buy_notice_acceptances: true, seller_reviews: true, appeals: true,
  audit_log: true, jobs: true, parcels: true, parcel_claims: true, groups: true, group_members: true, group_items: true,
  group_shares: true, auctions: true, saved_searches: true, saved_search_hits: true, search_alerts: true,
  search_alert_items: true, auction_bids: true, auction_events: true, auction_requests: true,
  invite_codes: true, invites: true, invite_rewards: true, work_orders: true, work_order_messages: true,
  social_accounts: true, email_changes: true, deleted_accounts: true, used_widget_tokens: true,
  identity_verifications: true, saved_cards: true, offer_claims: true, analytics_events: false,
  // When each live provider may next be called: a refused call that reads goods from one still takes its turn.
  provider_calls: false,
};
const tables = (Object.keys(everyTable) as (keyof Database)[]).filter((table) => everyTable[table]);

export async function fingerprint(db: Kysely<Database>): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    parts.push(`${table}:${JSON.stringify(rows.map((r) => JSON.stringify(r)).sort())}`);
  }
  return parts.join('\n');
}

// The tables as Kysely sees them. Times are epoch milliseconds (bigint in PostgreSQL, read back as
// numbers); money is integer yen; flags are nullable times (verified_at, read_at) rather than booleans,
// which SQLite lacks.
import type { Generated, Insertable, Selectable } from 'kysely';

export interface Database {
  schema_migrations: { version: string; name: string; applied_at: number };
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  signup_attempts: SignupAttemptsTable;
  provider_calls: ProviderCallsTable;
  reset_attempts: ResetAttemptsTable;
  rate_limits: { key: string; window_start: number; count: number };
  mail_outbox: MailOutboxTable;
  currencies: { id: string; symbol: string; rate: number; sort: number; updated_at: number };
  categories: CategoriesTable;
  category_names: { category_id: number; language: string; name: string };
  service_names: { name: string; language: string; value: string; sort: number };
  contents: ContentsTable;
  content_texts: ContentTextsTable;
  experiences: ExperiencesTable;
  experience_likes: ExperienceLikesTable;
  advertisements: AdvertisementsTable;
  coupons: CouponsTable;
  cart_items: CartItemsTable;
  messages: MessagesTable;
  /** A kind of message (constants mail.kinds) the shopper chose not to have mailed. */
  mail_opt_outs: { user_id: number; kind: string; created_at: number };
  sellers: SellersTable;
  goods: GoodsTable;
  goods_texts: { goods_id: number; description: string; images: string };
  /** SQLite only: the FTS5 trigram index over goods.search_text (PostgreSQL indexes the column itself). */
  goods_fts: { rowid: number; search_text: string };
  /** SQLite only: goods per marketplace, condition, listing type, sold out (0/1) and on sale (0/1), kept by triggers. */
  goods_counts: { site: string; condition: GoodsCondition; listing_type: ListingType; sold_out: number; on_sale: number; n: number };
  goods_reviews: GoodsReviewsTable;
  card_series: { site: string; code: string; name: string; sort: number };
  risk_notices: { risk: GoodsRisk; language: string; title: string; notes: string };
  recent_views: RecentViewsTable;
  unblock_requests: UnblockRequestsTable;
  visitor_sources: { device_id: string; source: string; created_at: number };
  settings: { key: string; value: string };
  collected_goods: CollectedTable;
  collected_sellers: CollectedTable;
  search_terms: SearchTermsTable;
  shipping_countries: { code: string; zone: string };
  shipping_rates: { method: string; zone: string; first_yen: number; step_yen: number };
  shipping_suspensions: { method: string; country: string; note: string; since: number };
  addresses: AddressesTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  recharges: RechargesTable;
  gateway_events: { id: string; type: string; received_at: number };
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  order_photos: OrderPhotosTable;
  parcel_photos: ParcelPhotosTable;
  uploads: UploadsTable;
  buy_notice_acceptances: { user_id: number; notice_key: string; accepted_at: number };
  seller_reviews: { order_id: number; user_id: number; rating: number; text: string; created_at: number };
  appeals: AppealsTable;
  audit_log: AuditLogTable;
  jobs: JobsTable;
  parcels: ParcelsTable;
  parcel_claims: ParcelClaimsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_items: GroupItemsTable;
  group_shares: GroupSharesTable;
  auctions: AuctionsTable;
  saved_searches: SavedSearchesTable;
  saved_search_hits: { search_id: number; goods_id: number; alert_id: number | null; created_at: number };
  search_alerts: SearchAlertsTable;
  search_alert_items: { alert_id: number; goods_id: number; price_before_yen: number | null };
  auction_bids: AuctionBidsTable;
  auction_events: AuctionEventsTable;
  auction_requests: AuctionRequestsTable;
  invite_codes: { user_id: number; code: string; created_at: number };
  invites: { invitee_id: number; inviter_id: number; created_at: number };
  invite_rewards: { invitee_id: number; inviter_id: number; order_id: number; amount: number; created_at: number };
  work_orders: WorkOrdersTable;
  work_order_messages: WorkOrderMessagesTable;
  social_accounts: SocialAccountsTable;
  email_changes: EmailChangesTable;
  deleted_accounts: DeletedAccountsTable;
  used_widget_tokens: UsedWidgetTokensTable;
  identity_verifications: IdentityVerificationsTable;
  saved_cards: SavedCardsTable;
  offer_claims: OfferClaimsTable;
  analytics_events: AnalyticsEventsTable;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: 'google' | 'apple';
  /** The provider's stable id of the person (the token's `sub`). */
  subject: string;
  email: string | null;
  created_at: number;
}

export interface EmailChangesTable {
  user_id: number;
  new_email: string;
  created_at: number;
}

export interface DeletedAccountsTable {
  id: Generated<number>;
  user_id: number;
  deleted_at: number;
  /** Until then the account's anonymized orders, payments and ledger entries are kept. */
  retain_until: number;
}

export interface UsedWidgetTokensTable {
  token_hash: string;
  expires_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  nickname: string;
  language: string;
  verified_at: number | null;
  signup_from: string | null;
  source: string | null;
  created_at: number;
  updated_at: number;
  /** 'staff' opens the console (/ops); set by `npm run ops:staff -- <email>`, never by a call. */
  role: Generated<UserRole>;
  /** Set when the account was deleted: its personal data is erased, the row stays for its orders. */
  deleted_at: Generated<number | null>;
}
/**
 * A warehouse photo's file: re-encoded (the only kind served), still as staff sent it before photos were
 * re-encoded (rewritten by the pass at start, server/ops/photo-reencode.ts), or one that pass could not
 * read, kept for an operator and never served.
 */
export type PhotoFileState = 'asUploaded' | 'reencoded' | 'unreadable';

export interface OrderPhotosTable {
  id: Generated<number>;
  order_id: number;
  path: string;
  content_type: string;
  // Required when written: a new photo says what it is (the column's default is for rows from before it).
  file_state: PhotoFileState;
  created_at: number;
}

/** A photo of a packed parcel, always re-encoded when written. */
export interface ParcelPhotosTable {
  id: Generated<number>;
  parcel_id: number;
  path: string;
  content_type: string;
  created_at: number;
}

export type UserRole = 'shopper' | 'staff';
export type UserRow = Selectable<UsersTable>;

export interface SessionsTable {
  /** SHA-256 of the cookie value: a copy of the table does not hand out sessions. */
  id_hash: string;
  user_id: number | null;
  csrf_token: string;
  created_at: number;
  expires_at: number;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'register' | 'reset' | 'email';
  code_hash: string;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
  /** The sign-up attempt a registration code was mailed for; null for the other purposes. */
  attempt_id: number | null;
  /** The reset attempt a reset code was mailed for; null for the other purposes. */
  reset_attempt_id: number | null;
  /** When CheckVerifyCode found this code right (a reset takes only such a code). */
  checked_at: number | null;
}

/** One browser's password reset of a verified account: its codes work only beside its cookie. */
export interface ResetAttemptsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the secret in the browser's httpOnly cookie. */
  secret_hash: string;
  expires_at: number;
  created_at: number;
}

/** Calls to one live marketplace provider in the current rate window, counted by every server process. */
export interface ProviderCallsTable {
  provider: string;
  /** The earliest time the provider's next call may be made, in microseconds since the epoch. */
  next_call_us: number;
}

/** One browser's registration of an unverified email: what it chose, kept until a code of its own is entered. */
export interface SignupAttemptsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the secret in the browser's httpOnly cookie. */
  secret_hash: string;
  password_hash: string;
  nickname: string;
  language: string;
  inviter_id: number | null;
  signup_from: string | null;
  source: string | null;
  expires_at: number;
  created_at: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
  sent_at: number | null;
  last_error: string | null;
  attempts: Generated<number>;
  /** Until then another process has the mail in hand, or SMTP asked to wait. */
  next_attempt_at: number | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  /** mercari, yahoo or magi: whose category list the node belongs to */
  site: string;
  parent_id: number | null;
  sort: number;
  cat: string | null;
  fril_cat: string | null;
  paypay_cat: string | null;
  merchant_cat: string | null;
  surugaya_cat: string | null;
  rakuten_cat: string | null;
  identity: string | null;
}

export type ContentKind = 'activity' | 'article' | 'notice' | 'introduction' | 'guide' | 'landing';

export interface ContentsTable {
  id: Generated<number>;
  kind: ContentKind;
  code: string | null;
  picture: string | null;
  topic: string | null;
  goods_keyword: string | null;
  pinned: Generated<number>;
  sort: Generated<number>;
  published_from: number | null;
  published_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface ContentTextsTable {
  content_id: number;
  language: string;
  title: string;
  overview: string | null;
  body: Generated<string>;
  body_html: Generated<string>;
}

export interface ExperiencesTable {
  id: Generated<number>;
  user_id: number | null;
  nickname: string;
  avatar: string | null;
  title: string;
  description: string;
  thumbnail: string | null;
  likes: number;
  created_at: number;
  kind: Generated<ExperienceKind>;
  status: Generated<ExperienceStatus>;
  order_id: number | null;
  /** The marketplace and goods of the order, copied when the haul is written (the order may go). */
  site: string | null;
  goods_title: string | null;
  goods_url: string | null;
  goods_image: string | null;
  /** 1–5: the shopper's rating of the service. */
  rating: number | null;
  /** An outside share's post. */
  link: string | null;
  /** A contest entry's month, YYYY-MM (UTC). */
  month: string | null;
  /** JSON list of { id, url, width, height }. */
  photos: Generated<string>;
  reject_reason: string | null;
  winner: Generated<number>;
  points_awarded: Generated<number>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  updated_at: number | null;
}

export type ExperienceKind = 'haul' | 'outer' | 'monthly';
export type ExperienceStatus = 'pending' | 'approved' | 'rejected';
export type ExperienceRow = Selectable<ExperiencesTable>;

export interface ExperienceLikesTable {
  experience_id: number;
  user_id: number;
  created_at: number;
}

export interface AdvertisementsTable {
  id: Generated<number>;
  placement: string;
  image: string | null;
  link: string | null;
  starts_at: number;
  ends_at: number | null;
}

export interface CouponsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  amount_yen: number;
  min_spend_yen: number;
  expires_at: number;
  used_at: number | null;
  /** The one marketplace the coupon applies to; null for any. */
  site: string | null;
  /** The order set that used it (given back when every order of the set is refunded). */
  checkout_id: number | null;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  /** The catalog item (marketplace and its id there); null for lines added by link. */
  site: string | null;
  external_id: string | null;
  /** The goods Type code; null for marketplaces without one (magi, card). */
  type: number | null;
  url: string;
  name: string;
  image_url: string;
  price_yen: number;
  quantity: number;
  created_at: number;
  /** The shopper's note to our buyers (size, colour, "ask the seller…"). */
  remark: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
  /** The order the message is about, if any. */
  order_id: number | null;
  /** A page the message opens (a path without language prefix), if any. */
  link?: string | null;
  /** What the message tells of (server/orders/notices.ts): later events of the same key join it. */
  notice_key?: string | null;
  /** JSON: the orders the message lists, as NoticePart[]. */
  notice_parts?: string | null;
  /** The mail that tells the same, while it may still be rewritten. */
  outbox_id?: number | null;
}

export type GoodsCondition = 'new' | 'likeNew' | 'good' | 'fair' | 'poor';
export type ListingType = 'fixed' | 'auction';
export type GoodsRisk = 'battery' | 'liquid' | 'brand';

export interface SellersTable {
  id: Generated<number>;
  site: string;
  /** The seller's or shop's id on its marketplace. */
  external_id: string;
  name: string;
  /** 1 for the marketplace's own or an official shop. */
  official: number;
  shop_code: string | null;
  rating: number | null;
  rating_count: number | null;
  item_count: number;
  blocked_at: number | null;
  created_at: number;
}
export type SellerRow = Selectable<SellersTable>;

export interface GoodsTable {
  id: Generated<number>;
  site: string;
  /** The item's id on its marketplace (the list item's Id). */
  external_id: string;
  type: number | null;
  url: string;
  asin: string | null;
  title: string;
  search_text: string;
  brand: string | null;
  /** What the item is (wallet, camera…): picks the generated picture and the risk notice. */
  kind: string;
  /** The list image (goods_texts has them all). */
  image_url: string;
  category_id: number | null;
  seller_id: number;
  series: string | null;
  product_key: string | null;
  condition: GoodsCondition;
  listing_type: ListingType;
  price_yen: number;
  original_price_yen: number | null;
  discount_rate: number | null;
  buy_now_yen: number | null;
  reserve_yen: number | null;
  bid_count: number | null;
  ends_at: number | null;
  shipping_payer: 'seller' | 'buyer';
  domestic_shipping_yen: number | null;
  weight_grams: number | null;
  risk: GoodsRisk | null;
  sold_out_at: number | null;
  reserved_at: number | null;
  blocked_at: number | null;
  created_at: number;
  /** When a live marketplace's provider last told us of it; null for the local catalog's own goods. */
  read_at: number | null;
}
export type GoodsRow = Selectable<GoodsTable>;
export type NewGoods = Insertable<GoodsTable>;

export interface GoodsReviewsTable {
  goods_id: number;
  nickname: string;
  rating: number;
  text: string;
  created_at: number;
}

export interface RecentViewsTable {
  id: Generated<number>;
  /** 'u:<user id>' for a logged-in shopper, else 'd:<device id>'. */
  viewer: string;
  user_id: number | null;
  goods_id: number;
  viewed_at: number;
}

export interface UnblockRequestsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  url: string;
  reason: string | null;
  status: 'pending' | 'approved' | 'rejected';
  created_at: number;
}

/** A collected item or seller: the marketplace and its id there (goods or sellers external_id). */
export interface CollectedTable {
  id: Generated<number>;
  user_id: number;
  site: string;
  external_id: string;
  created_at: number;
  /** collected_goods only: the price when the shopper was last told of the item (price-drop alerts). */
  seen_price_yen?: number | null;
}

export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  /** The normalized query (server/alerts/query.ts): one saved search per shopper and key. */
  query_key: string;
  /** The SavedQuery as JSON. */
  query: string;
  screen: string;
  name: string;
  paused_at: number | null;
  alerted_at: number | null;
  created_at: number;
  /** On a live marketplace: the provider's item ids its last run listed, as JSON (server/alerts/live.ts); null before its first. */
  live_seen: string | null;
}

export interface SearchAlertsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'search' | 'priceDrop';
  search_id: number | null;
  created_at: number;
}

export interface SearchTermsTable {
  id: Generated<number>;
  /** 'u:<user id>' or, logged out, 'd:<device id>'. */
  owner: string;
  user_id: number | null;
  term: string;
  created_at: number;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  recipient: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  postcode: string;
  region: string;
  city: string;
  line1: string;
  line2: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
}
export type AddressRow = Selectable<AddressesTable>;

/** What a ledger transaction records: a recharge, an order payment, a refund, points earned… */
export type LedgerKind = 'recharge' | 'payment' | 'refund' | 'settle' | 'points' | 'hold' | 'release' | 'adjustment';

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: LedgerKind;
  /** The shopper the movement concerns (their history lists it). */
  user_id: number | null;
  /** What caused it: 'recharge', 'checkout', 'order'… and its id. */
  ref_type: string | null;
  ref_id: number | null;
  memo: string | null;
  /** The staff member who made an adjustment. */
  created_by: number | null;
  created_at: number;
}

export type LedgerCurrency = 'JPY' | 'PT';

export interface LedgerEntriesTable {
  id: Generated<number>;
  txn_id: number;
  /** See server/money/accounts.ts for the account names. */
  account: string;
  currency: LedgerCurrency;
  amount: number;
}

export type RechargeStatus = 'pending' | 'requiresAction' | 'succeeded' | 'failed';

export interface RechargesTable {
  id: Generated<number>;
  user_id: number;
  amount_yen: number;
  status: RechargeStatus;
  /** The gateway that took the payment ('test' for the local test gateway). */
  provider: string;
  /** The gateway's id of the payment. */
  provider_ref: string | null;
  idempotency_key: string;
  /** Where the shopper completes a 3-D Secure step. */
  action_url: string | null;
  failure_code: string | null;
  /** What a card payment at checkout, postage or a group share pays once credited (JSON); null for a top-up. */
  purpose: Generated<string | null>;
  /** 'paid' or 'refused' once the credit tried to pay it; null before, and for a top-up. */
  purpose_status: Generated<'paid' | 'refused' | null>;
  /** The checkout, parcel or group it paid. */
  purpose_ref_id: Generated<number | null>;
  /** Why it was refused: the message key and its values (JSON). */
  purpose_refusal: Generated<string | null>;
  created_at: number;
  updated_at: number;
}
export type RechargeRow = Selectable<RechargesTable>;

export interface CheckoutsTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  /** The delivery address as it was at checkout (JSON). */
  address: string;
  /** The optional services chosen (JSON list of ids). */
  services: string;
  coupon_id: number | null;
  goods_yen: number;
  fees_yen: number;
  domestic_yen: number;
  services_yen: number;
  discount_yen: number;
  points_used: number;
  total_yen: number;
  /** What the wallet paid: total less coupon and points. */
  cash_yen: number;
  created_at: number;
}
export type CheckoutRow = Selectable<CheckoutsTable>;

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  checkout_id: number | null;
  kind: 'cart' | 'anybuy' | 'auction';
  /** A state of spec/orders.yaml. */
  state: string;
  site: string | null;
  external_id: string | null;
  type: number | null;
  url: string;
  title: string;
  image_url: string | null;
  seller_id: string | null;
  seller_name: string | null;
  quantity: number;
  /** Options the shopper asked for (anybuy: size, colour…). */
  options: string | null;
  remark: string | null;
  /** Unit price in yen. */
  price_yen: number;
  proxy_fee_yen: number;
  /** The membership level's discount on the proxy fee (percent) the order was bought with. */
  fee_discount_percent: Generated<number>;
  domestic_yen: number;
  /** The optional services chosen for this order (JSON list of ids). */
  services: Generated<string>;
  services_yen: number;
  /** This order's share of the coupon. */
  discount_yen: number;
  /** This order's share of the points spent. */
  points_used: number;
  /** What the wallet paid for this order. */
  paid_yen: number;
  /** Anybuy: the price staff found, waiting for the shopper to accept it. */
  proposed_price_yen: number | null;
  weight_grams: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  domestic_carrier: string | null;
  domestic_tracking: string | null;
  carrier: string | null;
  tracking_no: string | null;
  /** Why it failed, was cancelled or repriced. */
  reason: string | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
  /** The parcel it leaves the warehouse in. */
  parcel_id: number | null;
  /** When it reached the warehouse: free storage counts from here. */
  arrived_at: number | null;
  /** Storage fees run up so far, charged with the parcel's postage. */
  storage_yen: Generated<number>;
}
export type OrderRow = Selectable<OrdersTable>;

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  action: string;
  from_state: string | null;
  to_state: string;
  actor: 'shopper' | 'staff' | 'system';
  actor_id: number | null;
  note: string | null;
  created_at: number;
}

export interface AppealsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  reason: string;
  detail: string;
  status: 'open' | 'accepted' | 'rejected';
  resolution: string | null;
  refund_yen: number | null;
  created_at: number;
  updated_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number;
  action: string;
  target_type: string;
  target_id: number;
  /** JSON of the target before and after the action. */
  before: string | null;
  after: string | null;
  created_at: number;
}

/** Scheduled work (server/jobs): one row per job, claimed under a lease. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** Unique: scheduling the same key twice keeps one job. */
  key: string;
  /** JSON. */
  payload: Generated<string>;
  due_at: number;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  done_at: number | null;
  /** Set when the job gave up after its last retry. */
  failed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A lost-or-damaged claim on a shipped parcel; refund_yen is what an accepted claim paid into the wallet. */
export interface ParcelClaimsTable {
  id: Generated<number>;
  parcel_id: number;
  user_id: number;
  reason: 'lost' | 'damaged';
  detail: string;
  status: 'open' | 'accepted' | 'rejected';
  resolution: string | null;
  refund_yen: number | null;
  created_at: number;
  updated_at: number;
}

/** A parcel leaving the warehouse: one shopper's merged orders, or a group's parcel to its leader. */
export interface ParcelsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'merge' | 'group';
  group_id: number | null;
  state: string;
  /** JSON snapshot of the destination address. */
  address: string;
  country: string;
  method: string | null;
  /** JSON list of option ids (protective packaging…). */
  options: Generated<string>;
  weight_grams: number;
  chargeable_grams: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  declared_yen: number;
  consolidation_yen: Generated<number>;
  options_yen: Generated<number>;
  postage_yen: Generated<number>;
  /** Included in the postage charged; 0 uninsured or when the method's own cover takes the whole value. */
  insurance_yen: Generated<number>;
  /** What an accepted claim refunds; null when the parcel is not insured. */
  insured_cover_yen: Generated<number | null>;
  /** JSON list of the shopper's declaration lines; null while it says what the orders say was paid. */
  declaration: Generated<string | null>;
  /** Staff's note sending the declaration back to the shopper; null once answered or never asked. */
  declaration_query: Generated<string | null>;
  storage_yen: Generated<number>;
  total_yen: Generated<number>;
  paid_yen: Generated<number>;
  idempotency_key: string | null;
  carrier: string | null;
  tracking_no: string | null;
  created_at: number;
  updated_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  delivered_at: number | null;
  /** When the shopper confirmed receipt; null until then (the carrier's delivery alone does not set it). */
  received_at: Generated<number | null>;
}

/** Group shipping (china edition): a leader's group, its members, the orders on its list and the shares of postage. */
export type GroupState = 'recruiting' | 'collecting' | 'awaitingPayment' | 'ready' | 'dissolved';
export interface GroupsTable {
  id: Generated<number>;
  leader_id: number;
  name: string;
  rules: string;
  /** JSON snapshot of the leader's address the parcel goes to. */
  address: string;
  country: string;
  deadline_at: number;
  state: GroupState;
  method: string | null;
  parcel_id: number | null;
  postage_yen: Generated<number>;
  closed_at: number | null;
  ready_at: number | null;
  created_at: number;
  updated_at: number;
  /** When the leader dissolved the group (state 'dissolved'; migration 0017). */
  dissolved_at: Generated<number | null>;
}
export type GroupRow = Selectable<GroupsTable>;
/** left: the member left before paying; removed: the leader removed a member who had not paid (0017). */
export type GroupMemberStatus = 'pending' | 'approved' | 'rejected' | 'left' | 'removed';
export interface GroupMembersTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  status: GroupMemberStatus;
  message: Generated<string>;
  created_at: number;
  updated_at: number;
}
export interface GroupItemsTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  order_id: number;
  weight_grams: number;
  created_at: number;
}
export interface GroupSharesTable {
  id: Generated<number>;
  group_id: number;
  user_id: number;
  weight_grams: number;
  /** The member's part of the postage, by weight (server/groups/shares.ts). */
  share_yen: number;
  /** When nothing was left to pay (paid_yen covers share_yen + storage_yen); null while something is due. */
  paid_at: number | null;
  idempotency_key: string | null;
  reminded_at: number | null;
  /** Storage fees the member's orders ran up before they went on the list, charged with the share (0017). */
  storage_yen: Generated<number>;
  /** What the member has paid into the parcel's account, less what went back to their wallet (0017). */
  paid_yen: Generated<number>;
}

/** An auction bid on through us (migration 0015): the row a bid locks. */
export interface AuctionsTable {
  goods_id: number;
  site: string;
  start_yen: number;
  current_yen: number;
  base_bid_count: number;
  bid_count: number;
  buy_now_yen: number | null;
  reserve_yen: number | null;
  ends_at: number | null;
  /** The end before any Mercari extension (migration 0017); null while a Mercari auction has no end. */
  first_ends_at: number | null;
  leader_bid_id: number | null;
  status: 'running' | 'closed';
  winner_user_id: number | null;
  order_id: number | null;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}
export type AuctionRow = Selectable<AuctionsTable>;

export type AuctionBidStatus = 'leading' | 'outbid' | 'won' | 'lost';
/** One bidder's maximum on one auction; a shopper's hold for it (held:<u> is the sum of these). */
export interface AuctionBidsTable {
  id: Generated<number>;
  goods_id: number;
  /** 'u:<user id>', 'market' or 'rival'. */
  bidder: string;
  user_id: number | null;
  max_yen: number;
  max_set_at: number;
  held_yen: Generated<number>;
  released_yen: Generated<number>;
  status: AuctionBidStatus;
  created_at: number;
  updated_at: number;
}
export type AuctionBidRow = Selectable<AuctionBidsTable>;

export interface AuctionEventsTable {
  id: Generated<number>;
  goods_id: number;
  bidder: string;
  amount_yen: number;
  created_at: number;
}

export interface AuctionRequestsTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  kind: 'bid' | 'buyNow' | 'payWon';
  ref_id: number;
  created_at: number;
}

export type WorkOrderStatus = 'open' | 'awaitingShopper' | 'awaitingStaff' | 'resolved' | 'closed';

export interface WorkOrdersTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  category: string;
  subject: string;
  status: WorkOrderStatus;
  /** What went wrong when the ticket was opened from the error widget (JSON), shown to staff. */
  context: string | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: number | null;
  last_message_at: number;
  resolved_at: number | null;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}
export type WorkOrderRow = Selectable<WorkOrdersTable>;

export interface WorkOrderMessagesTable {
  id: Generated<number>;
  work_order_id: number;
  author: 'shopper' | 'staff';
  author_id: number;
  body: string;
  created_at: number;
}

export interface UploadsTable {
  id: string;
  owner_id: number;
  purpose: string;
  path: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  attached_kind: string | null;
  attached_id: number | null;
  position: Generated<number>;
  public: Generated<number>;
  created_at: number;
  attached_at: number | null;
}

export interface IdentityVerificationsTable {
  id: Generated<number>;
  user_id: number;
  country: string;
  document: string;
  legal_name: string;
  /** AES-256-GCM of the number (iv.tag.ciphertext, base64url) under the server's identity key. */
  number_enc: string;
  last4: string;
  number_length: number;
  status: 'pending' | 'verified' | 'rejected';
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
}

export type IdentityRow = Selectable<IdentityVerificationsTable>;

export interface SavedCardsTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: Generated<number>;
  created_at: number;
}

export type SavedCardRow = Selectable<SavedCardsTable>;

export interface OfferClaimsTable {
  user_id: number;
  code: string;
  coupon_id: number;
  created_at: number;
}

export type AnalyticsEventKind = 'search' | 'detail' | 'cart' | 'pay';

/** One shopper step, written in batches after the answer (server/analytics/events.ts). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  kind: AnalyticsEventKind;
  /** 'u:<user id>' or 'd:<device id>', as recent views. */
  visitor: string;
  site: string | null;
  /** Searches: the keyword as typed (trimmed, lower-cased) and how many goods it found. */
  term: string | null;
  results: number | null;
  created_at: number;
}

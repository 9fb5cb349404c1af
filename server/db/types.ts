// The tables as Kysely sees them. Times are epoch milliseconds (bigint in PostgreSQL, read back as
// numbers); money is integer yen; flags are nullable times (verified_at, read_at) rather than booleans,
// which SQLite lacks.
import type { Generated, Insertable, Selectable } from 'kysely';

export interface Database {
  schema_migrations: { version: string; name: string; applied_at: number };
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  rate_limits: { key: string; window_start: number; count: number };
  mail_outbox: MailOutboxTable;
  currencies: { id: string; symbol: string; rate: number; sort: number; updated_at: number };
  categories: CategoriesTable;
  category_names: { category_id: number; language: string; name: string };
  service_names: { name: string; language: string; value: string; sort: number };
  content_items: ContentItemsTable;
  experiences: ExperiencesTable;
  advertisements: AdvertisementsTable;
  coupons: CouponsTable;
  cart_items: CartItemsTable;
  messages: MessagesTable;
  view_logs: ViewLogsTable;
  unblock_requests: UnblockRequestsTable;
  visitor_sources: { device_id: string; source: string; created_at: number };
  settings: { key: string; value: string };
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
}
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
  purpose: 'register' | 'reset';
  code_hash: string;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
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

export interface ContentItemsTable {
  id: Generated<number>;
  kind: 'activity' | 'article';
  language: string;
  code: string | null;
  title: string;
  app_image_url: string | null;
  theme_image: string | null;
  overview: string | null;
  sort: number;
  published_at: number;
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
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  url: string;
  name: string;
  image_url: string;
  price_yen: number;
  quantity: number;
  created_at: number;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
}

export interface ViewLogsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  url: string;
  name: string;
  image_url: string;
  price_yen: number;
  sold_out_at: number | null;
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

export type NewUser = Insertable<UsersTable>;

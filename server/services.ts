// What every handler and command may use: the database, the configuration, the log and the mailer.
import type { Kysely } from 'kysely';
import type { Mailer } from './accounts/mail';
import type { ServerConfig } from './config';
import type { ChangeLog } from './db/changes';
import type { Dialect } from './db/connect';
import type { Database } from './db/types';
import type { Logger } from './log';
import type { Payments } from './payments/setup';
import type { SharedCache } from './shared-cache';

export interface Services {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ServerConfig;
  log: Logger;
  mailer: Mailer;
  /** The card gateway (server/payments). */
  payments: Payments;
  /** What every shopper sees alike, kept for a few seconds (server/shared-cache.ts). */
  cache: SharedCache;
  /** Which shoppers' rows changed, for the caches kept per shopper (server/keyed-cache.ts). */
  changes: ChangeLog;
  /** The clock, in epoch ms. */
  now(): number;
}

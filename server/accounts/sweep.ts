// Expired sessions, finished rate-limit windows, old codes, ended sign-up and reset attempts, spent captcha tokens and stale email changes are deleted now and then; any process
// may do it, and doing it twice is harmless.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { sweepAttempts } from './attempts';

const day = 86_400_000;

export async function sweep(db: Kysely<Database>, now: number): Promise<void> {
  const windows = Object.values(constants.rateLimits).flatMap((byWho) => Object.values(byWho).map((limit: { windowSeconds: number }) => limit.windowSeconds));
  const longestWindow = Math.max(...windows) * 1000;
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('rate_limits').where('window_start', '<', now - longestWindow).execute();
  await db.deleteFrom('verification_codes').where('created_at', '<', now - day).execute();
  await sweepAttempts(db, now);
  // A spent captcha token past its expiry could not be used again anyway.
  await db.deleteFrom('used_widget_tokens').where('expires_at', '<=', now).execute();
  await db.deleteFrom('email_changes').where('created_at', '<', now - day).execute();
}

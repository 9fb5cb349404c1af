// Sessions are rows keyed by the SHA-256 of a random cookie value, so every server process (and a
// restarted one) sees the same sessions, and a copy of the table cannot be replayed as cookies.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { preparedQuery } from '../db/prepared';
import type { Database, UserRow } from '../db/types';
import { randomToken, sha256 } from './tokens';

export type Executor = Kysely<Database>;

export interface SessionState {
  idHash: string;
  userId: number | null;
  csrfToken: string;
  expiresAt: number;
}

const ttlMs = constants.cookies.session.maxAgeDays * 86_400_000;
const refreshMs = constants.accounts.sessionRefreshHours * 3_600_000;

// One statement for session and account: every logged-in call starts here.
const sessionWithUser = preparedQuery((db: Executor, idHash: string, now: number) =>
  db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id_hash', 'sessions.user_id', 'sessions.csrf_token', 'sessions.expires_at'])
    .select([
      'users.email', 'users.password_hash', 'users.nickname', 'users.language', 'users.verified_at', 'users.signup_from',
      'users.source', 'users.created_at', 'users.updated_at', 'users.role',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now),
);

export interface FoundSession {
  session: SessionState;
  user: UserRow | null;
}

export function findSession(db: Executor, cookieValue: string, now: number): Promise<FoundSession | null> {
  return findSessionByHash(db, sha256(cookieValue), now);
}

/** The live session whose cookie hashes to `idHash`, with its account. */
export async function findSessionByHash(db: Executor, idHash: string, now: number): Promise<FoundSession | null> {
  const [row] = await sessionWithUser(db, idHash, now);
  if (!row) return null;
  const session = { idHash: row.id_hash, userId: row.user_id, csrfToken: row.csrf_token, expiresAt: row.expires_at };
  if (row.user_id === null || row.email === null) return { session, user: null };
  const user: UserRow = {
    id: row.user_id, email: row.email, password_hash: row.password_hash!, nickname: row.nickname!, language: row.language!,
    verified_at: row.verified_at, signup_from: row.signup_from, source: row.source, created_at: row.created_at!, updated_at: row.updated_at!,
    role: row.role!,
    // A deleted account's sessions were ended with it, so a live session's account is never deleted.
    deleted_at: null,
  };
  return { session, user };
}

export async function createSession(db: Executor, userId: number | null, now: number): Promise<{ session: SessionState; cookieValue: string }> {
  const cookieValue = randomToken();
  const session = { idHash: sha256(cookieValue), userId, csrfToken: randomToken(), expiresAt: now + ttlMs };
  await db
    .insertInto('sessions')
    .values({ id_hash: session.idHash, user_id: userId, csrf_token: session.csrfToken, created_at: now, expires_at: session.expiresAt })
    .execute();
  return { session, cookieValue };
}

/** Pushes the expiry forward when the session is in use, at most once per refresh period. */
export async function extendSession(db: Executor, session: SessionState, now: number): Promise<boolean> {
  if (session.expiresAt - now > ttlMs - refreshMs) return false;
  session.expiresAt = now + ttlMs;
  await db.updateTable('sessions').set({ expires_at: session.expiresAt }).where('id_hash', '=', session.idHash).execute();
  return true;
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of the user (after a password reset), or every other one (after a change). */
export async function deleteUserSessions(db: Executor, userId: number, keepIdHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash);
  await query.execute();
}

export const sessionTtlSeconds = ttlMs / 1000;

// Money and points for a test's shopper, booked the way the store books them so that the books still
// reconcile (server/money/causes.ts): yen through a succeeded card recharge and its credit, points as the
// reward of an approved haul. Both run in the caller's transaction when given one.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/types';
import { creditHaulPoints } from '../experience/review';
import { creditRecharge } from '../payments/recharges';

type Db = Kysely<Database>;

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));

/** Tops the wallet up by `yen`, as a card recharge the gateway accepted does; nothing for 0. */
export function topUp(db: Db, dialect: Dialect, userId: number, yen: number, now = Date.now()): Promise<void> {
  if (yen === 0) return Promise.resolve();
  return inTransaction(db, async (tx) => {
    const recharge = await tx
      .insertInto('recharges')
      .values({ user_id: userId, amount_yen: yen, status: 'pending', provider: 'test', provider_ref: null, idempotency_key: `fixture-${randomUUID()}`, action_url: null, failure_code: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await creditRecharge(tx, { dialect }, recharge, `fixture-${recharge.id}`, now);
  });
}

/** Gives the shopper `points`, as approving a haul of theirs with that reward does; nothing for 0. */
export function awardPoints(db: Db, dialect: Dialect, userId: number, points: number, now = Date.now()): Promise<void> {
  if (points === 0) return Promise.resolve();
  return inTransaction(db, async (tx) => {
    const haul = await tx
      .insertInto('experiences')
      .values({ user_id: userId, nickname: 'Fixture', title: 'Fixture haul', description: 'Points for a test.', likes: 0, created_at: now, updated_at: now, kind: 'outer', status: 'approved', points_awarded: points, reviewed_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await creditHaulPoints(tx, { dialect }, haul, points, 'approve', now);
  });
}

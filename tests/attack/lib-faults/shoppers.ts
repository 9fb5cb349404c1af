// Shoppers for the load and fault runs, made straight in the database (as `npm run db:seed` makes the demo
// shopper) rather than through Register: the register path's per-address limits are the point of those
// limits, and 200 scrypt hashes would be most of a short run. Each one is verified, funded as a card
// recharge books it, has a default address and every buy notice accepted, and holds a live session whose
// cookie the returned Shopper sends.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../server/accounts/password';
import { createSession } from '../../../server/accounts/sessions';
import type { Dialect } from '../../../server/db/connect';
import type { Database } from '../../../server/db/types';
import { sessionCookieName } from '../../../server/http/cookies';
import { prepareBuyer } from '../../../server/test/buyer';
import { Shopper } from '../../../server/test/shopper';

export interface SeededShopper {
  userId: number;
  addressId: number;
  /** The session cookie's value, to put in a Shopper for whichever server it calls. */
  sid: string;
}

export async function seedShoppers(db: Kysely<Database>, dialect: Dialect, count: number, prefix: string, walletYen: number): Promise<SeededShopper[]> {
  const passwordHash = await hashPassword('correct horse 1');
  const now = Date.now();
  const made: SeededShopper[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await db
      .insertInto('users')
      .values({ email: `${prefix}-${i}@example.com`, password_hash: passwordHash, nickname: `${prefix} ${i}`, language: 'en', verified_at: now, signup_from: null, source: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const addressId = await prepareBuyer(db, dialect, id, walletYen);
    const { cookieValue } = await createSession(db, id, now);
    made.push({ userId: id, addressId, sid: cookieValue });
  }
  return made;
}

export function shopperAt(baseUrl: string, seeded: SeededShopper, ip = '10.20.0.1'): Shopper {
  const shopper = new Shopper(baseUrl, ip);
  shopper.cookies.set(sessionCookieName, seeded.sid);
  return shopper;
}

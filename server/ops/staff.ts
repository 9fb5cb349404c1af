import type { Kysely } from 'kysely';
import { normalizeEmail } from '../accounts/users';
import type { Database } from '../db/types';

/** Gives an existing account the staff role; says whether it was missing, already staff or granted. */
export async function grantStaff(db: Kysely<Database>, email: string, now: number): Promise<'missing' | 'already' | 'granted'> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  if (!user) return 'missing';
  if (user.role === 'staff') return 'already';
  await db.updateTable('users').set({ role: 'staff', updated_at: now }).where('id', '=', user.id).execute();
  return 'granted';
}

// Which kinds of message a shopper has mailed (constants mail.kinds): every kind until they switch it off;
// locked kinds (money, security) always. The message in the site is written either way.
import type { Kysely } from 'kysely';
import type { MailChoice } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { ApiFailure, badField } from '../http/failure';

export type MailKind = (typeof constants.mail.kinds)[number]['id'];
const lockedKinds = new Set<string>(constants.mail.kinds.filter((k) => k.locked).map((k) => k.id));

export async function wantsMail(db: Kysely<Database>, userId: number, kind: MailKind): Promise<boolean> {
  if (lockedKinds.has(kind)) return true;
  const out = await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return out === undefined;
}

export async function mailChoices(db: Kysely<Database>, userId: number): Promise<MailChoice[]> {
  const outs = new Set((await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).execute()).map((r) => r.kind));
  return constants.mail.kinds.map((k) => ({ kind: k.id, locked: k.locked, mailed: k.locked || !outs.has(k.id) }));
}

export async function setMailChoice(db: Kysely<Database>, userId: number, kind: string, mailed: boolean, now: number): Promise<MailChoice[]> {
  const known = constants.mail.kinds.find((k) => k.id === kind);
  if (!known) throw badField('kind');
  if (known.locked) throw new ApiFailure(409, 'mailKindLocked', { field: 'kind' });
  if (mailed) await db.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
  else await db.insertInto('mail_opt_outs').values({ user_id: userId, kind, created_at: now }).onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing()).execute();
  return mailChoices(db, userId);
}

// Telling members what happened in their group: a message in their box and a mail through the outbox, in
// their language, in the caller's transaction (the caller delivers the mail after commit). Each returns
// the mail's outbox id.
import type { Kysely } from 'kysely';
import type { Database, GroupRow } from '../db/types';
import { type MessageKey, callerLanguage, t } from '../messages';
import { yenText } from '../orders/notify';
import type { Services } from '../services';

type Tx = Kysely<Database>;
type Vars = Record<string, string | number>;

async function tell(tx: Tx, services: Services, userId: number, title: MessageKey, body: MessageKey, vars: Vars): Promise<number> {
  const shopper = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const subject = t(language, title, vars);
  const text = t(language, body, vars);
  const now = services.now();
  await tx.insertInto('messages').values({ user_id: userId, order_id: null, title: subject, body: text, created_at: now, read_at: null }).execute();
  return services.mailer.enqueue(tx, { to: shopper.email, subject, body: text }, now);
}

const nicknameOf = async (tx: Tx, userId: number) => (await tx.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirstOrThrow()).nickname;

/** What the member owes: their share of the postage and their storage fees, less what they paid. */
export function notifyShareDue(tx: Tx, services: Services, group: GroupRow, userId: number, dueYen: number): Promise<number> {
  return tell(tx, services, userId, 'groupShareDue_title', 'groupShareDue_body', { name: group.name, amount: yenText(dueYen) });
}

/** A member left: the leader is told (the re-pricing, if any, is told separately). */
export async function notifyLeft(tx: Tx, services: Services, group: GroupRow, memberId: number): Promise<number> {
  return tell(tx, services, group.leader_id, 'groupLeft_title', 'groupLeft_body', { name: group.name, member: await nicknameOf(tx, memberId) });
}

export function notifyRemoved(tx: Tx, services: Services, group: GroupRow, memberId: number): Promise<number> {
  return tell(tx, services, memberId, 'groupRemoved_title', 'groupRemoved_body', { name: group.name });
}

export function notifyRepriced(tx: Tx, services: Services, group: GroupRow, userId: number, f: { postageYen: number; shareYen: number; dueYen: number; refundYen: number }): Promise<number> {
  const vars = { name: group.name, postage: yenText(f.postageYen), share: yenText(f.shareYen), due: yenText(f.dueYen), refund: yenText(f.refundYen) };
  return tell(tx, services, userId, 'groupRepriced_title', f.refundYen > 0 ? 'groupRepricedRefund_body' : 'groupRepriced_body', vars);
}

export function notifyDissolved(tx: Tx, services: Services, group: GroupRow, userId: number, refundYen: number): Promise<number> {
  const vars = { name: group.name, amount: yenText(refundYen) };
  return tell(tx, services, userId, 'groupDissolved_title', refundYen > 0 ? 'groupDissolvedRefund_body' : 'groupDissolved_body', vars);
}

/** The reminders are over: the leader is told who has still not paid, and that they may remove them. */
export async function notifyStalled(tx: Tx, services: Services, group: GroupRow, unpaidIds: readonly number[], reminders: number): Promise<number> {
  const names = [];
  for (const id of unpaidIds) names.push(await nicknameOf(tx, id));
  return tell(tx, services, group.leader_id, 'groupStalled_title', 'groupStalled_body', { name: group.name, members: names.join(', '), reminders });
}

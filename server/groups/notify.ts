// Telling a member their share of a group's postage is due: a message in their box and a mail through the
// outbox, in their language, in the caller's transaction (the caller delivers the mail after commit).
import type { Kysely } from 'kysely';
import type { Database, GroupRow } from '../db/types';
import { callerLanguage, t } from '../messages';
import { yenText } from '../orders/notify';
import type { Services } from '../services';

export async function notifyShareDue(tx: Kysely<Database>, services: Services, group: GroupRow, userId: number, shareYen: number): Promise<number> {
  const shopper = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const vars = { name: group.name, amount: yenText(shareYen) };
  const title = t(language, 'groupShareDue_title', vars);
  const body = t(language, 'groupShareDue_body', vars);
  const now = services.now();
  await tx.insertInto('messages').values({ user_id: userId, order_id: null, title, body, created_at: now, read_at: null }).execute();
  return services.mailer.enqueue(tx, { to: shopper.email, subject: title, body }, now);
}

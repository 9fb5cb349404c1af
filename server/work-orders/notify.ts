// The shopper hears of a staff answer in their message box and by mail, in their language, written in the
// answer's transaction (the caller delivers the mail after commit).
import type { Kysely } from 'kysely';
import type { Database, WorkOrderRow } from '../db/types';
import { callerLanguage, t } from '../messages';
import type { Services } from '../services';

export async function notifyStaffReply(tx: Kysely<Database>, services: Services, ticket: WorkOrderRow): Promise<number> {
  const shopper = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', ticket.user_id).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const vars = { id: ticket.id, subject: ticket.subject };
  const title = t(language, 'workOrderReply_title', vars);
  const body = t(language, ticket.status === 'resolved' ? 'workOrderResolved_body' : 'workOrderReply_body', vars);
  const now = services.now();
  await tx.insertInto('messages').values({ user_id: ticket.user_id, order_id: ticket.order_id, title, body, created_at: now, read_at: null }).execute();
  return services.mailer.enqueue(tx, { to: shopper.email, subject: title, body }, now);
}

// What bidding tells a shopper: outbid (their hold went back to the wallet), won (the order waiting for
// the postage) or lost. A message in their box and a mail through the outbox, in their language and in
// the transaction of the change; the caller delivers the mail after commit.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type MessageKey, callerLanguage, t } from '../messages';
import { yenText } from '../orders/notify';
import { wantsMail } from '../messages/mail-choices';
import type { Services } from '../services';

export type AuctionNotice = 'outbid' | 'won' | 'lost';

export async function notifyBidder(
  tx: Kysely<Database>,
  services: Services,
  notice: { userId: number; kind: AuctionNotice; item: string; amountYen: number; orderId: number | null },
  now: number,
): Promise<number | null> {
  const shopper = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', notice.userId).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const vars = { item: notice.item, amount: yenText(notice.amountYen), id: notice.orderId ?? 0 };
  const title = t(language, `auction_${notice.kind}_title` as MessageKey, vars);
  const body = t(language, `auction_${notice.kind}_body` as MessageKey, vars);
  await tx.insertInto('messages').values({ user_id: notice.userId, order_id: notice.orderId, title, body, created_at: now, read_at: null }).execute();
  // Winning asks for a payment: always mailed.
  if (!(await wantsMail(tx, notice.userId, notice.kind === 'won' ? 'payments' : 'auctions'))) return null;
  return services.mailer.enqueue(tx, { to: shopper.email, subject: title, body }, now);
}

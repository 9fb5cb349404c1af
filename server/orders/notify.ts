// Every change of an order tells its shopper: a message in their box (linked to the order) and a mail
// through the outbox, both in the shopper's own language and both in the transaction of the change, so
// a change that rolls back tells nobody. The caller delivers the mail after commit.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { OrderAction, OrderInput, OrderState } from '../../generated/orders';
import type { LanguageCode } from '../../generated/languages';
import type { Database, OrderRow } from '../db/types';
import { type MessageKey, type MessageVar, callerLanguage, t } from '../messages';
import type { Services } from '../services';

/** Yen as every language's message writes it: the sign and grouped digits. */
export const yenText = (yen: number): string => `¥${yen.toLocaleString('en-US')}`;

/** An order state's name, in whatever language the message ends up in. */
export const stateName = (state: string): MessageVar => (language: LanguageCode) => t(language, `orderState_${state as OrderState}`);

export interface OrderEventNotice {
  order: OrderRow;
  action: OrderAction;
  inputs: Partial<Record<OrderInput, string | number>>;
  /** What the refund put back in the wallet, for the actions that refund. */
  refundYen: number;
}

/** Writes the shopper's message and mail for one order event; returns the mail's outbox id. */
export async function notifyOrderEvent(tx: Kysely<Database>, services: Services, notice: OrderEventNotice): Promise<number> {
  const { order, action, inputs } = notice;
  const shopper = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', order.user_id).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const vars = {
    item: order.title,
    amount: yenText(notice.refundYen),
    price: yenText(order.proposed_price_yen ?? order.price_yen),
    reason: String(inputs.reason ?? order.reason ?? ''),
    carrier: String(inputs.carrier ?? ''),
    trackingNo: String(inputs.trackingNo ?? ''),
    days: constants.orders.appealDays,
    id: order.id,
  };
  const title = t(language, `orderEvent_${action}_title` as MessageKey, vars);
  const body = t(language, `orderEvent_${action}_body` as MessageKey, vars);
  const now = services.now();
  await tx.insertInto('messages').values({ user_id: order.user_id, order_id: order.id, title, body, created_at: now, read_at: null }).execute();
  return services.mailer.enqueue(tx, { to: shopper.email, subject: title, body: `${body}\n\n${t(language, 'orderMailFooter', vars)}` }, now);
}

/** The message and mail that a new order was paid for (checkout or buy-by-link); returns the outbox id. */
export async function notifyOrderPlaced(tx: Kysely<Database>, services: Services, order: Pick<OrderRow, 'id' | 'user_id' | 'kind' | 'title' | 'paid_yen'>): Promise<number> {
  const shopper = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', order.user_id).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const vars = { item: order.title, amount: yenText(order.paid_yen), id: order.id };
  const title = t(language, 'orderPlaced_title', vars);
  const body = t(language, order.kind === 'anybuy' ? 'orderPlaced_anybuy_body' : 'orderPlaced_cart_body', vars);
  const now = services.now();
  await tx.insertInto('messages').values({ user_id: order.user_id, order_id: order.id, title, body, created_at: now, read_at: null }).execute();
  return services.mailer.enqueue(tx, { to: shopper.email, subject: title, body: `${body}\n\n${t(language, 'orderMailFooter', vars)}` }, now);
}

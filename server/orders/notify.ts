// Every change of an order tells its shopper: a message in their box and a mail through the outbox, both
// in the shopper's own language and both in the transaction of the change, so a change that rolls back
// tells nobody. Events of one checkout or one parcel are told together (notices.ts). The caller delivers
// the mail after commit.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { OrderAction, OrderInput, OrderState } from '../../generated/orders';
import { href } from '../../generated/routes';
import type { LanguageCode } from '../../generated/languages';
import { carrierOf } from '../../generated/tracking';
import type { Database, OrderRow } from '../db/types';
import { type MessageKey, type MessageVar, t } from '../messages';
import type { Services } from '../services';
import type { MailKind } from '../messages/mail-choices';
import { tell } from './notices';

/** Yen as every language's message writes it: the sign and grouped digits. */
export const yenText = (yen: number): string => `¥${yen.toLocaleString('en-US')}`;

/** An order state's name, in whatever language the message ends up in. */
export const stateName = (state: string): MessageVar => (language: LanguageCode) => t(language, `orderState_${state as OrderState}`);

/** What an order's events are told with: its checkout's other orders, or its parcel's. */
export interface NoticeScope {
  scope: string;
  manyLink: string;
  holdMail: boolean;
}

export const orderScope = (order: Pick<OrderRow, 'id' | 'checkout_id'>): NoticeScope =>
  order.checkout_id === null
    ? { scope: `order:${order.id}`, manyLink: href('personal.order', { type: 'all' }), holdMail: false }
    : { scope: `checkout:${order.checkout_id}`, manyLink: href('personal.order', { type: 'all' }), holdMail: true };

/** A parcel's orders move in one transaction: their events are one message, and its mail leaves at once. */
export const parcelScope = (parcelId: number): NoticeScope => ({ scope: `parcel:${parcelId}`, manyLink: href('personal.order.aviation'), holdMail: false });

/** Events that move money (paid, refunded, a price to accept) are always mailed; a parcel's have their own choice. */
const moneyActions: ReadonlySet<OrderAction> = new Set(['cancel', 'failPurchase', 'sellerCancel', 'correctPrice', 'acceptPrice', 'payWon']);
const parcelActions: ReadonlySet<OrderAction> = new Set(['merge', 'unmerge', 'ship', 'markDelivered']);
const mailKindOf = (action: OrderAction): MailKind => (moneyActions.has(action) ? 'payments' : parcelActions.has(action) ? 'parcels' : 'orders');

export interface OrderEventNotice {
  order: OrderRow;
  action: OrderAction;
  inputs: Partial<Record<OrderInput, string | number>>;
  /** What the refund put back in the wallet, for the actions that refund. */
  refundYen: number;
  scope: NoticeScope;
}

/** Tells the shopper of one order event; returns the id of a new mail, or null when it joined one. */
export async function notifyOrderEvent(tx: Kysely<Database>, services: Services, notice: OrderEventNotice): Promise<number | null> {
  const { order, action, inputs } = notice;
  const shared = {
    price: yenText(order.proposed_price_yen ?? order.price_yen),
    reason: String(inputs.reason ?? order.reason ?? ''),
    // The carrier's name as shoppers know it; free text of older shipments as staff typed it.
    carrier: carrierOf(String(inputs.carrier ?? ''))?.name ?? String(inputs.carrier ?? ''),
    trackingNo: String(inputs.trackingNo ?? ''),
    days: constants.orders.appealDays,
  };
  return tell(tx, services, {
    userId: order.user_id,
    ...notice.scope,
    mailKind: mailKindOf(action),
    titleKey: `orderEvent_${action}_title` as MessageKey,
    bodyKey: `orderEvent_${action}_body` as MessageKey,
    shared,
    part: { orderId: order.id, item: order.title, amountYen: notice.refundYen },
  });
}

/** The message and mail that a new order was paid for (checkout or buy-by-link): one per checkout. */
export async function notifyOrderPlaced(
  tx: Kysely<Database>,
  services: Services,
  order: Pick<OrderRow, 'id' | 'user_id' | 'kind' | 'title' | 'paid_yen' | 'checkout_id'>,
): Promise<number | null> {
  return tell(tx, services, {
    userId: order.user_id,
    // Told at once: the whole checkout is in this transaction.
    ...orderScope(order),
    holdMail: false,
    mailKind: 'payments',
    titleKey: 'orderPlaced_title',
    bodyKey: order.kind === 'anybuy' ? 'orderPlaced_anybuy_body' : 'orderPlaced_cart_body',
    shared: {},
    part: { orderId: order.id, item: order.title, amountYen: order.paid_yen },
  });
}

// What happens together is told together: every order event goes through tell(), which adds it to the
// shopper's open message of the same key (one checkout's or one parcel's orders, one kind of event, the
// same carrier or reason) or starts one. A message is open while it is unread, younger than the window
// and its mail has not left, so a checkout of three items bought or received one by one within minutes is
// "Item bought: 3 items", one message and one mail, while an order that moves on its own later is told
// alone. Mails of a checkout's events wait for the window to close (the mail retry loop sends them then);
// a parcel's events happen in one transaction and leave at once.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { type LanguageCode, languages } from '../../generated/languages';
import type { Database } from '../db/types';
import { type MessageKey, type MessageVars, callerLanguage, catalogues, t } from '../messages';
import { type MailKind, wantsMail } from '../messages/mail-choices';
import type { Services } from '../services';

/** One order the message tells of. */
export interface NoticePart {
  orderId: number;
  item: string;
  /** Money the event moved for this order (paid, refunded), summed over the message; 0 for none. */
  amountYen: number;
}

export interface Notice {
  userId: number;
  /** What the event belongs to: `checkout:<id>`, `parcel:<id>` or `order:<id>`. */
  scope: string;
  titleKey: MessageKey;
  bodyKey: MessageKey;
  /** The words the event's orders share (carrier, tracking number, reason…): events that differ in them are told apart. */
  shared: Readonly<Record<string, string | number>>;
  part: NoticePart;
  /** A page the message opens when it tells of more than one order (an order's own message opens the order). */
  manyLink: string;
  /** Whether the mail waits for the window to close, so that the rest of a checkout can join it. */
  holdMail: boolean;
  /** The kind the shopper may choose not to have mailed. */
  mailKind: MailKind;
}

type Tx = Kysely<Database>;

const windowMs = constants.mail.groupWindowMinutes * 60_000;
const yen = (amount: number): string => `¥${amount.toLocaleString('en-US')}`;
const serviceOf = new Map(languages.map((l) => [l.code, l.service]));

/**
 * The items as one `{{item}}` of the template: the template quotes the item («…», 「…」, “…”), so each
 * title is quoted the same way and the list joined as the language joins lists ("“A”, “B” and “C”").
 */
export function itemList(language: LanguageCode, template: string, items: readonly string[]): string {
  // In a right-to-left sentence a Japanese or Latin title would pull the quotes and the list's joins into
  // its own direction (the Arabic messages read jumbled): each title is isolated in its own direction.
  const rtl = languages.find((l) => l.code === language)?.dir === 'rtl';
  const titles = rtl ? items.map((i) => `\u2068${i}\u2069`) : items;
  if (titles.length === 1) return titles[0]!;
  const quotes = /([^\p{L}\p{N}\s])?\{\{item\}\}([^\p{L}\p{N}\s.,:;!?])?/u.exec(template);
  const open = quotes?.[1] ?? '';
  const close = quotes?.[2] ?? '';
  const joined = new Intl.ListFormat(serviceOf.get(language) ?? 'en', { type: 'conjunction' }).format(titles.map((i) => `${open}${i}${close}`));
  // The template puts the outer quotes back.
  return joined.slice(open.length, joined.length - close.length);
}

export interface RenderedNotice {
  title: string;
  body: string;
  mailBody: string;
}

export function renderNotice(language: LanguageCode, notice: Pick<Notice, 'titleKey' | 'bodyKey' | 'shared'>, parts: readonly NoticePart[]): RenderedNotice {
  const template = catalogues[language][notice.bodyKey] ?? catalogues.en[notice.bodyKey] ?? '';
  const vars: MessageVars = {
    ...notice.shared,
    item: itemList(language, template, parts.map((p) => p.item)),
    amount: yen(parts.reduce((sum, p) => sum + p.amountYen, 0)),
    id: parts[0]!.orderId,
  };
  const single = t(language, notice.titleKey, vars);
  const title = parts.length === 1 ? single : t(language, 'noticeManyTitle', { title: single, count: parts.length });
  const body = t(language, notice.bodyKey, vars);
  const footer =
    parts.length === 1
      ? t(language, 'orderMailFooter', vars)
      : t(language, 'orderMailFooterMany', { ids: new Intl.ListFormat(serviceOf.get(language) ?? 'en', { type: 'unit' }).format(parts.map((p) => String(p.orderId))) });
  return { title, body, mailBody: `${body}\n\n${footer}` };
}

/** Events are told together when they belong together and their words would be the same but for the item. */
function keyOf(notice: Notice): string {
  const template = catalogues.en[notice.bodyKey] ?? '';
  const used = Object.entries(notice.shared).filter(([name]) => template.includes(`{{${name}}}`));
  return `${notice.scope}|${notice.bodyKey}|${JSON.stringify(used)}`;
}

/**
 * Tells the shopper of one order event, in the caller's transaction; returns the id of a new mail to
 * deliver after commit, or null when the event joined a mail already in the outbox or is not mailed.
 */
export async function tell(tx: Tx, services: Services, notice: Notice): Promise<number | null> {
  const now = services.now();
  const key = keyOf(notice);
  const shopper = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', notice.userId).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const open = await tx
    .selectFrom('messages')
    .leftJoin('mail_outbox', 'mail_outbox.id', 'messages.outbox_id')
    .select(['messages.id', 'messages.notice_parts', 'messages.outbox_id'])
    .where('messages.user_id', '=', notice.userId)
    .where('messages.notice_key', '=', key)
    .where('messages.read_at', 'is', null)
    .where('messages.created_at', '>', now - windowMs)
    // No mail (the shopper has this kind not mailed), or one not yet sent nor taken by a process sending
    // it: its words can still change.
    .where((eb) => eb.or([eb('messages.outbox_id', 'is', null), eb.and([eb('mail_outbox.sent_at', 'is', null), eb('mail_outbox.attempts', '=', 0)])]))
    .orderBy('messages.id', 'desc')
    .executeTakeFirst();
  if (open) {
    const parts = (JSON.parse(open.notice_parts ?? '[]') as NoticePart[]).filter((p) => p.orderId !== notice.part.orderId);
    parts.push(notice.part);
    const text = renderNotice(language, notice, parts);
    await tx
      .updateTable('messages')
      .set({ title: text.title, body: text.body, notice_parts: JSON.stringify(parts), order_id: parts.length === 1 ? notice.part.orderId : null, link: parts.length === 1 ? null : notice.manyLink })
      .where('id', '=', open.id)
      .execute();
    const mailId = open.outbox_id;
    if (mailId != null) await tx.updateTable('mail_outbox').set({ subject: text.title, body: text.mailBody }).where('id', '=', mailId).execute();
    return null;
  }
  const parts = [notice.part];
  const text = renderNotice(language, notice, parts);
  const outboxId = (await wantsMail(tx, notice.userId, notice.mailKind)) ? await services.mailer.enqueue(tx, { to: shopper.email, subject: text.title, body: text.mailBody }, now) : null;
  if (outboxId !== null && notice.holdMail) await tx.updateTable('mail_outbox').set({ next_attempt_at: now + windowMs }).where('id', '=', outboxId).execute();
  await tx
    .insertInto('messages')
    .values({
      user_id: notice.userId, order_id: notice.part.orderId, title: text.title, body: text.body, created_at: now, read_at: null,
      notice_key: key, notice_parts: JSON.stringify(parts), outbox_id: outboxId,
    })
    .execute();
  return outboxId;
}

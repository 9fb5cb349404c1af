// Outgoing mail goes through the mail_outbox table: written in the same transaction as the change that
// causes it, then delivered after commit — over SMTP when SMTP_URL is set, printed in development —
// so a rolled-back change sends nothing. A mail SMTP refused stays in the outbox and is tried again;
// each attempt first claims the row, so several server processes never send one mail twice at once.
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { constants } from '../../generated/constants';
import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import type { Logger } from '../log';
import type { Executor } from './sessions';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  /** Adds the mail to the outbox; pass the transaction of the change it belongs to. */
  enqueue(trx: Executor, mail: OutgoingMail, now: number): Promise<number>;
  /** Sends the given outbox rows (after their transaction committed); failures are recorded and kept. */
  deliver(ids: readonly number[], now?: number): Promise<void>;
  /** Starts delivery without waiting for it; `idle()` waits for every delivery started so. */
  deliverLater(ids: readonly number[]): void;
  /** Tries again the mails whose earlier attempt failed and whose wait is over. */
  retryPending(now: number): Promise<void>;
  idle(): Promise<void>;
}

const { retrySeconds, maxAttempts } = constants.mail;

export function createMailer(db: Kysely<Database>, config: ServerConfig, log: Logger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  /** Takes the row for one attempt; false when it is sent, in another process's hands, or spent. */
  async function claim(id: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: now + retrySeconds * 1000 }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function send(id: number, now: number): Promise<void> {
    if (!transport || !(await claim(id, now))) return;
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    try {
      await transport.sendMail({ from: config.mailFrom, to: row.recipient, subject: row.subject, text: row.body });
      await db.updateTable('mail_outbox').set({ sent_at: Date.now(), last_error: null }).where('id', '=', id).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ outboxId: id, attempt: row.attempts, error: message }, 'mail delivery failed');
      await db.updateTable('mail_outbox').set({ last_error: message.slice(0, 500) }).where('id', '=', id).execute();
    }
  }

  const mailer: Mailer = {
    async enqueue(trx, mail, now) {
      const row = await trx
        .insertInto('mail_outbox')
        .values({ recipient: mail.to, subject: mail.subject, body: mail.body, created_at: now, sent_at: null, last_error: null, next_attempt_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver(ids, now = Date.now()) {
      if (!transport) {
        if (!config.printMail || ids.length === 0) return;
        const rows = await db.selectFrom('mail_outbox').selectAll().where('id', 'in', [...ids]).execute();
        for (const row of rows) process.stdout.write(`\n✉ To: ${row.recipient}\n  Subject: ${row.subject}\n  ${row.body.replaceAll('\n', '\n  ')}\n\n`);
        return;
      }
      for (const id of ids) await send(id, now);
    },
    deliverLater(ids) {
      const job = mailer
        .deliver(ids)
        .catch((error: unknown) => log.error({ error: String(error) }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async retryPending(now) {
      if (!transport) return;
      const due = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('next_attempt_at', '<=', now)
        .orderBy('id')
        .limit(100)
        .execute();
      await mailer.deliver(due.map((r) => r.id), now);
    },
    async idle() {
      await Promise.all(pending);
    },
  };
  return mailer;
}

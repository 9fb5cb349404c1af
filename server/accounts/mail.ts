// Outgoing mail goes through the mail_outbox table: written in the same transaction as the change that
// causes it, then delivered after commit — over SMTP when SMTP_URL is set, printed in development —
// so a rolled-back change sends nothing and an SMTP outage loses nothing.
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
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
  /** Sends the given outbox rows (after the transaction committed); failures are logged and kept. */
  deliver(ids: readonly number[]): Promise<void>;
  /** Starts delivery without waiting for it; `idle()` waits for every delivery started so. */
  deliverLater(ids: readonly number[]): void;
  idle(): Promise<void>;
}

export function createMailer(db: Kysely<Database>, config: ServerConfig, log: Logger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();
  return {
    async enqueue(trx, mail, now) {
      const row = await trx
        .insertInto('mail_outbox')
        .values({ recipient: mail.to, subject: mail.subject, body: mail.body, created_at: now, sent_at: null, last_error: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async deliver(ids) {
      if (ids.length === 0) return;
      const rows = await db.selectFrom('mail_outbox').selectAll().where('id', 'in', [...ids]).where('sent_at', 'is', null).execute();
      for (const row of rows) {
        if (!transport) {
          if (config.printMail) process.stdout.write(`\n✉ To: ${row.recipient}\n  Subject: ${row.subject}\n  ${row.body.replaceAll('\n', '\n  ')}\n\n`);
          continue;
        }
        try {
          await transport.sendMail({ from: config.mailFrom, to: row.recipient, subject: row.subject, text: row.body });
          await db.updateTable('mail_outbox').set({ sent_at: Date.now(), last_error: null }).where('id', '=', row.id).execute();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.log('error', 'mail delivery failed', { outboxId: row.id, error: message });
          await db.updateTable('mail_outbox').set({ last_error: message.slice(0, 500) }).where('id', '=', row.id).execute();
        }
      }
    },
    deliverLater(ids) {
      const job = this.deliver(ids)
        .catch((error: unknown) => log.log('error', 'mail delivery failed', { error: String(error) }))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

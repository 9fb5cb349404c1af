// Outgoing mail through a real SMTP conversation (a local smtp-server), and the outbox riding out an
// SMTP outage.
import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { type TestServer, startTestServer } from './harness';

const received: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;

function collectingServer(): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  smtp = collectingServer();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

const sentRow = (server: TestServer, email: string) =>
  server.services.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).executeTakeFirst();

describe('SMTP', () => {
  it('sends the code over SMTP and marks the outbox row sent', async () => {
    const server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailFrom: 'Shop <shop@example.com>' });
    try {
      const shopper = server.shopper();
      await createApiClient(shopper.transport()).register({ email: 'smtp@example.com', password: 'correct horse 1', captchaToken: await shopper.captchaToken() });
      const row = await until(async () => {
        const r = await sentRow(server, 'smtp@example.com');
        return r?.sent_at ? r : undefined;
      });
      const mail = received.find((m) => m.to.includes('smtp@example.com'))!;
      expect(mail.text).toContain(await server.lastCode('smtp@example.com'));
      expect(row.last_error).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('keeps the mail when SMTP is down, and a retry sends it once SMTP is back', async () => {
    const port = await freePort();
    const server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
    let late: SMTPServer | undefined;
    try {
      const shopper = server.shopper();
      await createApiClient(shopper.transport()).register({ email: 'down@example.com', password: 'correct horse 1', captchaToken: await shopper.captchaToken() });
      const failed = await until(async () => {
        const r = await sentRow(server, 'down@example.com');
        return r?.last_error ? r : undefined;
      });
      expect([failed.sent_at, failed.attempts]).toEqual([null, 1]);
      // Too early: the row waits out its retry delay.
      await server.services.mailer.retryPending(Date.now());
      expect((await sentRow(server, 'down@example.com'))!.attempts).toBe(1);

      late = collectingServer();
      await new Promise<void>((resolve) => late!.listen(port, '127.0.0.1', resolve));
      const later = Date.now() + constants.mail.retrySeconds * 1000 + 1;
      await server.services.mailer.retryPending(later);
      const sent = (await sentRow(server, 'down@example.com'))!;
      expect(sent.sent_at).not.toBeNull();
      await server.services.mailer.retryPending(later + constants.mail.retrySeconds * 1000);
      expect(received.filter((m) => m.to.includes('down@example.com'))).toHaveLength(1);
    } finally {
      await server.close();
      if (late) await new Promise<void>((resolve) => late!.close(resolve));
    }
  });
});

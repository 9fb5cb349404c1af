// The local test gateway: a small card gateway in test mode, served under /test-gateway/ on our own
// server when the public key is a test key and no PAYMENT_GATEWAY_URL is set. It keeps its tokens and
// payments in memory (a restart forgets them, as test data may be forgotten) and speaks the API that
// ../http-gateway.ts calls:
//   POST /v1/tokens          the browser, with the public key: card number, expiry, CVC → a card token
//   POST /v1/cards           our server, with the secret key: a token → a card kept for later payments
//   DELETE /v1/cards/:id     our server: the kept card is deleted
//   POST /v1/payments        our server, with the secret key and an Idempotency-Key: a token or a kept card → a payment
//   GET  /v1/payments/:id    our server → the payment
//   GET  /3ds/:id            the shopper's 3-D Secure challenge (Complete / Fail), then back to return_url (a storefront page)
// and sends payment.succeeded / payment.failed webhooks (see ./webhooks.ts).
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { ownPageAddress } from '../../http/own-page';
import type { GatewayPayment } from '../http-gateway';
import { challengePage } from './challenge-page';
import { expiryValid, luhnValid, type TestCardOutcome, testCardOutcome } from './cards';
import type { WebhookSender } from './webhooks';

export interface TestGatewayOptions {
  publicKey: string;
  secretKey: string;
  /** Our own address (known once the server listens), for the challenge page's links. */
  selfUrl: () => string;
  /** The storefront's origin as shoppers reach it (PUBLIC_URL): the only place the challenge sends them back to. */
  storefrontUrl: string;
  webhooks: WebhookSender;
}

interface Stored extends GatewayPayment {
  return_url: string;
  outcome: TestCardOutcome;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const declineOf: Partial<Record<TestCardOutcome, string>> = { declined: 'card_declined', insufficientFunds: 'insufficient_funds' };

export function createTestGateway(options: TestGatewayOptions): Hono {
  const tokens = new Map<string, { outcome: TestCardOutcome; used: boolean }>();
  const cards = new Map<string, TestCardOutcome>();
  const payments = new Map<string, Stored>();
  const byIdempotencyKey = new Map<string, string>();
  const cardByIdempotencyKey = new Map<string, string>();
  const app = new Hono();

  const error = (c: Context, status: 400 | 401 | 404, code: string, message: string) => c.json({ error: { code, message } }, status);
  const bearer = (c: Context) => c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  const view = ({ return_url: _r, outcome: _o, ...payment }: Stored): GatewayPayment => payment;

  function finish(payment: Stored, status: 'succeeded' | 'declined', declineCode?: string) {
    payment.status = status;
    payment.next_action = null;
    payment.decline_code = declineCode ?? null;
    const type = status === 'succeeded' ? 'payment.succeeded' : 'payment.failed';
    options.webhooks.send({ id: newId('evt'), type, created: Math.floor(Date.now() / 1000), data: { object: view(payment) } });
  }

  app.post('/v1/tokens', async (c) => {
    if (bearer(c) !== options.publicKey) return error(c, 401, 'invalid_key', 'Unknown public key.');
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const number = String(body?.number ?? '').replace(/[\s-]/g, '');
    if (!luhnValid(number)) return error(c, 400, 'invalid_number', 'The card number is not valid.');
    if (!expiryValid(Number(body?.exp_month), Number(body?.exp_year), new Date())) return error(c, 400, 'invalid_expiry', 'The expiry date is not valid.');
    if (!/^\d{3,4}$/.test(String(body?.cvc ?? ''))) return error(c, 400, 'invalid_cvc', 'The security code is not valid.');
    const outcome = testCardOutcome(number);
    if (!outcome) return error(c, 400, 'live_card_in_test_mode', 'This is test mode: use one of the test cards.');
    const id = newId('tok');
    tokens.set(id, { outcome, used: false });
    return c.json({ id, card: { last4: number.slice(-4) } });
  });

  app.post('/v1/cards', async (c) => {
    if (bearer(c) !== options.secretKey) return error(c, 401, 'invalid_key', 'Unknown secret key.');
    const key = c.req.header('idempotency-key');
    const earlier = key ? cardByIdempotencyKey.get(key) : undefined;
    if (earlier) return c.json({ id: earlier });
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const token = tokens.get(String(body?.token ?? ''));
    if (!token || token.used) return error(c, 400, 'invalid_token', 'No such token, or it was used.');
    token.used = true;
    const id = newId('card');
    cards.set(id, token.outcome);
    if (key) cardByIdempotencyKey.set(key, id);
    return c.json({ id });
  });

  app.delete('/v1/cards/:id', (c) => {
    if (bearer(c) !== options.secretKey) return error(c, 401, 'invalid_key', 'Unknown secret key.');
    const id = c.req.param('id');
    if (!cards.delete(id)) return error(c, 404, 'not_found', 'No such card.');
    return c.json({ id });
  });

  app.post('/v1/payments', async (c) => {
    if (bearer(c) !== options.secretKey) return error(c, 401, 'invalid_key', 'Unknown secret key.');
    const key = c.req.header('idempotency-key');
    const earlier = key ? byIdempotencyKey.get(key) : undefined;
    if (earlier) return c.json(view(payments.get(earlier)!));
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const amount = Number(body?.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || body?.currency !== 'jpy') return error(c, 400, 'invalid_amount', 'amount must be a positive whole number of jpy.');
    // As a real gateway allows only its merchant's own return addresses: this one's keys are well known,
    // so any other address would let anyone make our /test-gateway/3ds/…/complete redirect to their site.
    const returnUrl = ownPageAddress(String(body?.return_url ?? ''), options.storefrontUrl);
    if (returnUrl === null) return error(c, 400, 'invalid_return_url', 'return_url must be a page of the storefront (PUBLIC_URL).');
    const metadata = Object.fromEntries(Object.entries((body?.metadata ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
    const token = body?.card === undefined ? tokens.get(String(body?.token ?? '')) : undefined;
    const card = body?.card === undefined ? undefined : cards.get(String(body.card));
    // A token pays once; a kept card pays again and again.
    const outcome = card ?? (token && !token.used ? token.outcome : undefined);
    const id = newId('pay');
    const payment: Stored = {
      id, status: 'requires_action', amount, currency: 'jpy', next_action: null, decline_code: null, metadata, return_url: returnUrl,
      outcome: outcome ?? 'declined',
    };
    payments.set(id, payment);
    if (key) byIdempotencyKey.set(key, id);
    // A used token, or a token or card we never issued, is declined as gateways do.
    if (!outcome) finish(payment, 'declined', body?.card === undefined ? 'invalid_token' : 'invalid_card');
    else {
      if (token) token.used = true;
      if (payment.outcome === 'threeDSecure') payment.next_action = { redirect_url: `${options.selfUrl()}/test-gateway/3ds/${id}` };
      else if (payment.outcome === 'succeeds') finish(payment, 'succeeded');
      else finish(payment, 'declined', declineOf[payment.outcome]);
    }
    return c.json(view(payment));
  });

  app.get('/v1/payments/:id', (c) => {
    if (bearer(c) !== options.secretKey) return error(c, 401, 'invalid_key', 'Unknown secret key.');
    const payment = payments.get(c.req.param('id'));
    return payment ? c.json(view(payment)) : error(c, 404, 'not_found', 'No such payment.');
  });

  app.get('/3ds/:id', (c) => {
    const payment = payments.get(c.req.param('id'));
    if (!payment) return c.text('No such payment.', 404);
    return c.html(challengePage(payment.id, payment.amount, payment.status === 'requires_action'));
  });

  for (const [path, succeeds] of [['complete', true], ['fail', false]] as const) {
    app.post(`/3ds/:id/${path}`, (c) => {
      const payment = payments.get(c.req.param('id'));
      if (!payment) return c.text('No such payment.', 404);
      // Answering the challenge again changes nothing: the payment is already final.
      if (payment.status === 'requires_action') finish(payment, succeeds ? 'succeeded' : 'declined', succeeds ? undefined : 'authentication_failed');
      return c.redirect(payment.return_url, 303);
    });
  }
  return app;
}

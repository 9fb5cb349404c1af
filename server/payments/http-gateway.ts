// A client of a Stripe-like card gateway's HTTP API: payments are created with the secret key and an
// Idempotency-Key header, read back by id, and webhooks are checked against the webhook secret. The
// local test gateway (./test-gateway) speaks the same API, so tests exercise this very client.
import { z } from 'zod';
import { constants } from '../../generated/constants';
import type { CreatePayment, Payment, PaymentEvent, PaymentProvider, WebhookCheck } from './provider';
import { CardNotSaved, GatewayUnavailable } from './provider';
import { signatureHeader, verifySignature } from './signature';

/** The gateway's payment object, as its API writes it. */
export const gatewayPayment = z.object({
  id: z.string().min(1),
  status: z.enum(['succeeded', 'requires_action', 'declined']),
  amount: z.int().positive(),
  currency: z.literal('jpy'),
  // The shopper's browser is sent there (and shown it as a link): an http(s) page, never `javascript:` or `data:`.
  next_action: z.object({ redirect_url: z.url({ protocol: z.regexes.httpProtocol }) }).nullish(),
  decline_code: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).default({}),
});
export type GatewayPayment = z.infer<typeof gatewayPayment>;

/** A card the gateway keeps for later payments. */
const gatewayCard = z.object({ id: z.string().min(1) });
const gatewayError = z.object({ error: z.object({ code: z.string() }) });

class CardGone extends Error {}

const gatewayEvent = z.object({
  id: z.string().min(1),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.int(),
  data: z.object({ object: gatewayPayment }),
});

export function fromGateway(p: GatewayPayment): Payment {
  return {
    ref: p.id,
    status: p.status === 'requires_action' ? 'requiresAction' : p.status,
    amountYen: p.amount,
    ...(p.next_action ? { actionUrl: p.next_action.redirect_url } : {}),
    ...(p.decline_code ? { declineCode: p.decline_code } : {}),
    metadata: p.metadata,
  };
}

export interface HttpGatewayOptions {
  name: string;
  /** The API base; a function because the embedded test gateway's address is known only once we listen. */
  baseUrl: () => string;
  secretKey: string;
  webhookSecret: string;
  nowSeconds?: () => number;
}

export function createHttpGateway(options: HttpGatewayOptions): PaymentProvider {
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    refused?: (status: number, text: string) => Error | null,
  ): Promise<T> {
    let response: Response;
    try {
      const init: RequestInit = { method, headers: { Authorization: `Bearer ${options.secretKey}`, ...headers }, signal: AbortSignal.timeout(constants.wallet.gatewayTimeoutMs) };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      }
      response = await fetch(`${options.baseUrl()}${path}`, init);
    } catch (error) {
      throw new GatewayUnavailable(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw refused?.(response.status, text) ?? new GatewayUnavailable(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GatewayUnavailable(`${method} ${path}: not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GatewayUnavailable(`${method} ${path}: unexpected answer ${parsed.error.message}`);
    return parsed.data;
  }

  // A 400 naming its error is the gateway's answer about this token; any other failure (a wrong secret key
  // among them) is ours or the gateway's, not the shopper's card.
  const cardRefusal = (status: number, text: string): Error | null => {
    if (status !== 400) return null;
    try {
      const parsed = gatewayError.safeParse(JSON.parse(text));
      return parsed.success ? new CardNotSaved(parsed.data.error.code) : null;
    } catch {
      return null;
    }
  };

  return {
    name: options.name,
    createPayment: async (request: CreatePayment) =>
      fromGateway(
        await call(
          gatewayPayment,
          'POST',
          '/v1/payments',
          { amount: request.amountYen, currency: 'jpy', ...request.source, return_url: request.returnUrl, metadata: request.metadata },
          { 'Idempotency-Key': request.idempotencyKey },
        ),
      ),
    retrieve: async (ref: string) => fromGateway(await call(gatewayPayment, 'GET', `/v1/payments/${encodeURIComponent(ref)}`)),
    saveCard: async (token: string) => {
      // Keyed by the token, so a retried save answers the card the first one made.
      const card = await call(gatewayCard, 'POST', '/v1/cards', { token }, { 'Idempotency-Key': `card-${token}` }, cardRefusal);
      return { ref: card.id };
    },
    forgetCard: async (ref: string) => {
      // A 404 is a card already gone (deleted before, or never kept): forgetting it again is done.
      const gone = (status: number) => (status === 404 ? new CardGone() : null);
      try {
        await call(gatewayCard, 'DELETE', `/v1/cards/${encodeURIComponent(ref)}`, undefined, {}, gone);
      } catch (error) {
        if (!(error instanceof CardGone)) throw error;
      }
    },
    verifyWebhook(rawBody: string, headers: Headers): WebhookCheck {
      const signed = verifySignature(options.webhookSecret, rawBody, headers.get(signatureHeader), nowSeconds(), constants.wallet.webhookToleranceSeconds);
      if (!signed.ok) return signed;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const parsed = gatewayEvent.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'not a payment event' };
      const event: PaymentEvent = { id: parsed.data.id, type: parsed.data.type, created: parsed.data.created, payment: fromGateway(parsed.data.data.object) };
      return { ok: true, event };
    },
  };
}

// The one interface to a card gateway. Handlers never speak a gateway's API themselves: they create a
// payment, read it back, and check webhooks through this, so a real gateway is a configuration change.
export type PaymentStatus = 'succeeded' | 'requiresAction' | 'declined';

export interface CreatePayment {
  amountYen: number;
  /** A card token the browser obtained from the gateway: card data never reaches our API. */
  token: string;
  /** The gateway answers a repeated request with this key with the payment it already made. */
  idempotencyKey: string;
  /** Where the gateway sends the shopper back after a 3-D Secure step. */
  returnUrl: string;
  metadata: Readonly<Record<string, string>>;
}

export interface Payment {
  ref: string;
  status: PaymentStatus;
  amountYen: number;
  /** The 3-D Secure page, when status is requiresAction. */
  actionUrl?: string;
  /** Why the card was declined: card_declined, insufficient_funds, expired_card… */
  declineCode?: string;
  metadata: Readonly<Record<string, string>>;
}

export type PaymentEventType = 'payment.succeeded' | 'payment.failed';

export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** Epoch seconds. */
  created: number;
  payment: Payment;
}

export type WebhookCheck = { ok: true; event: PaymentEvent } | { ok: false; reason: string };

export interface PaymentProvider {
  /** 'test' (the local test gateway or a gateway in test mode) or 'live'. */
  readonly name: string;
  createPayment(request: CreatePayment): Promise<Payment>;
  retrieve(ref: string): Promise<Payment>;
  verifyWebhook(rawBody: string, headers: Headers): WebhookCheck;
}

/** The gateway could not be reached or answered something we cannot use; nothing is known about the payment. */
export class GatewayUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailable';
  }
}

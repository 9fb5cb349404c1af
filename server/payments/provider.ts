// The one interface to a card gateway. Handlers never speak a gateway's API themselves: they create a
// payment, read it back, and check webhooks through this, so a real gateway is a configuration change.
export type PaymentStatus = 'succeeded' | 'requiresAction' | 'declined';

/**
 * What a payment is charged to: a single-use card token the browser obtained from the gateway (card data
 * never reaches our API), or a card the gateway keeps for the shopper (saveCard), charged again and again.
 */
export type PaymentSource = { token: string } | { card: string };

export interface CreatePayment {
  amountYen: number;
  source: PaymentSource;
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
  /**
   * Exchanges a single-use card token for a card the gateway keeps, which later payments may charge. The
   * same token again answers the same card (a retried save). A token the gateway refuses is CardNotSaved.
   */
  saveCard(token: string): Promise<{ ref: string }>;
  /** Deletes a kept card at the gateway; one it no longer knows is already forgotten. */
  forgetCard(ref: string): Promise<void>;
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

/** The gateway refused to keep a card (a token it never issued, or one already used for a payment). */
export class CardNotSaved extends Error {
  constructor(readonly code: string) {
    super(`the gateway did not save the card: ${code}`);
    this.name = 'CardNotSaved';
  }
}

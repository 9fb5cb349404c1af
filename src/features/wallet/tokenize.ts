// Card data goes from the browser straight to the gateway's token endpoint, with the public key; our
// API only ever sees the token it answers. The endpoint's own error codes name the field at fault.
import type { PaymentConfig } from '../../../generated/api/schemas';
import { digits, parseExpiry } from './card-input';

export class CardRefused extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'CardRefused';
  }
}

export async function tokenizeCard(config: PaymentConfig, card: { number: string; expiry: string; cvc: string }): Promise<string> {
  const expiry = parseExpiry(card.expiry);
  let response: Response;
  try {
    response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.publicKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: digits(card.number), exp_month: expiry?.month, exp_year: expiry?.year, cvc: card.cvc.trim() }),
      // The gateway is another site in live mode: no cookies of ours go there.
      credentials: 'omit',
    });
  } catch {
    throw new CardRefused('network');
  }
  const body = (await response.json().catch(() => ({}))) as { id?: string; error?: { code?: string } };
  if (!response.ok || !body.id) throw new CardRefused(body.error?.code ?? 'other');
  return body.id;
}

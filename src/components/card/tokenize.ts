// Card data goes from the browser straight to the gateway's token endpoint (the one tokenizer the card page
// uses too); our API only ever sees the token it answers. The endpoint's own error codes name the field at fault.
import type { PaymentConfig } from '../../../generated/api/schemas';
import { TokenizeFailed, gatewayTokenizer } from '../../lib/card-tokenizer';
import { parseExpiry } from './card-input';

export async function tokenizeCard(config: PaymentConfig, card: { number: string; expiry: string; cvc: string }): Promise<string> {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw new TokenizeFailed('invalid_expiry');
  const { token } = await gatewayTokenizer(config).tokenize({ number: card.number, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc });
  return token;
}

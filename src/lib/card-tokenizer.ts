// The card gateway seen from the page: card data goes from the form to the gateway, which answers a token;
// only the token and what may be shown of the card (brand, last 4, expiry) reach our API. In live mode
// this is the gateway's own token endpoint, with the public key of the environment (spec §7); in test mode
// the same call goes to the gateway in test mode (the local test gateway unless one is configured). A token
// made anywhere else could never be charged, so saved cards could never pay.
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardTokenizer {
  tokenize(card: CardDetails): Promise<CardToken>;
}

export class TokenizeFailed extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'TokenizeFailed';
  }
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The brand by the number's leading digits (the IIN ranges the card networks publish). */
export function cardBrand(number: string): string {
  const n = digitsOf(number);
  if (n.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(n)) return 'jcb';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(n)) return 'diners';
  if (n.startsWith('62')) return 'unionpay';
  return 'other';
}

/** The gateway's token endpoint with the environment's public key; no cookies of ours go there. */
export function gatewayTokenizer(config: { publicKey: string; tokenUrl: string }): CardTokenizer {
  return {
    async tokenize(card) {
      const number = digitsOf(card.number);
      let response: Response;
      try {
        response = await fetch(config.tokenUrl, {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.publicKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc.trim() }),
          credentials: 'omit',
        });
      } catch {
        throw new TokenizeFailed('network');
      }
      const body = (await response.json().catch(() => ({}))) as { id?: string; error?: { code?: string } };
      if (!response.ok || !body.id) throw new TokenizeFailed(body.error?.code ?? 'other');
      return { token: body.id, brand: cardBrand(number), last4: number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
    },
  };
}

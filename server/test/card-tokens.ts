// What a payment page's browser does with a card: it goes to the gateway (here the local test gateway on
// the test server), which answers a single-use token; the card itself never reaches our API.
import { createApiClient } from '../../generated/api/client';
import type { TestServer } from './harness';

export const testCardNumbers = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', noFunds: '4000 0000 0000 9995', threeDS: '4000 0027 6000 3184' };

export async function tokenFor(server: TestServer, number: string, { cvc = '123', month = 12, year = new Date().getUTCFullYear() + 2 } = {}) {
  const config = await createApiClient(server.shopper().transport()).paymentConfig();
  const response = await fetch(new URL(config.tokenUrl, server.url), {
    method: 'POST',
    headers: { Authorization: `Bearer ${config.publicKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, exp_month: month, exp_year: year, cvc }),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; error?: { code: string } } };
}

/** A fresh token of a test card that pays (or of the given test card). */
export async function cardToken(server: TestServer, number = testCardNumbers.ok): Promise<string> {
  const { body } = await tokenFor(server, number);
  if (!body.id) throw new Error(`the test gateway gave no token: ${JSON.stringify(body)}`);
  return body.id;
}

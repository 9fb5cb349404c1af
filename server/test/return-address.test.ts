// The page a shopper's browser is sent back to after a 3-D Secure step: only a page of our own storefront
// (PUBLIC_URL), named by its path or its whole address there. Another site, written in any of the ways a
// browser would still follow, is refused before anything is stored or charged — by our recharge call and
// by the local test gateway itself, whose well-known keys anyone may use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { cardToken, testCardNumbers } from './card-tokens';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let keys = 0;
const newKey = () => `return-${Date.now().toString(36)}-${++keys}-abcdefgh`;
const publicUrl = () => server.services.config.publicUrl;

// Elsewhere, however it is written; and our own server at an address other than PUBLIC_URL's.
const offSite = () => [
  'https://evil.example/personal/recharge', 'http://evil.example', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'https:evil.example',
  '/\t/evil.example', ' //evil.example', 'javascript:alert(1)', ' javascript:alert(1)', '\u0001javascript:alert(1)', 'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'personal/recharge',
  `${publicUrl()}@evil.example/`, `${publicUrl()}.evil.example/`, `${server.url}/personal/recharge`,
];

describe('the recharge’s return address', () => {
  it('refuses every address off our storefront with a 400 naming returnUrl, storing and charging nothing', async () => {
    const shopper = await server.verifiedShopper('return-refused@example.com');
    const before = await fingerprint(server.services.db);
    for (const returnUrl of offSite()) {
      const token = await cardToken(server, testCardNumbers.threeDS);
      const answer = await shopper.call('Sig.Front.User.AppRecharge.Create', { amountYen: 5000, token, idempotencyKey: newKey(), returnUrl });
      expect([returnUrl, answer.status, answer.body.field, answer.body.msg]).toEqual([returnUrl, 400, 'returnUrl', '“returnUrl” must be a page of this site.']);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it.each([
    ['a path', '/personal/recharge?return=%2Fpersonal%2Fcoupon'],
    ['an address on PUBLIC_URL', 'PUBLIC_URL/personal/recharge?return=%2Fpersonal%2Fcoupon'],
  ])('takes %s, and the 3-D Secure completion comes back to PUBLIC_URL', async (_, written) => {
    const shopper = await server.verifiedShopper(`return-${keys}-ok@example.com`);
    const returnUrl = written.replace('PUBLIC_URL', () => publicUrl());
    const token = await cardToken(server, testCardNumbers.threeDS);
    const { recharge } = await createApiClient(shopper.transport()).createRecharge({ amountYen: 5000, token, idempotencyKey: newKey(), returnUrl });
    const challenge = await (await fetch(recharge.actionUrl!)).text();
    const complete = /action="([^"]+\/complete)"/.exec(challenge)![1]!;
    const done = await fetch(new URL(complete, server.url), { method: 'POST', redirect: 'manual' });
    expect([done.status, done.headers.get('location')]).toEqual([303, `${publicUrl()}/personal/recharge?return=%2Fpersonal%2Fcoupon&recharge=${recharge.id}`]);
  });
});

describe('the test gateway’s payments', () => {
  const createPayment = (returnUrl: string) =>
    fetch(`${server.url}/test-gateway/v1/payments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.services.config.payments.secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 1000, currency: 'jpy', token: 'tok_unused', return_url: returnUrl, metadata: {} }),
    });

  it('refuses a return address off the storefront, so its 3-D Secure completion cannot send anyone elsewhere', async () => {
    for (const returnUrl of offSite()) {
      const answer = await createPayment(returnUrl);
      expect([returnUrl, answer.status, ((await answer.json()) as { error?: { code: string } }).error?.code]).toEqual([returnUrl, 400, 'invalid_return_url']);
    }
    expect((await createPayment(`${publicUrl()}/personal/recharge`)).status).toBe(200);
  });
});

// The gateway's payment object as our client reads it: the 3-D Secure address it names is where the
// shopper's browser is sent (and what the recharge page links), so it must be an http(s) page.
import { describe, expect, it } from 'vitest';
import { gatewayPayment } from './http-gateway';

const payment = (redirectUrl: string) => ({ id: 'pay_1', status: 'requires_action', amount: 1000, currency: 'jpy', next_action: { redirect_url: redirectUrl } });

describe('a payment’s 3-D Secure address', () => {
  it('is taken when it is an http(s) page', () => {
    expect(gatewayPayment.parse(payment('https://gateway.example/3ds/pay_1')).next_action?.redirect_url).toBe('https://gateway.example/3ds/pay_1');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/3ds'])('makes %j an unexpected answer', (address) => {
    expect(gatewayPayment.safeParse(payment(address)).success).toBe(false);
  });
});

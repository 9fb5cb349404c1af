// A card gateway that outlives the server: the local test gateway (server/payments/test-gateway) served
// from the suite's own process, so that killing the shop does not kill the card payments it made. Its
// webhooks go to whichever shop process is current and can be held back, to kill the shop in the gap
// between a charge and the shop writing it down with no webhook to close it yet.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from '../../../server/log';
import { createTestGateway } from '../../../server/payments/test-gateway/gateway';
import { createWebhookSender } from '../../../server/payments/test-gateway/webhooks';

export const gatewayKeys = { PAYMENT_PUBLIC_KEY: 'pk_test_faults', PAYMENT_SECRET_KEY: 'sk_test_faults', PAYMENT_WEBHOOK_SECRET: 'whsec_test_faults' };
/**
 * The shop's PUBLIC_URL in every one of its processes: the gateway sends a shopper back only to the shop's
 * own pages, and the shop's port changes with each restart while this gateway lives on.
 */
export const shopPublicUrl = 'http://shop.faults.test';

export interface OutsideGateway {
  url: string;
  /** The shop the webhooks go to (it moves with each restart). */
  target: string;
  /** Webhooks are kept, not sent, until release(). */
  hold(): void;
  release(): void;
  /** A card token, as the shopper's browser gets one. */
  token(number?: string): Promise<string>;
  close(): Promise<void>;
}

const quiet = { log: () => undefined } as unknown as Logger;

export async function startGateway(): Promise<OutsideGateway> {
  let url = '';
  const state = { target: '', holding: false, held: [] as object[] };
  const sender = createWebhookSender(() => `${state.target}/webhooks/payments`, gatewayKeys.PAYMENT_WEBHOOK_SECRET, quiet);
  const app = createTestGateway({
    publicKey: gatewayKeys.PAYMENT_PUBLIC_KEY,
    secretKey: gatewayKeys.PAYMENT_SECRET_KEY,
    selfUrl: () => url,
    storefrontUrl: shopPublicUrl,
    webhooks: { send: (event) => (state.holding ? state.held.push(event) : sender.send(event)), close: sender.close, idle: sender.idle },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get target() {
      return state.target;
    },
    set target(value: string) {
      state.target = value;
    },
    hold: () => void (state.holding = true),
    release() {
      state.holding = false;
      for (const event of state.held.splice(0)) sender.send(event);
    },
    async token(number = '4242424242424242') {
      const response = await fetch(`${url}/v1/tokens`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${gatewayKeys.PAYMENT_PUBLIC_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' }),
      });
      return ((await response.json()) as { id: string }).id;
    },
    close: () => {
      sender.close();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

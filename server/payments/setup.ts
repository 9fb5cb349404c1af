// Chooses the card gateway from the configuration: a configured PAYMENT_GATEWAY_URL, or (test keys
// only) the local test gateway mounted on this server. Either way the storefront talks to it through
// the same HTTP client.
import type { Hono } from 'hono';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import { createHttpGateway } from './http-gateway';
import type { PaymentProvider } from './provider';
import { createTestGateway } from './test-gateway/gateway';
import { createWebhookSender, type WebhookSender } from './test-gateway/webhooks';

export const testGatewayPath = '/test-gateway';
export const webhookPath = '/webhooks/payments';

export interface Payments {
  provider: PaymentProvider;
  /** Where the browser posts card data for a token. */
  tokenUrl: string;
  /** The local test gateway's routes, to mount under testGatewayPath; null with a configured gateway. */
  testGateway: Hono | null;
  testWebhooks: WebhookSender | null;
}

/** `selfUrl` is this server's own address, known once it listens. */
export function createPayments(config: ServerConfig, log: Logger, selfUrl: () => string): Payments {
  const { payments } = config;
  const name = payments.mode;
  if (payments.gatewayUrl) {
    const base = payments.gatewayUrl;
    return {
      provider: createHttpGateway({ name, baseUrl: () => base, secretKey: payments.secretKey, webhookSecret: payments.webhookSecret }),
      tokenUrl: `${base}/v1/tokens`,
      testGateway: null,
      testWebhooks: null,
    };
  }
  // config.ts refuses a live key without a gateway URL, so only test mode gets here.
  const testWebhooks = createWebhookSender(() => `${selfUrl()}${webhookPath}`, payments.webhookSecret, log);
  return {
    provider: createHttpGateway({ name, baseUrl: () => `${selfUrl()}${testGatewayPath}`, secretKey: payments.secretKey, webhookSecret: payments.webhookSecret }),
    tokenUrl: `${testGatewayPath}/v1/tokens`,
    testGateway: createTestGateway({ publicKey: payments.publicKey, secretKey: payments.secretKey, selfUrl, storefrontUrl: config.publicUrl, webhooks: testWebhooks }),
    testWebhooks,
  };
}

// What a server runs that is only for tests and for trying the storefront out: the local stand-ins for the
// card gateway, the captcha and social sign-in (whose well-known keys let anyone take their tokens), the
// secrets that have a default everybody can read in this repository, the made-up rival bidders, and the
// defaults that only make sense on a developer's machine. Development and the tests run with all of them
// on purpose. A production server refuses to start while any is left (config.ts), unless
// ALLOW_TEST_PROVIDERS=1 asks for a demonstration, which then says so in the log and on every page.
import { createHash } from 'node:crypto';
import { editions } from '../generated/editions';
import type { ServerConfig } from './config';

/** The defaults a fresh clone runs with: public in this repository, so never a secret in production. */
export const testDefaults = {
  paymentPublicKey: 'pk_test_local',
  paymentSecretKey: 'sk_test_local',
  paymentWebhookSecret: 'whsec_test_local',
  widgetsTestSecret: 'local-widgets-test-secret',
  mailFrom: 'Storefront <no-reply@localhost>',
  identityKey: createHash('sha256').update('storefront development identity key').digest(),
  publicUrl: (port: number) => `http://localhost:${port}`,
};

/**
 * Turnstile's published dummy keys (1x… always passes, 2x… always fails, 3x… always challenges): real-looking
 * live keys with which every token passes, or none does.
 */
const turnstileDummyKey = /^[0-9]x0+[A-Z]{2}$/;

export interface StandIn {
  /** The environment variables that replace it, as the operator should read them. */
  variables: string;
  /** What runs instead, and what that lets anyone do. */
  effect: string;
  /** Whether ALLOW_TEST_PROVIDERS=1 may start with it: false for what protects real data even in a demonstration. */
  demonstrable: boolean;
}

/** The settings that say whether a stand-in serves. */
export type StandInSettings = Pick<ServerConfig, 'port' | 'edition' | 'payments' | 'widgets' | 'identityKey' | 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'marketSimulator'>;

/** Every stand-in and default secret this configuration would serve with, whatever NODE_ENV says. */
export function standIns(config: StandInSettings, env: Readonly<Record<string, string | undefined>> = {}): StandIn[] {
  const { payments, widgets } = config;
  const found: StandIn[] = [];
  const add = (variables: string, effect: string, demonstrable = true) => found.push({ variables, effect, demonstrable });

  if (payments.mode === 'test') add('PAYMENT_PUBLIC_KEY', `is a test key (${payments.publicKey}): test cards top up wallets and pay orders with no money taken`);
  if (payments.gatewayUrl === null) add('PAYMENT_GATEWAY_URL', 'is not set: the local test gateway under /test-gateway/ takes the card payments');
  if (payments.secretKey === testDefaults.paymentSecretKey) add('PAYMENT_SECRET_KEY', `is the well-known ${testDefaults.paymentSecretKey}`);
  if (payments.webhookSecret === testDefaults.paymentWebhookSecret) add('PAYMENT_WEBHOOK_SECRET', `is the well-known ${testDefaults.paymentWebhookSecret}: anyone can sign a "payment succeeded" event`);

  const testCaptcha = widgets.captcha.mode === 'test';
  // An edition without social sign-in never verifies a provider token, test or live.
  const testSocial = widgets.social.mode === 'test' && editions[config.edition].socialLogin;
  if (testCaptcha) add('CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY', 'are not set: the local test captcha under /test-widgets/ lets any script through');
  else if ([widgets.captcha.siteKey, widgets.captcha.secretKey].some((key) => turnstileDummyKey.test(key))) {
    add('CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY', "include one of Turnstile's published dummy keys, with which every token passes (or none does)");
  }
  if (testSocial) add('SOCIAL_GOOGLE_CLIENT_ID and SOCIAL_APPLE_CLIENT_ID', 'are not set (one is enough): the local test sign-in under /test-widgets/ signs anyone in as any email address');
  if ((testCaptcha || testSocial) && widgets.testSecret === testDefaults.widgetsTestSecret) add('WIDGETS_TEST_SECRET', 'is the well-known default: anyone can sign test captcha and sign-in tokens');

  // Sealed identity numbers stay sealed with this key after a demonstration ends: never a public one.
  if (config.identityKey.equals(testDefaults.identityKey)) add('IDENTITY_KEY', 'is not set: identity document numbers would be sealed with a key anyone can work out', false);
  if (config.publicUrl === testDefaults.publicUrl(config.port)) add('PUBLIC_URL', `is left at ${config.publicUrl}: links in mail and the card gateway's way back would lead to the shopper's own machine`);
  if (config.smtpUrl === null) add('SMTP_URL', 'is not set: no mail is sent (sign-up and sign-in codes, password resets, order mail)');
  if (config.mailFrom === testDefaults.mailFrom) add('MAIL_FROM', `is the default ${testDefaults.mailFrom}, which mail servers refuse`);
  if (config.marketSimulator.enabled) add('MARKET_SIMULATOR', 'is not off: made-up rival bidders outbid shoppers on the auctions');
  // Unset, a production seeds no made-up goods (config.madeUpData); asked for, it is a demonstration's.
  if (Number(env.SEED_GOODS ?? 0) > 0) add('SEED_GOODS', `asks for ${env.SEED_GOODS} made-up goods, which shoppers could pay for: leave it unset and load the catalog with catalog:import`);
  return found;
}

/** The one message a production server refuses to start with: every variable at once. */
export function refusal(blocking: readonly StandIn[], allowed: boolean): string {
  const lines = blocking.map((item) => `  - ${item.variables} ${item.effect}`);
  const way = allowed
    ? 'These are needed by a demonstration (ALLOW_TEST_PROVIDERS=1) too.'
    : 'Set each of them; or, to run a demonstration with test stand-ins anyway, set ALLOW_TEST_PROVIDERS=1 (the log and every page then say so).';
  return ['NODE_ENV=production, but this server would run what is only for tests:', ...lines, way].join('\n');
}

// The public key decides test or live; a live key never falls back to the local test gateway.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('payment configuration', () => {
  it('defaults to the local test gateway', () => {
    expect(loadConfig({}).payments).toMatchObject({ publicKey: 'pk_test_local', mode: 'test', gatewayUrl: null });
  });

  it('uses a configured gateway, test or live', () => {
    const live = loadConfig({ PAYMENT_PUBLIC_KEY: 'pk_live_abc', PAYMENT_GATEWAY_URL: 'https://api.gateway.example/', PAYMENT_SECRET_KEY: 'sk_live_x', PAYMENT_WEBHOOK_SECRET: 'whsec_x' });
    expect(live.payments).toEqual({ publicKey: 'pk_live_abc', mode: 'live', gatewayUrl: 'https://api.gateway.example', secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });
    expect(loadConfig({ PAYMENT_PUBLIC_KEY: 'pk_test_abc', PAYMENT_GATEWAY_URL: 'https://api.gateway.example' }).payments.mode).toBe('test');
  });

  it.each([
    [{ PAYMENT_PUBLIC_KEY: 'pk_live_abc' }, 'PAYMENT_GATEWAY_URL'],
    [{ PAYMENT_PUBLIC_KEY: 'pk_live_abc', PAYMENT_GATEWAY_URL: 'https://g.example' }, 'PAYMENT_SECRET_KEY'],
    [{ PAYMENT_PUBLIC_KEY: 'pk_live_abc', PAYMENT_GATEWAY_URL: 'https://g.example', PAYMENT_SECRET_KEY: 'sk' }, 'PAYMENT_WEBHOOK_SECRET'],
    [{ PAYMENT_PUBLIC_KEY: 'abc' }, 'PAYMENT_PUBLIC_KEY'],
    [{ PAYMENT_GATEWAY_URL: 'ftp://g.example' }, 'PAYMENT_GATEWAY_URL'],
  ])('refuses to start with %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

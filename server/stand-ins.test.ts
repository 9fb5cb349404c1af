// Production refuses to start on what is only for tests, naming every variable at once; ALLOW_TEST_PROVIDERS=1
// starts a demonstration that lists them; outside production nothing changes.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionSettings, productionVariables } from './test/production-settings';

const refusalOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};
const without = (...names: string[]) => Object.fromEntries(Object.entries(productionSettings).filter(([name]) => !names.includes(name)));
const identityKey = productionSettings.IDENTITY_KEY!;

describe('production on test stand-ins', () => {
  it('refuses to start with nothing set, naming every variable in one message', () => {
    const message = refusalOf({ NODE_ENV: 'production' });
    for (const name of productionVariables) expect(message).toContain(name);
    expect(message).toContain('ALLOW_TEST_PROVIDERS=1');
  });

  it('refuses what the audit started (an identity key and nothing else), naming all the rest', () => {
    const message = refusalOf({ NODE_ENV: 'production', IDENTITY_KEY: identityKey });
    for (const name of productionVariables.filter((n) => n !== 'IDENTITY_KEY')) expect(message).toContain(name);
    expect(message).not.toContain('IDENTITY_KEY');
  });

  it('refuses a live card gateway beside the test captcha and test sign-in', () => {
    const message = refusalOf(without('CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY', 'SOCIAL_GOOGLE_CLIENT_ID'));
    for (const name of ['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY', 'SOCIAL_GOOGLE_CLIENT_ID', 'SOCIAL_APPLE_CLIENT_ID', 'WIDGETS_TEST_SECRET']) expect(message).toContain(name);
    expect(message).not.toMatch(/PAYMENT_|IDENTITY_KEY|PUBLIC_URL|SMTP_URL|MAIL_FROM|MARKET_SIMULATOR/);
  });

  it.each(Object.keys(productionSettings).filter((name) => name !== 'NODE_ENV'))('refuses production without %s, naming it', (name) => {
    expect(refusalOf(without(name))).toContain(name);
  });

  it.each([
    ['a test public key with a real gateway', { PAYMENT_PUBLIC_KEY: 'pk_test_shop' }, 'PAYMENT_PUBLIC_KEY'],
    ['the well-known card secret', { PAYMENT_SECRET_KEY: 'sk_test_local' }, 'PAYMENT_SECRET_KEY'],
    ['the well-known webhook secret', { PAYMENT_WEBHOOK_SECRET: 'whsec_test_local' }, 'PAYMENT_WEBHOOK_SECRET'],
    ['the market simulator on', { MARKET_SIMULATOR: 'on' }, 'MARKET_SIMULATOR'],
    ['the default sender', { MAIL_FROM: 'Storefront <no-reply@localhost>' }, 'MAIL_FROM'],
    ['made-up goods asked for', { SEED_GOODS: '100000' }, 'SEED_GOODS'],
    ["Turnstile's always-passing dummy secret", { CAPTCHA_SECRET_KEY: '1x0000000000000000000000000000000AA' }, 'CAPTCHA_SECRET_KEY'],
    ["Turnstile's dummy site key", { CAPTCHA_SITE_KEY: '3x00000000000000000000FF' }, 'CAPTCHA_SITE_KEY'],
  ])('refuses %s, naming it', (_what, change, name) => {
    expect(refusalOf({ ...productionSettings, ...change })).toContain(name);
  });

  it('asks no social keys of an edition without social sign-in', () => {
    expect(refusalOf(without('SOCIAL_GOOGLE_CLIENT_ID'))).toContain('SOCIAL_GOOGLE_CLIENT_ID');
    expect(loadConfig({ ...without('SOCIAL_GOOGLE_CLIENT_ID'), EDITION: 'china' }).demonstration).toEqual([]);
  });

  it('starts with every production setting: no demonstration, no made-up goods or demo shopper', () => {
    const config = loadConfig(productionSettings);
    expect(config.demonstration).toEqual([]);
    expect(config.madeUpData).toBe(false);
    expect(loadConfig({ ...productionSettings, ALLOW_TEST_PROVIDERS: '1' }).demonstration).toEqual([]);
  });
});

describe('a demonstration (ALLOW_TEST_PROVIDERS=1)', () => {
  it('starts on the stand-ins and lists every one of them', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', IDENTITY_KEY: identityKey });
    const listed = config.demonstration.map((item) => item.variables).join('\n');
    for (const name of productionVariables.filter((n) => n !== 'IDENTITY_KEY')) expect(listed).toContain(name);
    expect(config.madeUpData).toBe(true);
  });

  it('still needs its own identity key, and names only that', () => {
    const message = refusalOf({ NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1' });
    expect(message).toContain('IDENTITY_KEY');
    expect(message).not.toContain('PAYMENT_PUBLIC_KEY');
  });

  it('is asked for with 1 only', () => {
    expect(refusalOf({ ALLOW_TEST_PROVIDERS: 'yes' })).toContain('ALLOW_TEST_PROVIDERS');
    expect(refusalOf({ NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '0', IDENTITY_KEY: identityKey })).toContain('PAYMENT_PUBLIC_KEY');
  });
});

describe('outside production', () => {
  it.each([undefined, 'development', 'test'])('NODE_ENV=%s refuses nothing and announces nothing, as a fresh clone runs', (nodeEnv) => {
    const config = loadConfig(nodeEnv ? { NODE_ENV: nodeEnv } : {});
    expect(config.demonstration).toEqual([]);
    expect(config.madeUpData).toBe(true);
    expect(config.payments.mode).toBe('test');
    expect(config.widgets.captcha.mode).toBe('test');
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { widgetOrigins } from './headers';

describe('widgetOrigins', () => {
  it('allows no third-party host in test mode', () => {
    expect(widgetOrigins(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it("allows the live providers' hosts, and no social host in the china edition", () => {
    const env = { NODE_ENV: 'test', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret', SOCIAL_GOOGLE_CLIENT_ID: 'client' };
    expect(widgetOrigins(loadConfig(env))).toEqual(['https://challenges.cloudflare.com', 'https://accounts.google.com']);
    expect(widgetOrigins(loadConfig({ ...env, EDITION: 'china' }))).toEqual(['https://challenges.cloudflare.com']);
  });

  it('refuses a captcha site key without its secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CAPTCHA_SITE_KEY: 'site' })).toThrow(/CAPTCHA_SECRET_KEY/);
  });
});

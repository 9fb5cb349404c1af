// The local stand-ins for the captcha and social-login providers, mounted only in test mode (no production
// keys configured; a production server has them only in a demonstration, see server/stand-ins.ts): the
// hosts of the real ones cannot be reached from here. The sign-in dialog only in an edition with social
// sign-in: elsewhere nothing would take its tokens. The page's local
// implementations (src/lib/captcha-local.ts, social-login-local.ts) call these; the server's test
// verifiers (server/accounts/captcha.ts, social.ts) accept what they sign, and nothing else does.
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { constants } from '../../generated/constants';
import { editions } from '../../generated/editions';
import type { Services } from '../services';
import { signTestToken } from './test-tokens';

export const testWidgetsPath = '/test-widgets';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function mountTestWidgets(app: Hono, services: Services): void {
  const { widgets } = services.config;
  const body = async (request: Request): Promise<Record<string, unknown>> => {
    const value: unknown = await request.json().catch(() => null);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  };
  if (widgets.captcha.mode === 'test') {
    // The checkbox challenge: ticking it asks for a token for this site key, good for a few minutes, once.
    app.post(`${testWidgetsPath}/captcha`, async (c) => {
      const { siteKey } = await body(c.req.raw);
      if (siteKey !== widgets.captcha.siteKey) return c.json({ error: 'unknown site key' }, 400);
      const exp = services.now() + constants.widgets.captcha.tokenTtlSeconds * 1000;
      return c.json({ token: signTestToken(widgets.testSecret, { kind: 'captcha', siteKey, exp, nonce: crypto.randomUUID() }) });
    });
  }
  if (widgets.social.mode === 'test' && editions[services.config.edition].socialLogin) {
    // The sign-in dialog of a test provider: whoever types an email is that provider's person with it.
    app.post(`${testWidgetsPath}/social`, async (c) => {
      const { provider, email } = await body(c.req.raw);
      if (!constants.widgets.social.providers.includes(provider as 'google') || typeof email !== 'string' || !emailShape.test(email.trim())) {
        return c.json({ error: 'provider and email needed' }, 400);
      }
      const normalized = email.trim().toLowerCase();
      // The same email is the same person at a provider, as a real provider's `sub` stays the same.
      const sub = createHash('sha256').update(`${String(provider)}:${normalized}`).digest('hex').slice(0, 24);
      const exp = Math.floor(services.now() / 1000) + 600;
      return c.json({ idToken: signTestToken(widgets.testSecret, { kind: 'social', aud: provider, sub, email: normalized, email_verified: true, exp }) });
    });
  }
}

// Captcha checks behind one interface: the page's widget (src/lib/captcha.ts) gives a token, the server
// verifies it here. Live mode asks the provider (Turnstile's siteverify) with the secret key; that host
// cannot be reached from this machine, so only the test verifier runs in tests: it accepts the tokens the
// local checkbox challenge (/test-widgets/captcha, server/widgets/test-routes.ts) signs with the test
// secret. Either way a token is spent once (used_widget_tokens), so one solved challenge admits one request.
import { constants } from '../../generated/constants';
import type { WidgetsConfig } from '../config';
import { ApiFailure } from '../http/failure';
import { readTestToken } from '../widgets/test-tokens';
import type { Executor } from './sessions';
import { sha256 } from './tokens';

export interface CaptchaVerifier {
  /** Whether the provider vouches for this token (not yet whether it was used before). */
  verify(token: string, ip: string, now: number): Promise<boolean>;
}

export function testCaptchaVerifier(config: WidgetsConfig): CaptchaVerifier {
  return {
    async verify(token, _ip, now) {
      const claims = readTestToken(config.testSecret, token);
      return !!claims && claims.kind === 'captcha' && claims.siteKey === config.captcha.siteKey && typeof claims.exp === 'number' && claims.exp > now;
    },
  };
}

/** Turnstile's siteverify (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). */
export function liveCaptchaVerifier(config: WidgetsConfig, fetcher: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, ip) {
      try {
        const response = await fetcher(constants.widgets.captcha.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: config.captcha.secretKey, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(constants.widgets.scriptTimeoutMs),
        });
        const body = (await response.json()) as { success?: boolean };
        return body.success === true;
      } catch {
        // An unreachable provider fails closed: the shopper is asked to try the check again.
        return false;
      }
    },
  };
}

const verifiers = new WeakMap<WidgetsConfig, CaptchaVerifier>();
export function captchaVerifier(config: WidgetsConfig): CaptchaVerifier {
  let verifier = verifiers.get(config);
  if (!verifier) verifiers.set(config, (verifier = config.captcha.mode === 'live' ? liveCaptchaVerifier(config) : testCaptchaVerifier(config)));
  return verifier;
}

/**
 * Refuses the call (400 naming captchaToken, `data.captcha` = 1 so the page shows the challenge) unless the
 * token is good and unused; spends it.
 */
export async function requireCaptcha(db: Executor, config: WidgetsConfig, token: string | undefined, ip: string, now: number): Promise<void> {
  const refuse = (key: 'captchaRequired' | 'captchaInvalid') => new ApiFailure(400, key, { field: 'captchaToken' }, {}, { captcha: 1 });
  if (!token) throw refuse('captchaRequired');
  if (!(await captchaVerifier(config).verify(token, ip, now))) throw refuse('captchaInvalid');
  const spent = await db
    .insertInto('used_widget_tokens')
    .values({ token_hash: sha256(token), expires_at: now + constants.widgets.captcha.tokenTtlSeconds * 1000 })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .executeTakeFirst();
  if (Number(spent.numInsertedOrUpdatedRows ?? 0) !== 1) throw refuse('captchaInvalid');
}

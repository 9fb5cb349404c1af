// Social sign-in behind one interface: the page's loader (src/lib/social-login.ts) hands over the
// provider's ID token, and a verifier per provider turns it into a provider identity here.
// - Live mode (SOCIAL_GOOGLE_CLIENT_ID / SOCIAL_APPLE_CLIENT_ID set): an OpenID Connect ID token (RS256)
//   checked against the provider's published keys (constants.widgets.social.<provider>.jwksUrl), its
//   issuer, our client id as audience and its expiry. Those hosts cannot be reached from this machine, so
//   this path is written to the providers' documents but never ran here.
// - Test mode: tokens of the local sign-in dialog (/test-widgets/social), signed with the test secret.
import { createPublicKey, type JsonWebKey, verify as verifySignature } from 'node:crypto';
import { constants } from '../../generated/constants';
import type { WidgetsConfig } from '../config';
import { readTestToken } from '../widgets/test-tokens';

export type SocialProviderId = 'google' | 'apple';

export interface SocialIdentity {
  provider: SocialProviderId;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** Only when the provider says it verified it. */
  email: string | null;
}

export interface SocialVerifier {
  verify(idToken: string, now: number): Promise<SocialIdentity | null>;
}

function identity(provider: SocialProviderId, claims: Record<string, unknown>): SocialIdentity | null {
  if (typeof claims.sub !== 'string' || claims.sub === '') return null;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const email = verified && typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  return { provider, subject: claims.sub, email };
}

export function testSocialVerifier(config: WidgetsConfig, provider: SocialProviderId): SocialVerifier {
  return {
    async verify(idToken, now) {
      const claims = readTestToken(config.testSecret, idToken);
      if (!claims || claims.kind !== 'social' || claims.aud !== provider || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
      return identity(provider, claims);
    },
  };
}

const decode = (part: string): Record<string, unknown> => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

export function liveSocialVerifier(provider: SocialProviderId, clientId: string, fetcher: typeof fetch = fetch): SocialVerifier {
  const { issuer, jwksUrl } = constants.widgets.social[provider];
  let keys: { at: number; keys: (JsonWebKey & { kid?: string })[] } | null = null;
  return {
    async verify(idToken, now) {
      try {
        const [head, body, signature] = idToken.split('.');
        if (!head || !body || !signature) return null;
        const header = decode(head);
        if (header.alg !== 'RS256') return null;
        // The providers rotate keys now and then; an hour-old copy is refreshed.
        if (!keys || now - keys.at > 3_600_000) {
          const response = await fetcher(jwksUrl, { signal: AbortSignal.timeout(constants.widgets.scriptTimeoutMs) });
          keys = { at: now, keys: ((await response.json()) as { keys: (JsonWebKey & { kid?: string })[] }).keys };
        }
        const jwk = keys.keys.find((k) => k.kid === header.kid);
        if (!jwk) return null;
        const valid = verifySignature('RSA-SHA256', Buffer.from(`${head}.${body}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signature, 'base64url'));
        if (!valid) return null;
        const claims = decode(body);
        const issuers = [issuer, issuer.replace(/^https:\/\//, '')];
        if (!issuers.includes(String(claims.iss)) || claims.aud !== clientId || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
        return identity(provider, claims);
      } catch {
        return null;
      }
    },
  };
}

const cache = new WeakMap<WidgetsConfig, Partial<Record<SocialProviderId, SocialVerifier>>>();

/** The verifier for a provider this server offers, or null when it offers none for it. */
export function socialVerifier(config: WidgetsConfig, provider: SocialProviderId): SocialVerifier | null {
  let byProvider = cache.get(config);
  if (!byProvider) cache.set(config, (byProvider = {}));
  if (!byProvider[provider]) {
    if (config.social.mode === 'test') byProvider[provider] = testSocialVerifier(config, provider);
    else if (config.social.clientIds[provider]) byProvider[provider] = liveSocialVerifier(provider, config.social.clientIds[provider]);
  }
  return byProvider[provider] ?? null;
}

/** The providers the page may offer. */
export function offeredProviders(config: WidgetsConfig): { id: SocialProviderId; clientId: string }[] {
  return constants.widgets.social.providers
    .filter((id) => config.social.mode === 'test' || config.social.clientIds[id])
    .map((id) => ({ id, clientId: config.social.clientIds[id] ?? `local-test-${id}` }));
}

// Tokens of the local test widgets (captcha and social login in test mode): JSON claims signed with
// HMAC-SHA256 under config.widgets.testSecret, in the compact JWT shape (HS256), so the social verifier
// reads them like a provider's ID token. Only test-mode verifiers accept them.
import { createHmac, timingSafeEqual } from 'node:crypto';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function signTestToken(secret: string, claims: Record<string, unknown>): string {
  const data = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${data}.${sign(secret, data)}`;
}

/** The claims of a token this secret signed, or null (forged, malformed); expiry is the caller's check. */
export function readTestToken(secret: string, token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${header}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

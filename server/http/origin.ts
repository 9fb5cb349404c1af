// Cross-site request protection for every call, in one place. A call passes when the browser says it
// comes from this origin (Origin or Sec-Fetch-Site), from an origin in ALLOWED_ORIGINS, or carries the
// session's anti-forgery token (Sig.Front.AppApi.GetToken) in X-Csrf-Token. Requests with neither
// header come from non-browser clients, which cannot ride on a shopper's cookies. SameSite=Lax on the
// session cookie is the second line.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { SessionState } from '../accounts/sessions';
import type { ServerConfig } from '../config';
import { ApiFailure } from './failure';

export function ownOrigin(c: Context, config: ServerConfig): string {
  const url = new URL(c.req.url);
  if (config.trustProxy > 0) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    return `${proto ?? url.protocol.replace(':', '')}://${host ?? url.host}`;
  }
  return url.origin;
}

function tokenMatches(given: string | undefined, session: SessionState | null): boolean {
  if (!given || !session) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(session.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkCallOrigin(c: Context, config: ServerConfig, session: SessionState | null): void {
  if (tokenMatches(c.req.header('x-csrf-token'), session)) return;
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (origin === ownOrigin(c, config) || config.allowedOrigins.includes(origin)) return;
    throw new ApiFailure(403, 'crossSite');
  }
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new ApiFailure(403, 'crossSite');
}

/** The caller's address; behind TRUST_PROXY load balancers, the one they saw. */
export function clientIp(c: Context, config: ServerConfig, socketAddress: string): string {
  if (config.trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length > 0) return hops[Math.max(0, hops.length - config.trustProxy)]!;
  }
  return socketAddress;
}

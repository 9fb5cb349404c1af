// Security headers on every response. Pages get a content security policy that allows only this
// origin's scripts; the cart-confirm page (also under a language prefix) gets the edition's
// cartConfirmScriptSrc — card gateway, advertising, analytics, chat. API answers allow nothing.
import type { MiddlewareHandler } from 'hono';
import { editions } from '../../generated/editions';
import { languageCodes } from '../../generated/languages';
import { routes } from '../../generated/routes';
import type { ServerConfig } from '../config';

function policy(scriptSrc: readonly string[], connectSrc: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // React and the UI library set style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Goods images come from the marketplaces' own hosts.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

export function cartConfirmPattern(config: ServerConfig): RegExp {
  const path = routes['cart.confirm'].path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const prefix = editions[config.edition].languagePrefix ? `(?:/(?:${languageCodes.join('|')}))?` : '';
  return new RegExp(`^${prefix}${path}/?$`);
}

export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  // The recharge page's browser sends card data to the card gateway's token endpoint (server/payments).
  const connectSrc = ["'self'", ...(config.payments.gatewayUrl ? [new URL(config.payments.gatewayUrl).origin] : [])];
  const pagePolicy = policy(["'self'"], connectSrc);
  const cartPolicy = policy(editions[config.edition].cartConfirmScriptSrc, connectSrc);
  const cartPath = cartConfirmPattern(config);
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    const csp = type.startsWith('text/html') ? (cartPath.test(c.req.path) ? cartPolicy : pagePolicy) : apiPolicy;
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (config.secureCookies) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

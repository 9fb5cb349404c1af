// Security headers on every response. Pages get a content security policy that allows only this
// origin's scripts; the cart-confirm page (also under a language prefix) gets the edition's
// cartConfirmScriptSrc — card gateway, advertising, analytics, chat. API answers allow nothing.
import type { MiddlewareHandler } from 'hono';
import { constants } from '../../generated/constants';
import { editions } from '../../generated/editions';
import { languageCodes } from '../../generated/languages';
import { routes } from '../../generated/routes';
import type { ServerConfig } from '../config';

function policy(scriptSrc: readonly string[], connectSrc: readonly string[], widgetOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${[...scriptSrc, ...widgetOrigins].join(' ')}`,
    // The live captcha and sign-in providers draw their challenge or button in a frame of their own.
    ...(widgetOrigins.length > 0 ? [`frame-src 'self' ${widgetOrigins.join(' ')}`] : []),
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

/**
 * The hosts of the live captcha and social-login providers, which pages load only when a form needs them
 * (src/lib/captcha.ts, social-login.ts). In test mode the local implementations are this origin's own.
 */
export function widgetOrigins(config: ServerConfig): string[] {
  const origins = new Set<string>();
  if (config.widgets.captcha.mode === 'live') origins.add(new URL(constants.widgets.captcha.scriptUrl).origin);
  if (config.widgets.social.mode === 'live' && editions[config.edition].socialLogin) {
    for (const provider of Object.keys(config.widgets.social.clientIds) as ('google' | 'apple')[]) {
      origins.add(new URL(constants.widgets.social[provider].scriptUrl).origin);
      origins.add(new URL(constants.widgets.social[provider].issuer).origin);
    }
  }
  return [...origins];
}

export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  // The recharge page's browser sends card data to the card gateway's token endpoint (server/payments).
  const connectSrc = ["'self'", ...(config.payments.gatewayUrl ? [new URL(config.payments.gatewayUrl).origin] : [])];
  const pagePolicy = policy(["'self'"], connectSrc, widgetOrigins(config));
  const cartPolicy = policy(editions[config.edition].cartConfirmScriptSrc, connectSrc, widgetOrigins(config));
  const cartPath = cartConfirmPattern(config);
  return async (c, next) => {
    await next();
    // Set on the answer's own headers: c.header() after the answer exists would rebuild it around a
    // stream of its body, which costs every call more than its handler does.
    const headers = c.res.headers;
    const type = headers.get('content-type') ?? '';
    const csp = type.startsWith('text/html') ? (cartPath.test(c.req.path) ? cartPolicy : pagePolicy) : apiPolicy;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (config.secureCookies) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

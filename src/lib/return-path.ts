import type { LanguageCode } from '../../generated/languages';
import { href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';

const probe = 'http://same-site.invalid';

/**
 * A path of this site (`/cart/confirm?x=1`), or null for anything that could lead elsewhere: other origins,
 * protocol-relative `//host`, backslashes (`/\host`, which browsers read as `//host`), and control characters
 * or whitespace (browsers drop tabs and newlines, so `/\t/host` would become `//host`).
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\s]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    return new URL(value, probe).origin === probe ? value : null;
  } catch {
    return null;
  }
}

/** After login: back to the page that sent the shopper here, if it is one of ours; else home. */
export function returnPath(search: URLSearchParams, language: LanguageCode): string {
  return sameSitePath(search.get('redirect')) ?? localizePath(href('home'), edition, language);
}

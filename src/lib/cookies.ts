import { constants } from '../../generated/constants';
import { cookieMaxAgeSeconds } from './cookie-lifetime';

type CookieKey = keyof typeof constants.cookies;

// document.cookie directly: the storefront's cookie values are codes and ids, so js-cookie's encoding
// rules are not needed, and the home page's first load is smaller without them.
// Without a document (rendering on the server) there are no cookies to read or write here.
function read(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) === name) {
      try {
        return decodeURIComponent(pair.slice(eq + 1));
      } catch {
        return pair.slice(eq + 1);
      }
    }
  }
  return undefined;
}

function write(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
}

/** Reads and writes the storefront's cookies by their spec names and lifetimes. */
export const cookies = {
  get(key: CookieKey): string | undefined {
    return read(constants.cookies[key].name);
  },
  set(key: CookieKey, value: string): void {
    write(constants.cookies[key].name, value, cookieMaxAgeSeconds(key));
  },
  remove(key: CookieKey): void {
    write(constants.cookies[key].name, '', 0);
  },
};

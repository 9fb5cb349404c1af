// Where we send a shopper's browser back to (after a 3-D Secure step, for one): only a page of our own
// storefront, as shoppers reach it (PUBLIC_URL). A caller may name it by its path — what the storefront
// sends — or by a whole address on that origin; anything else would make us an open redirect.
import { sameSitePath, webAddress } from '../../src/lib/web-address';

/** The path of an address on `origin`, or null when it is not one. */
function pathOnOrigin(value: string, origin: string): string | null {
  const absolute = webAddress(value);
  if (absolute === null) return null;
  const url = new URL(absolute);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The whole address of a page of ours (a path, or an address on `publicUrl`'s origin) on `publicUrl`; else null. */
export function ownPageAddress(value: string, publicUrl: string): string | null {
  const origin = new URL(publicUrl).origin;
  const path = sameSitePath(value) ?? pathOnOrigin(value, origin);
  return path === null ? null : new URL(path, origin).href;
}

// Addresses that came from people — a shop's page a shopper pasted, a post they link to, the page to go
// back to after a login or a payment — on their way into an href or a redirect. Two kinds are followed:
// an absolute http(s) address and a path of this site. Anything else (`javascript:`, `data:`, `//host`,
// `/\host`, text with control characters) is refused here and shown as text by the screens.
// Pure, so that the server checks with the same rule (server/http/own-page.ts).

const probe = 'http://same-site.invalid';

/** Whitespace, backslashes and control characters: browsers drop or reinterpret them while parsing an address. */
function hasUnsafeCharacter(value: string): boolean {
  return /[\\\s]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/**
 * A path of this site (`/cart/confirm?x=1`), or null for anything that could lead elsewhere: other origins,
 * protocol-relative `//host`, backslashes (`/\host`, which browsers read as `//host`), and control characters
 * or whitespace (browsers drop tabs and newlines, so `/\t/host` would become `//host`).
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  try {
    return new URL(value, probe).origin === probe ? value : null;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) address, written out as one from its first character (`https://…`, any case), or
 * null. A browser reads the scheme from exactly those characters, so nothing before them (a space, a
 * control character) can turn the address into `javascript:` once it is an href; what follows is the
 * other site's business.
 */
export function webAddress(value: string | null | undefined): string | null {
  if (!value || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).host ? value : null;
  } catch {
    return null;
  }
}

/** What a stored address may become as a link: an http(s) address or a page of ours, else null. */
export function linkableAddress(value: string | null | undefined): string | null {
  return webAddress(value) ?? sameSitePath(value);
}

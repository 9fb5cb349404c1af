import { constants } from '../../generated/constants';

// Browsers keep a cookie 400 days at most (RFC 6265bis) and Hono refuses to ask for longer, so every
// cookie, written here or by the server, asks for its spec lifetime up to that same cap.
const maxCookieAgeSeconds = 400 * 86_400;

/** The Max-Age a cookie asks for, in seconds: its lifetime in spec/constants.yaml, capped as browsers cap it. */
export function cookieMaxAgeSeconds(key: keyof typeof constants.cookies): number {
  return Math.min(constants.cookies[key].maxAgeDays * 86_400, maxCookieAgeSeconds);
}

// Who may keep an answer, decided in one place. An answer to a call is `private, no-store` (a personal one,
// a refusal, a 500: nothing between the shopper and the server may keep it, nor the browser's disk) unless
// the dispatcher marked it as the success of an operation spec/api.yaml declares public (`cache`), whose
// handler is never told who calls. Any other answer that does not say for itself (files, pictures and pages
// do) is `private, no-store` as well: a shared cache may keep an answer that says nothing for as long as it
// guesses is right.
import type { Context, MiddlewareHandler } from 'hono';
import { parameterLanguage } from '../messages';
import { appendVary } from './compress';

const privateAnswer = 'private, no-store';

const sharedForKey = 'sharedForSeconds';

/** The call succeeded and any cache may keep its answer this long (the dispatcher, for an operation declared public). */
export function shareAnswer(c: Context, seconds: number): void {
  c.set(sharedForKey, seconds);
}

export function cacheControl(isCall: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Set on the answer's own headers, as securityHeaders does (c.header() now would rebuild the answer).
    const headers = c.res.headers;
    if (!isCall(c)) {
      if (!headers.has('cache-control')) headers.set('Cache-Control', privateAnswer);
      return;
    }
    const seconds = c.get(sharedForKey) as number | undefined;
    // A cookie on a kept answer would be handed to everyone the cache gives it to.
    if (seconds === undefined || c.res.status !== 200 || headers.has('set-cookie')) {
      headers.set('Cache-Control', privateAnswer);
      return;
    }
    headers.set('Cache-Control', `public, max-age=${seconds}`);
    // A call's address names its language; one that does not was answered in Accept-Language's.
    if (parameterLanguage(c.req.query('language')) === undefined) appendVary(headers, 'Accept-Language');
  };
}

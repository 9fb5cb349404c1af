// The one path every call takes: operation lookup in the generated table, method, cross-site check,
// auth from the operation's `auth`, params through its zod schema (for GET, its query-string one), the
// handler, and (in tests and development) the result through its result schema. Handlers never see
// unvalidated input. Whether caches may keep the answer is set in ./cache-control.ts from the operation's
// `cache`.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type OperationDef, isOperationName, operations } from '../../generated/api/operations';
import { constants } from '../../generated/constants';
import { languageOf } from '../../generated/languages';
import { type FoundSession, findSessionByHash } from '../accounts/sessions';
import { sha256 } from '../accounts/tokens';
import { rowsOf } from '../db/watch-changes';
import { createKeyedCache } from '../keyed-cache';
import type { HandlerMap } from '../handlers/types';
import type { Services } from '../services';
import { createCallContext } from './call-context';
import { type CookieChange, attemptCookieName, clearLoginCookies, sessionCookieName, userInfoCookieName } from './cookies';
import { shareAnswer } from './cache-control';
import { ApiFailure, badField } from './failure';
import { checkCallOrigin } from './origin';
import { fieldOf, paramsSchema, readParams, refusalOf, unstorableField } from './params';
import { Serialized, successBody } from './serialized';
import type { RequestInfo } from './request-info';

export function createDispatcher(services: Services, handlers: HandlerMap) {
  const { db, config } = services;
  // Every logged-in call starts with its session and account: kept until either row changes (a logout, a
  // password change, a profile edit, in any process) or the shared cache's time is up.
  const sessions = createKeyedCache<FoundSession>(services.changes, { ttlMs: config.sharedCacheMs, maxEntries: constants.server.personalCacheEntries });
  // Keyed by the cookie itself, so that a kept session costs no hash: the row holds only the hash.
  const sessionOf = async (cookieValue: string, now: number): Promise<FoundSession | null> => {
    const found = await sessions.get(cookieValue, async () => {
      const idHash = sha256(cookieValue);
      const loaded = await findSessionByHash(db, idHash, now);
      return loaded && { value: loaded, dependsOn: [...rowsOf('sessions', idHash), ...(loaded.user ? rowsOf('users', loaded.user.id) : [])] };
    });
    // A kept session still ends on time; each call gets its own copy, which extending it may change.
    return found && found.session.expiresAt > now ? { session: { ...found.session }, user: found.user } : null;
  };

  return async function dispatch(c: Context, name: string, info: RequestInfo): Promise<Response> {
    if (!isOperationName(name)) throw new ApiFailure(404, 'unknownOperation', { name: name.slice(0, 120) });
    const op: OperationDef = operations[name];
    if (c.req.method !== op.method) throw new ApiFailure(405, 'methodNotAllowed', { method: op.method }, { Allow: op.method });

    const now = services.now();
    const cookieValue = getCookie(c, sessionCookieName);
    const found = cookieValue ? await sessionOf(cookieValue, now) : null;
    checkCallOrigin(c, config, found?.session ?? null);

    const user = found?.user ?? null;
    if (user) c.set('userId', user.id);
    if ((op.auth === 'required' || op.auth === 'staff') && !user) {
      // The storefront keeps its login state in the readable cookie; a stale one is cleared here.
      if (getCookie(c, userInfoCookieName) !== undefined) clearLoginCookies(config.secureCookies)(c);
      throw new ApiFailure(403, 'loginRequired');
    }

    // The console's calls: a shopper gets the same answer as for a call that does not exist.
    if (op.auth === 'staff' && user?.role !== 'staff') throw new ApiFailure(404, 'unknownOperation', { name: name.slice(0, 120) });

    const raw = await readParams(c, op);
    const unstorable = unstorableField(raw);
    if (unstorable !== null) throw badField(unstorable);
    const parsed = paramsSchema(op).safeParse(raw);
    if (!parsed.success) throw badField(fieldOf(parsed.error), refusalOf(parsed.error));
    // A GET's numbers are text until its schema coerces them: checked again once they are numbers.
    const unstorableValue = op.method === 'GET' ? unstorableField(parsed.data) : null;
    if (unstorableValue !== null) throw badField(unstorableValue);

    // An answer any cache may keep (the spec's `cache`) must be the same for every caller: its handler is not
    // told who calls, and its session is neither used nor extended (no cookie on an answer others may get).
    const shared = op.cache !== undefined;
    const changes: CookieChange[] = [];
    const ctx = createCallContext(services, {
      name,
      params: parsed.data,
      user: shared ? null : user,
      session: shared ? null : (found?.session ?? null),
      cookieValue: found && !shared ? cookieValue! : null,
      language: info.language,
      serviceLanguage: languageOf(info.language).service,
      ip: info.ip,
      from: c.req.query('from') ?? null,
      deviceId: shared ? null : (c.req.query('deviceId') ?? null),
      attempts: {
        signup: shared ? null : (getCookie(c, attemptCookieName('signup')) ?? null),
        reset: shared ? null : (getCookie(c, attemptCookieName('reset')) ?? null),
      },
      requestId: info.requestId,
      changes,
    });
    const handler = handlers[name] as (ctx: unknown) => Promise<unknown>;
    const result = await handler(ctx);

    if (config.validateResults) {
      const value = result instanceof Serialized ? result.value() : result;
      const checked = op.result.safeParse(value);
      if (!checked.success) throw new Error(`${name} returned a result its schema refuses: ${checked.error.message}`);
    }
    await ctx.finish();
    if (shared) {
      if (changes.length > 0) throw new Error(`${name} is kept by caches (spec/api.yaml cache) but set a cookie`);
      shareAnswer(c, op.cache);
    }
    for (const change of changes) change(c);
    if (result instanceof Serialized) return c.body(successBody(result), 200, { 'Content-Type': 'application/json' });
    return c.json({ code: 200, data: result ?? null });
  };
}

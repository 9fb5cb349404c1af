// Builds what a handler sees for one call, with the session helpers. Cookie changes are collected and
// applied by the dispatcher only after the handler succeeded, so a failed call never sets a cookie for
// a session its rolled-back transaction did not keep.
import type { OperationName } from '../../generated/api/operations';
import type { LanguageCode, ServiceLanguage } from '../../generated/languages';
import { type SessionState, createSession, deleteSession, extendSession, sessionTtlSeconds } from '../accounts/sessions';
import type { UserRow } from '../db/types';
import type { CallContext } from '../handlers/types';
import type { Services } from '../services';
import { type CookieChange, clearLoginCookies, setSessionCookie, setUserInfoCookie } from './cookies';

export interface CallInit {
  name: OperationName;
  params: unknown;
  user: UserRow | null;
  session: SessionState | null;
  /** The cookie the session was found by, to extend it. */
  cookieValue: string | null;
  language: LanguageCode;
  serviceLanguage: ServiceLanguage;
  ip: string;
  from: string | null;
  deviceId: string | null;
  requestId: string;
  changes: CookieChange[];
}

export function createCallContext(services: Services, init: CallInit): CallContext<OperationName> & { finish(): Promise<void> } {
  const secure = services.config.secureCookies;
  let session = init.session;
  let cookieValue = init.cookieValue;
  const { changes } = init;

  const startSession = async (userId: number | null, executor = services.db) => {
    if (session) await deleteSession(executor, session.idHash);
    const created = await createSession(executor, userId, services.now());
    session = created.session;
    cookieValue = null;
    changes.push(setSessionCookie(created.cookieValue, sessionTtlSeconds, secure));
    return created.session;
  };

  return {
    ...services,
    name: init.name,
    params: init.params as never,
    user: init.user as UserRow,
    get session() {
      return session;
    },
    language: init.language,
    serviceLanguage: init.serviceLanguage,
    ip: init.ip,
    from: init.from,
    deviceId: init.deviceId,
    requestId: init.requestId,
    async logIn(user, executor) {
      const created = await startSession(user.id, executor);
      changes.push(setUserInfoCookie(user, secure));
      return created;
    },
    async logOut() {
      if (session) await deleteSession(services.db, session.idHash);
      session = null;
      cookieValue = null;
      changes.push(clearLoginCookies(secure));
    },
    async ensureSession() {
      return session ?? startSession(null);
    },
    refreshUserCookie(user) {
      changes.push(setUserInfoCookie(user, secure));
    },
    async finish() {
      // A session in use lives on; the cookie's max-age moves with the row's expiry.
      if (session && cookieValue && (await extendSession(services.db, session, services.now()))) {
        changes.push(setSessionCookie(cookieValue, sessionTtlSeconds, secure));
      }
    },
  };
}

// Builds what a handler sees for one call, with the session helpers. Cookie changes are collected and
// applied by the dispatcher only after the handler succeeded, so a failed call never sets a cookie for
// a session its rolled-back transaction did not keep.
import type { OperationName } from '../../generated/api/operations';
import type { LanguageCode, ServiceLanguage } from '../../generated/languages';
import { type SessionState, createSession, deleteSession, extendSession, sessionTtlSeconds } from '../accounts/sessions';
import { type AttemptKind, attemptSeconds } from '../accounts/attempts';
import type { UserRow } from '../db/types';
import type { AttemptSecrets, CallContext } from '../handlers/types';
import type { Services } from '../services';
import { type CookieChange, clearAttemptCookie, clearLoginCookies, setAttemptCookie, setSessionCookie, setUserInfoCookie } from './cookies';

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
  /** The secrets in the caller's attempt cookies. */
  attempts: AttemptSecrets;
  requestId: string;
  changes: CookieChange[];
}

/**
 * A class rather than an object spread from the services: this is built on every call, and a spread copy
 * with a getter on it cost a few per cent of a small call's time.
 */
class CallContextImpl implements CallContext<OperationName> {
  readonly db: Services['db'];
  readonly dialect: Services['dialect'];
  readonly config: Services['config'];
  readonly log: Services['log'];
  readonly mailer: Services['mailer'];
  readonly payments: Services['payments'];
  readonly cache: Services['cache'];
  readonly changes: Services['changes'];
  readonly now: Services['now'];
  readonly name: OperationName;
  readonly params: never;
  readonly user: UserRow;
  readonly language: CallInit['language'];
  readonly serviceLanguage: CallInit['serviceLanguage'];
  readonly ip: string;
  readonly from: string | null;
  readonly deviceId: string | null;
  readonly attempts: AttemptSecrets;
  readonly requestId: string;
  #session: SessionState | null;
  #cookieValue: string | null;
  readonly #changes: CookieChange[];
  readonly #secure: boolean;

  constructor(services: Services, init: CallInit) {
    this.db = services.db;
    this.dialect = services.dialect;
    this.config = services.config;
    this.log = services.log;
    this.mailer = services.mailer;
    this.payments = services.payments;
    this.cache = services.cache;
    this.changes = services.changes;
    this.now = services.now;
    this.name = init.name;
    this.params = init.params as never;
    this.user = init.user as UserRow;
    this.language = init.language;
    this.serviceLanguage = init.serviceLanguage;
    this.ip = init.ip;
    this.from = init.from;
    this.deviceId = init.deviceId;
    this.attempts = init.attempts;
    this.requestId = init.requestId;
    this.#session = init.session;
    this.#cookieValue = init.cookieValue;
    this.#changes = init.changes;
    this.#secure = services.config.secureCookies;
  }

  get session() {
    return this.#session;
  }

  async #startSession(userId: number | null, executor = this.db) {
    if (this.#session) await deleteSession(executor, this.#session.idHash);
    const created = await createSession(executor, userId, this.now());
    this.#session = created.session;
    this.#cookieValue = null;
    this.#changes.push(setSessionCookie(created.cookieValue, sessionTtlSeconds, this.#secure));
    return created.session;
  }

  async logIn(user: UserRow, executor?: Services['db']) {
    const created = await this.#startSession(user.id, executor);
    this.#changes.push(setUserInfoCookie(user, this.#secure));
    return created;
  }

  async logOut() {
    if (this.#session) await deleteSession(this.db, this.#session.idHash);
    this.#session = null;
    this.#cookieValue = null;
    this.#changes.push(clearLoginCookies(this.#secure));
  }

  async ensureSession() {
    return this.#session ?? this.#startSession(null);
  }

  refreshUserCookie(user: UserRow) {
    this.#changes.push(setUserInfoCookie(user, this.#secure));
  }

  keepAttempt(kind: AttemptKind, secret: string | null) {
    this.#changes.push(secret === null ? clearAttemptCookie(kind, this.#secure) : setAttemptCookie(kind, secret, attemptSeconds(kind), this.#secure));
  }

  async finish() {
    // A session in use lives on; the cookie's max-age moves with the row's expiry.
    if (this.#session && this.#cookieValue && (await extendSession(this.db, this.#session, this.now()))) {
      this.#changes.push(setSessionCookie(this.#cookieValue, sessionTtlSeconds, this.#secure));
    }
  }
}

export function createCallContext(services: Services, init: CallInit): CallContext<OperationName> & { finish(): Promise<void> } {
  return new CallContextImpl(services, init);
}

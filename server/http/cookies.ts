// The two login cookies: the httpOnly session id, and the readable user-info cookie of spec §4 that
// tells the storefront it is logged in. The latter carries a nickname and language only — no secret,
// nothing that grants access. And the httpOnly cookies of a registration and a password reset under way
// (their attempts' secrets, server/accounts/attempts.ts), without which their codes do nothing.
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { constants } from '../../generated/constants';
import { cookieMaxAgeSeconds } from '../../src/lib/cookie-lifetime';
import type { AttemptKind } from '../accounts/attempts';
import type { UserRow } from '../db/types';

export const sessionCookieName = constants.cookies.session.name;
export const userInfoCookieName = constants.cookies.userInfo.name;
export const attemptCookieName = (kind: AttemptKind): string => constants.cookies[kind].name;

/** A cookie change decided by a handler, applied only when the call succeeds. */
export type CookieChange = (c: Context) => void;

export function setSessionCookie(value: string, maxAgeSeconds: number, secure: boolean): CookieChange {
  return (c) => setCookie(c, sessionCookieName, value, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: maxAgeSeconds });
}

export function userInfoValue(user: Pick<UserRow, 'nickname' | 'language'>): string {
  return JSON.stringify({ nickname: user.nickname, language: user.language });
}

export function setUserInfoCookie(user: UserRow, secure: boolean): CookieChange {
  return (c) =>
    setCookie(c, userInfoCookieName, userInfoValue(user), {
      httpOnly: false,
      sameSite: 'Lax',
      secure,
      path: '/',
      maxAge: cookieMaxAgeSeconds('userInfo'),
    });
}

export function clearLoginCookies(secure: boolean): CookieChange {
  return (c) => {
    deleteCookie(c, sessionCookieName, { path: '/', secure });
    deleteCookie(c, userInfoCookieName, { path: '/', secure });
  };
}

export function setAttemptCookie(kind: AttemptKind, secret: string, maxAgeSeconds: number, secure: boolean): CookieChange {
  return (c) => setCookie(c, attemptCookieName(kind), secret, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: maxAgeSeconds });
}

export function clearAttemptCookie(kind: AttemptKind, secure: boolean): CookieChange {
  return (c) => deleteCookie(c, attemptCookieName(kind), { path: '/', secure });
}

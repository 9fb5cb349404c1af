// The three long-lived cookies (device, language, user info) ask the browser for one lifetime, whoever
// writes them: the spec's two years, cut to the 400 days browsers keep any cookie.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieMaxAgeSeconds } from './cookie-lifetime';
import { cookies } from './cookies';

const fourHundredDays = 400 * 86_400;

describe('cookie lifetimes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('caps the two-year cookies alike and leaves shorter ones as the spec gives them', () => {
    expect([cookieMaxAgeSeconds('device'), cookieMaxAgeSeconds('language'), cookieMaxAgeSeconds('userInfo')]).toEqual([fourHundredDays, fourHundredDays, fourHundredDays]);
    expect(cookieMaxAgeSeconds('locale')).toBe(365 * 86_400);
    expect(cookieMaxAgeSeconds('session')).toBe(30 * 86_400);
  });

  it('writes a cookie with that lifetime in the browser', () => {
    const written: string[] = [];
    vi.stubGlobal('document', { set cookie(value: string) { written.push(value); }, get cookie() { return ''; } });
    cookies.set('language', 'ar');
    expect(written).toEqual([`language=ar; max-age=${fourHundredDays}; path=/; samesite=lax`]);
  });
});

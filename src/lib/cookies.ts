import Cookies from 'js-cookie';
import { constants } from '../../generated/constants';

type CookieKey = keyof typeof constants.cookies;

/** Reads and writes the storefront's cookies by their spec names and lifetimes. */
export const cookies = {
  get(key: CookieKey): string | undefined {
    return Cookies.get(constants.cookies[key].name);
  },
  set(key: CookieKey, value: string): void {
    const { name, maxAgeDays } = constants.cookies[key];
    Cookies.set(name, value, { expires: maxAgeDays, path: '/', sameSite: 'Lax' });
  },
  remove(key: CookieKey): void {
    Cookies.remove(constants.cookies[key].name, { path: '/' });
  },
};

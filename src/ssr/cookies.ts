// The server bundle's stand-in for src/lib/cookies.ts: the cookies of the request being rendered. Nothing is
// sent back: a device id made during a render lives for that render only (the page makes its own).
import { constants } from '../../generated/constants';
import { currentScope } from './scope';

type CookieKey = keyof typeof constants.cookies;

export const cookies = {
  get(key: CookieKey): string | undefined {
    return currentScope().cookies.get(constants.cookies[key].name);
  },
  set(key: CookieKey, value: string): void {
    currentScope().cookies.set(constants.cookies[key].name, value);
  },
  remove(key: CookieKey): void {
    currentScope().cookies.delete(constants.cookies[key].name);
  },
};

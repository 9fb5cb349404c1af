import { constants } from '../../generated/constants';
import { cookies } from './cookies';
import { queryClient } from './query-client';

/** Login is judged by the readable user-info cookie the server sets (spec §6). */
export function isLoggedIn(): boolean {
  return Boolean(cookies.get('userInfo'));
}

/** Forgets the login on this device: cookie, stored state and every cached answer. */
export function clearLogin(): void {
  cookies.remove('userInfo');
  try {
    localStorage.removeItem(constants.storage.cartNum);
  } catch {
    // Nothing stored.
  }
  queryClient.clear();
}

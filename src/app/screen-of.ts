import type { ScreenKind } from '../../generated/routes';
import { isLoggedIn } from '../lib/session';
import { type Screen, isAccountKind, screens } from './screens';

const accountTable = () => import('./account-screens');

/** The screen of a route kind, from the first-load table or, behind login and staff, the account table. */
export async function screenOf(kind: ScreenKind): Promise<Screen> {
  return isAccountKind(kind) ? (await accountTable()).accountScreens[kind] : screens[kind];
}

/**
 * A signed-in shopper is likely to open an account page next: the account table is fetched once the page
 * has loaded and the browser is idle, so that click waits for no more than its own page's chunk.
 */
export function prefetchAccountTable(): void {
  if (!isLoggedIn()) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => void accountTable().catch(() => {}));
}

import type { ScreenKind } from '../../generated/routes';
import { loadNamespace } from '../lib/i18n';
import { isLoggedIn } from '../lib/session';
import { homeScreen } from './home-screen';
import type { AccountKind, Screen } from './screens';

// The screen tables name every page's chunks (and each chunk's preload list), some hundred file names the
// home page does not need to paint. Home is looked up without them; the storefront's table is fetched with
// the first other page, or once the browser is idle after the first page has loaded, so that a click then
// waits for no more than its own page's chunk. Pages behind login or staff (the personal centre, the cart,
// the console) are a table of their own, fetched when idle for a signed-in shopper only.
const storefrontTable = () => import('./screens');
const accountTable = () => import('./account-screens');

const isAccountKind = (kind: ScreenKind): kind is AccountKind => /^(personal|ops|cart|analytics)(\.|$)/.test(kind);

/** The screen of a route kind: home at once, else from the storefront's or the account table. */
export async function screenOf(kind: ScreenKind): Promise<Screen> {
  if (kind === 'home') return homeScreen;
  return isAccountKind(kind) ? (await accountTable()).accountScreens[kind] : (await storefrontTable()).screens[kind];
}

/** Fetches the screen tables the shopper's next click is likely to need, once the browser is idle. */
export function prefetchScreenTables(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(() => {
    void storefrontTable().catch(() => {});
    // The goods cards' strings (most pages show cards; pages with loaders also load them themselves).
    void loadNamespace('goods').catch(() => {});
    if (isLoggedIn()) void accountTable().catch(() => {});
  });
}

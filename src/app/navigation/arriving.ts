import { useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';

// The address the router has moved to, which the page on screen may not show yet: a screen that suspends
// for its data keeps the old page up (the router renders in a transition) after navigation says idle.
let router: DataRouter | undefined;

export function followRouter(followed: DataRouter): void {
  router = followed;
}

/** The key of the location the router is at, which differs from useLocation()'s while a page is arriving. */
export function useLatestLocationKey(): string | undefined {
  return useSyncExternalStore(
    (listener) => router?.subscribe(listener) ?? (() => {}),
    () => router?.state.location.key,
    () => undefined,
  );
}

import { useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';

// The address the router has moved to, which the page on screen may not show yet: a screen that suspends
// for its data keeps the old page up (the router renders in a transition) after navigation says idle.
let latestKey: string | undefined;
const listeners = new Set<() => void>();

export function followRouter(router: DataRouter): void {
  latestKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === latestKey) return;
    latestKey = state.location.key;
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The key of the location the router is at, which differs from useLocation()'s while a page is arriving. */
export function useLatestLocationKey(): string | undefined {
  return useSyncExternalStore(subscribe, () => latestKey, () => undefined);
}

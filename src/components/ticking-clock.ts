import { useSyncExternalStore } from 'react';
import { renderTime } from '../lib/render-time';

/**
 * A hook giving the current time, refreshed every `everyMs`: one timer per clock for every component
 * on the page that reads it, running only while one is shown.
 */
export function tickingClock(everyMs: number): () => number {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let now = Date.now();

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!timer) {
      now = Date.now();
      timer = setInterval(() => {
        now = Date.now();
        for (const l of listeners) l();
      }, everyMs);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }

  const snapshot = () => now;
  // While a server-rendered page is taken over (and on the server), the time it was rendered at.
  const serverSnapshot = () => renderTime() ?? now;
  return () => useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

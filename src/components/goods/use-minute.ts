import { useSyncExternalStore } from 'react';

// One timer for every card on the page, running only while some card shows a countdown.
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
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, refreshed once a minute: enough for "3 hr 12 min left". */
export function useMinute(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}

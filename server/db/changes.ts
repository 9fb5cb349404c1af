// Which rows changed, as far as this process knows: the per-shopper caches (server/keyed-cache.ts) ask it
// whether anything they were built from has changed since. A key names a table and the value that ties a
// row to a shopper ('cart_items:42', 'recent_views:d:pc_1'); server/db/watch-changes.ts notes a key for
// every row written, by this process or (PostgreSQL: at once; SQLite: within a poll) by any other.
export interface ChangeLog {
  /** The clock now: a cache entry built after this moment has seen every change noted until now. */
  stamp(): number;
  note(key: string): void;
  /** Something changed that cannot be told apart (another process wrote to SQLite; the listener was lost). */
  noteAll(): void;
  /** Whether none of the keys (and nothing unknown) changed after the stamp. */
  unchangedSince(stamp: number, keys: readonly string[]): boolean;
  /** While false (PostgreSQL's listener is down) every entry counts as changed: nothing cached is trusted. */
  setWatching(watching: boolean): void;
}

/**
 * `forgetAfterMs`: no cache keeps an entry longer, so a key's change older than that can no longer make a
 * difference and is dropped (the keys of every shopper who ever wrote would otherwise pile up).
 */
export function createChangeLog(forgetAfterMs: number, now: () => number = Date.now): ChangeLog {
  let clock = 0;
  let allChangedAt = 0;
  let watching = true;
  // In order of change (a key noted again moves to the end), so the oldest are at the front.
  const changedAt = new Map<string, { at: number; wall: number }>();

  const forgetOld = (wall: number) => {
    for (const [key, change] of changedAt) {
      if (change.wall > wall - forgetAfterMs) break;
      changedAt.delete(key);
    }
  };

  return {
    stamp: () => clock,
    note(key) {
      const wall = now();
      changedAt.delete(key);
      changedAt.set(key, { at: ++clock, wall });
      forgetOld(wall);
    },
    noteAll() {
      allChangedAt = ++clock;
    },
    unchangedSince(stamp, keys) {
      if (!watching || allChangedAt > stamp) return false;
      for (const key of keys) {
        const change = changedAt.get(key);
        if (change && change.at > stamp) return false;
      }
      return true;
    },
    setWatching(value) {
      if (value !== watching) allChangedAt = ++clock;
      watching = value;
    },
  };
}

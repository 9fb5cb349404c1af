// What one shopper's calls read again and again and rarely change (their session, the home page's counters
// and recent views), kept per process until a row it was built from changes (the change log, fed by
// triggers: server/db/watch-changes.ts) or its time is up, whichever comes first. The time bounds what
// no trigger watches: goods prices and auction ends shown inside an entry, as the shared cache bounds them.
import type { ChangeLog } from './db/changes';

export interface Built<T> {
  value: T;
  /** The change-log keys of the rows the value was read from. */
  dependsOn: readonly string[];
}

export interface KeyedCache<T> {
  get(key: string, load: () => Promise<Built<T> | null>): Promise<T | null>;
}

interface Entry<T> {
  value: T;
  dependsOn: readonly string[];
  stamp: number;
  expiresAt: number;
}

/** A TTL of 0 turns the cache off (the API tests write behind the server's back and expect to see it). */
export function createKeyedCache<T>(changes: ChangeLog, options: { ttlMs: number; maxEntries: number; now?: () => number }): KeyedCache<T> {
  const { ttlMs, maxEntries, now = Date.now } = options;
  // Oldest built first. Not least recently used: an entry lives only the TTL, so moving it on every hit
  // would cost each call two map writes and change little about which go.
  const entries = new Map<string, Entry<T>>();
  return {
    async get(key, load) {
      if (ttlMs <= 0) return (await load())?.value ?? null;
      const at = now();
      const entry = entries.get(key);
      if (entry) {
        if (entry.expiresAt > at && changes.unchangedSince(entry.stamp, entry.dependsOn)) return entry.value;
        entries.delete(key);
      }
      // Taken before reading: a change noted while the load runs leaves the entry already stale.
      const stamp = changes.stamp();
      const built = await load();
      if (!built) return null;
      entries.set(key, { value: built.value, dependsOn: built.dependsOn, stamp, expiresAt: at + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return built.value;
    },
  };
}

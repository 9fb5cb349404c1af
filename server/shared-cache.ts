// What every shopper is shown alike and staff rarely change (the home page's rails, rates, advertisement
// and hot shares) is read from the database at most once per TTL per process instead of on every call.
// Several server processes may share one database, so a change made through another process (or the
// rates command) shows within the TTL; a change made through this process clears the cache at once.
// Concurrent callers of an expired key wait for one load instead of each running the queries.

export interface SharedCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything: after a write that changes what is cached. */
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/** A TTL of 0 turns the cache off (the API tests write behind the server's back and expect to see it). */
export function createSharedCache(ttlMs: number, now: () => number = Date.now): SharedCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > at) return entry.value as Promise<T>;
      const value = load();
      const fresh = { value, expiresAt: at + ttlMs };
      entries.set(key, fresh);
      // A failed load is not kept: the next call tries again.
      value.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

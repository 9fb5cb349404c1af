// A short-lived cache of answers by key, for searches: a popular keyword asked by a crowd at once is one
// query, not one per shopper. Identical calls that miss together share the one load (single flight); an
// answer lives `ttlMs`, and at most `maxEntries` are kept (the least recently used go first). After
// `invalidate()` (the catalog changed in this process) nothing loaded before it is served, and a load
// still running then answers its own callers but is not kept. Other processes' changes show within the TTL.

export interface AnswerCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, in ms. */
  now?: () => number;
}

interface Entry<T> {
  /** Settled answers have an expiry; a load in flight has none yet. */
  expires: number | null;
  answer: Promise<T>;
}

export interface AnswerCache<T> {
  /** The answer for `key`: kept, in flight, or loaded now by `load`. A failed load is not kept. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer, those in flight included. */
  invalidate(): void;
  readonly size: number;
}

export function createAnswerCache<T>({ ttlMs, maxEntries, now = Date.now }: AnswerCacheOptions): AnswerCache<T> {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  const keep = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    get(key, load) {
      const found = entries.get(key);
      if (found && (found.expires === null || found.expires > now())) {
        // Touched: the least recently used go first.
        keep(key, found);
        return found.answer;
      }
      const startedIn = generation;
      const entry: Entry<T> = { expires: null, answer: Promise.resolve().then(load) };
      keep(key, entry);
      entry.answer.then(
        () => {
          if (entries.get(key) !== entry) return;
          if (generation === startedIn) entry.expires = now() + ttlMs;
          else entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.answer;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

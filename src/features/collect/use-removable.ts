import { useState } from 'react';
import type { CollectCounts } from '../../../generated/api/schemas';
import { collectChanged } from '../../lib/queries/collect';

/**
 * Removing from a collection: a removed entry leaves the list at once (the list is fetched again behind
 * it), one removal runs at a time per entry, and a refusal leaves the entry where it was.
 */
export function useRemovable<T>(keyOf: (entry: T) => string, uncollect: (entry: T) => Promise<CollectCounts>) {
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const remove = async (entry: T) => {
    const key = keyOf(entry);
    setBusy(key);
    try {
      collectChanged(await uncollect(entry));
      setRemoved((s) => new Set(s).add(key));
    } catch {
      // The call wrapper has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return {
    visible: (entries: readonly T[]) => entries.filter((entry) => !removed.has(keyOf(entry))),
    isBusy: (entry: T) => busy === keyOf(entry),
    remove,
  };
}

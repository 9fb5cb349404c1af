import { useMutation } from '@tanstack/react-query';
import type { CollectCounts } from '../../../generated/api/schemas';
import { collectChanged } from '../../lib/queries/collect';
import { queryClient } from '../../lib/query-client';

/**
 * Removing from a collection: a removed entry leaves the cached list at once (the list is fetched again
 * behind it, pulling up the next page's first entries), and a refusal leaves the entry where it was.
 */
export function useRemovable<T>(listKey: readonly unknown[], keyOf: (entry: T) => string, uncollect: (entry: T) => Promise<CollectCounts>) {
  const removal = useMutation({
    mutationFn: uncollect,
    onSuccess: (counts, entry) => {
      queryClient.setQueryData<{ items: readonly T[] }>(listKey, (old) => old && { ...old, items: old.items.filter((e) => keyOf(e) !== keyOf(entry)) });
      collectChanged(counts);
    },
  });
  return {
    isBusy: (entry: T) => removal.isPending && removal.variables !== undefined && keyOf(removal.variables) === keyOf(entry),
    remove: (entry: T) => removal.mutate(entry),
  };
}

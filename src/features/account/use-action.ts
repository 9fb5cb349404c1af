import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api/transport';

/**
 * One settings form's call: busy while it runs, the server's message (already in the shopper's language)
 * for the form on failure, and a success note until the next try.
 */
export function useAction() {
  const [done, setDone] = useState(false);
  const mutation = useMutation({ mutationFn: (action: () => Promise<void>) => action(), onSuccess: () => setDone(true) });
  const { error } = mutation;
  return {
    busy: mutation.isPending,
    done,
    error: error === null ? null : error instanceof ApiError ? error.message : String(error),
    run(action: () => Promise<void>) {
      setDone(false);
      if (!mutation.isPending) mutation.mutate(action);
    },
  };
}

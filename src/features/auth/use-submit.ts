import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/transport';

/**
 * Runs a form's call once at a time; the server's message (already in the shopper's language) is
 * kept for the form instead of a toast, next to the fields it concerns.
 */
export function useSubmit() {
  const submission = useMutation({ mutationFn: (action: () => Promise<void>) => action() });
  const { error } = submission;
  return {
    busy: submission.isPending,
    error: error === null ? null : error instanceof ApiError ? error.message : String(error),
    run: (action: () => Promise<void>) => {
      if (!submission.isPending) submission.mutate(action);
    },
  };
}

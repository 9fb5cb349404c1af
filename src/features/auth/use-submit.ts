import { useState } from 'react';
import { ApiError } from '../../lib/api/transport';

/**
 * Runs a form's call once at a time; the server's message (already in the shopper's language) is
 * kept for the form instead of a toast, next to the fields it concerns.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

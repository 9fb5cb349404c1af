import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { constants } from '../../../generated/constants';
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


// Beside useSubmit, in the chunk every auth form already loads: no chunk of its own for the home page's
// entry to list.
/**
 * A form's captcha state: whether the check is shown, its token, and a fresh challenge after every
 * attempt (the server spends a token once). `needsIt` starts true where the check is always asked.
 */
export function useCaptcha(alwaysNeeded: boolean) {
  const [needed, setNeeded] = useState(alwaysNeeded);
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [missing, setMissing] = useState(false);
  const [failures, setFailures] = useState(0);
  return {
    needed,
    token,
    round,
    missing: needed && missing && !token,
    onToken: (value: string | null) => {
      setToken(value);
      if (value) setMissing(false);
    },
    /** False (and says so) when the check is needed but not solved yet. */
    ready(): boolean {
      const ok = !needed || !!token;
      setMissing(!ok);
      return ok;
    },
    /**
     * After a call: a used token is gone. The check appears after constants.accounts.captchaAfterFailures
     * refusals here, as the server then asks for it, or at once when the server asks (a refusal naming the
     * captcha: failures made elsewhere). A wrong password or code is no reason by itself.
     */
    after(error?: unknown) {
      if (error instanceof ApiError) {
        const count = failures + 1;
        setFailures(count);
        if (error.field === 'captchaToken' || count >= constants.accounts.captchaAfterFailures) setNeeded(true);
      }
      if (needed || error) {
        setToken(null);
        setRound((n) => n + 1);
      }
    },
  };
}

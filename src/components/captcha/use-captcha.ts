import { useState } from 'react';
import { ApiError } from '../../lib/api/transport';

/**
 * A form's captcha state: whether the check is shown, its token, and a fresh challenge after every
 * attempt (the server spends a token once). `needsIt` starts true where the check is always asked.
 */
export function useCaptcha(alwaysNeeded: boolean) {
  const [needed, setNeeded] = useState(alwaysNeeded);
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [missing, setMissing] = useState(false);
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
    /** After a call: a used token is gone; a refusal asking for the check shows it. */
    after(error?: unknown) {
      if (error instanceof ApiError && (error.data as { captcha?: number } | undefined)?.captcha === 1) setNeeded(true);
      if (needed || error) {
        setToken(null);
        setRound((n) => n + 1);
      }
    },
  };
}

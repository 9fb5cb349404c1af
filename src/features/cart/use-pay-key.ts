import { useState } from 'react';
import { constants } from '../../../generated/constants';

const prefix = 'payKey:';

function newKey(): string {
  const key = `p${crypto.randomUUID().replaceAll('-', '')}`;
  return key.slice(0, constants.checkout.idempotencyKeyMaxLength);
}

/**
 * The pay call's idempotency key for what this confirm page buys (`scope`: its lines or its anybuy item). Made
 * once and kept in session storage, so a double click, a retry after a timeout or a reload after a top-up
 * reuse it and the server answers the order set already made (or the card payment already made); `done` forgets it
 * after a success.
 */
export function usePayKey(scope: string): { key: string; done: () => void; renew: () => void } {
  const [key, setKey] = useState(() => {
    try {
      const kept = sessionStorage.getItem(prefix + scope);
      if (kept && kept.length >= constants.checkout.idempotencyKeyMinLength) return kept;
      const made = newKey();
      sessionStorage.setItem(prefix + scope, made);
      return made;
    } catch {
      return newKey();
    }
  });
  return {
    key,
    // A card declined, or a payment refused after the charge: nothing was bought with this key, and the next
    // try is a new attempt (the server answers a spent key with its old outcome).
    renew: () => {
      const made = newKey();
      setKey(made);
      try {
        sessionStorage.setItem(prefix + scope, made);
      } catch {
        // Kept in memory only.
      }
    },
    done: () => {
      try {
        sessionStorage.removeItem(prefix + scope);
      } catch {
        // Nothing kept.
      }
    },
  };
}

import { useRef } from 'react';
import { constants } from '../../generated/constants';

/** A fresh key for a money call the server must do once however often it is sent. */
export function newIdempotencyKey(): string {
  return `k${crypto.randomUUID().replaceAll('-', '')}`.slice(0, constants.auction.idempotencyKeyMaxLength);
}

/**
 * One key per intent: the same `what` (an amount, an order) gets the same key again, so a double click or a
 * retry after a timeout is answered with the first result; a different `what` gets a new key.
 */
export function useIdempotencyKey(): (what: string) => string {
  const attempt = useRef<{ what: string; key: string } | null>(null);
  return (what) => {
    if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() };
    return attempt.current.key;
  };
}

import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PaymentConfig } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { tokenizeCard } from '../../components/card/tokenize';
import { rechargeAnswered } from './queries';

export interface RechargeInput {
  amountYen: number;
  /** A card typed in now (tokenised at the gateway first), or the id of one of the shopper's saved cards. */
  card: { number: string; expiry: string; cvc: string } | { savedId: number };
  /** The path of our recharge page (with its ?return=), where the gateway sends the shopper after 3-D Secure. */
  returnUrl: string;
}

/**
 * Tokenises a new card at the gateway, then asks our API to charge the token (or charges a saved card). One idempotency key per
 * attempt: a retry after a lost answer repeats the same attempt (and gets the same recharge); a new
 * amount or a final answer starts a new one.
 */
export function useRecharge(config: PaymentConfig, onAnswer: (id: number, actionUrl: string | null) => void) {
  const attempt = useRef<{ key: string; amountYen: number } | null>(null);
  return useMutation({
    mutationFn: async (input: RechargeInput) => {
      if (attempt.current?.amountYen !== input.amountYen) attempt.current = { key: crypto.randomUUID(), amountYen: input.amountYen };
      const source = 'savedId' in input.card ? { cardId: input.card.savedId } : { token: await tokenizeCard(config, input.card) };
      return api.createRecharge({ amountYen: input.amountYen, ...source, idempotencyKey: attempt.current.key, returnUrl: input.returnUrl });
    },
    onSuccess: (answer) => {
      if (answer.recharge.status !== 'pending') attempt.current = null;
      rechargeAnswered(answer);
      onAnswer(answer.recharge.id, answer.recharge.status === 'requiresAction' ? (answer.recharge.actionUrl ?? null) : null);
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentConfig } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { savedCardsQuery } from '../../lib/queries/saved-cards';
import type { CardValue } from './CardFields';
import { type PayMethod, payMethods, splitOf } from './pay-split';
import { type PayWith, initialPayWith } from './PayWithChoice';
import { tokenizeCard } from './tokenize';

export const paymentConfigQuery = () => ({ queryKey: ['wallet', 'config'], queryFn: () => api.paymentConfig(), staleTime: Infinity });

/**
 * What a payment page's shopper chose: the wallet, the wallet and a card for the shortfall, or a card for
 * the whole, and which card. The method follows the figures until the shopper picks one that stays offered.
 */
export function usePayChoice(totalYen: number, walletYen: number) {
  const offered = payMethods(totalYen, walletYen);
  const [picked, setMethod] = useState<PayMethod | null>(null);
  const method = picked !== null && offered.includes(picked) ? picked : offered[0]!;
  const saved = useQuery(savedCardsQuery()).data?.items ?? [];
  const [chosen, setPayWith] = useState<PayWith | null>(null);
  const [card, setCard] = useState<CardValue>({ number: '', expiry: '', cvc: '' });
  const config = useQuery(paymentConfigQuery()).data;
  return {
    offered, method, setMethod, saved, payWith: chosen ?? initialPayWith(saved), setPayWith, card, setCard, config,
    split: splitOf(method, totalYen, walletYen),
  };
}

export type PayChoiceState = ReturnType<typeof usePayChoice>;

/** The card to charge as our API takes it: a saved card's id, or a new card's token from the gateway. */
export async function cardSourceOf(config: PaymentConfig, choice: Pick<PayChoiceState, 'payWith' | 'card'>): Promise<{ token: string } | { cardId: number }> {
  return choice.payWith === 'new' ? { token: await tokenizeCard(config, choice.card) } : { cardId: choice.payWith };
}

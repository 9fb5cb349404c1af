import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RechargeAnswer } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { api } from '../../lib/api/client';
import { TokenizeFailed } from '../../lib/card-tokenizer';
import { usePrice } from '../goods/use-price';
import { cardSourceOf, type PayChoiceState } from './use-pay-choice';

export type CardPayCall = (card: { token: string } | { cardId: number }, cardPays: 'shortfall' | 'whole', cardYen: number) => Promise<RechargeAnswer>;

interface Options {
  /** The recharge named by ?recharge= (back from the bank's page), read again until final. */
  recharge: number | null;
  /** The payment was made: the page's success. */
  onPaid: (answer: RechargeAnswer) => void;
  /** Declined, or refused after the charge: the next try is a new attempt (a new key), and the page's figures are read again. */
  onRetry: () => void;
}

const cardFieldOf: Record<string, 'number' | 'expiry' | 'cvc'> = { invalid_number: 'number', live_card_in_test_mode: 'number', invalid_expiry: 'expiry', invalid_cvc: 'cvc' };
const declines = new Set(['card_declined', 'insufficient_funds', 'authentication_failed', 'invalid_token', 'expired_card']);
const final = (a: RechargeAnswer) => a.recharge.status === 'failed' || a.purpose?.status === 'paid' || a.purpose?.status === 'refused';

/**
 * Paying by card on a payment page (checkout, postage, a group share): the card is charged the shortfall or
 * the whole and the server pays with it. 3-D Secure goes to the bank's page, which comes back with
 * ?recharge=; a declined card or a payment refused after the charge (the money stays in the wallet) is said
 * here, in the shopper's words.
 */
export function useCardPay(call: CardPayCall, { recharge, onPaid, onRetry }: Options) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const price = usePrice();
  const [problem, setProblem] = useState<{ field: 'number' | 'expiry' | 'cvc' | null; message: string } | null>(null);
  const handled = useRef<number | null>(null);

  const settle = (answer: RechargeAnswer) => {
    if (handled.current === answer.recharge.id || !final(answer)) return;
    handled.current = answer.recharge.id;
    if (answer.purpose?.status === 'paid') {
      onPaid(answer);
      return;
    }
    onRetry();
    if (answer.recharge.status === 'failed') {
      const code = answer.recharge.declineCode ?? 'other';
      setProblem({ field: null, message: t(`recharge.declines.${declines.has(code) ? code : 'other'}`) });
    } else {
      setProblem({ field: null, message: t('payChoice.refused', { amount: price(answer.recharge.amountYen).yen, reason: answer.purpose?.refusal ?? '' }) });
    }
  };

  const returned = useQuery({
    queryKey: ['cardPay', recharge],
    queryFn: () => api.getRecharge({ id: recharge! }),
    enabled: recharge !== null,
    refetchInterval: (query) => (query.state.data && final(query.state.data) ? false : constants.wallet.pollIntervalMs),
  });
  useEffect(() => {
    if (returned.data) settle(returned.data);
  });

  const pay = useMutation({
    mutationFn: async (choice: PayChoiceState) => call(await cardSourceOf(choice.config!, choice), choice.method === 'whole' ? 'whole' : 'shortfall', choice.split.cardYen),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => {
      if (answer.recharge.status === 'requiresAction' && answer.recharge.actionUrl) window.location.assign(answer.recharge.actionUrl);
      else if (final(answer)) settle(answer);
      else {
        // The gateway has not answered yet: wait for it as after the bank's page.
        const search = new URLSearchParams(window.location.search);
        search.set('recharge', String(answer.recharge.id));
        navigate({ search: `?${search}` }, { replace: true });
      }
    },
    onError: (error) => {
      if (!(error instanceof TokenizeFailed)) return;
      const code = error.code in cardFieldOf || error.code === 'network' ? error.code : 'other';
      setProblem({ field: cardFieldOf[code] ?? null, message: t(`recharge.cardErrors.${code}`) });
    },
  });
  const waiting = recharge !== null && !(returned.data && final(returned.data)) && !returned.isError;
  return { pay, problem, waiting };
}

/** The recharge a payment page's address names (?recharge=), back from the bank's page. */
export function returnedRecharge(search: URLSearchParams): number | null {
  const id = Number(search.get('recharge'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

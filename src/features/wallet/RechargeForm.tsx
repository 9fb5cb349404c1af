import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { constants } from '../../../generated/constants';
import { usePrice } from '../../components/goods/use-price';
import { Button } from '../../components/ui/Button';
import { usePathTo } from '../../components/use-path-to';
import { savedCardsQuery } from '../../lib/queries/saved-cards';
import { AmountPicker } from './AmountPicker';
import { type CardValue, CardFields } from '../../components/card/CardFields';
import { type CardField, incompleteField } from '../../components/card/card-input';
import { type PayWith, PayWithChoice, initialPayWith } from '../../components/card/PayWithChoice';
import { paymentConfigQuery } from './queries';
import styles from './recharge.module.css';
import { TestCards } from '../../components/card/TestCards';
import { TokenizeFailed } from '../../lib/card-tokenizer';
import { useRecharge } from './use-recharge';

const { minRechargeYen, maxRechargeYen, rechargePresetsYen } = constants.wallet;
const fieldOfCode: Record<string, CardField> = { invalid_number: 'number', live_card_in_test_mode: 'number', invalid_expiry: 'expiry', invalid_cvc: 'cvc' };

/** Amount and card: a saved card, or a new one tokenised at the gateway whose token is charged through our API. */
export function RechargeForm({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation('wallet');
  const price = usePrice();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const { data: config } = useSuspenseQuery(paymentConfigQuery());
  const [amount, setAmount] = useState(String(rechargePresetsYen[0]));
  const [card, setCard] = useState<CardValue>({ number: '', expiry: '', cvc: '' });
  const saved = useQuery(savedCardsQuery()).data?.items ?? [];
  const [chosen, setChosen] = useState<PayWith | null>(null);
  // Until the shopper picks, the default card once the list is known.
  const payWith = chosen ?? initialPayWith(saved);
  const [problem, setProblem] = useState<{ field: 'amount' | CardField | null; message: string } | null>(null);
  const query = returnTo ? { return: returnTo } : {};
  const recharge = useRecharge(config, (id, actionUrl) => {
    // 3-D Secure happens on the gateway's page, which sends the shopper back to the recharge page.
    if (actionUrl) window.location.assign(actionUrl);
    else navigate(pathTo('personal.recharge', {}, { query: { ...query, recharge: id } }));
  });

  const amountYen = Number(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!Number.isInteger(amountYen) || amountYen < minRechargeYen || amountYen > maxRechargeYen) {
      setProblem({ field: 'amount', message: t('recharge.amountError', { min: price(minRechargeYen).yen, max: price(maxRechargeYen).yen }) });
      return;
    }
    const incomplete = payWith === 'new' ? incompleteField(card) : null;
    if (incomplete) {
      setProblem({ field: incomplete, message: t(`recharge.cardErrors.${incomplete === 'number' ? 'invalid_number' : incomplete === 'expiry' ? 'invalid_expiry' : 'invalid_cvc'}`) });
      return;
    }
    setProblem(null);
    // A path: the server puts it on our own origin (PUBLIC_URL) and refuses anything that leads elsewhere.
    const returnUrl = pathTo('personal.recharge', {}, { query });
    recharge.mutate(
      { amountYen, card: payWith === 'new' ? card : { savedId: payWith }, returnUrl },
      {
        onError: (error) => {
          // Our API's refusals are already shown by the call wrapper's toast.
          if (!(error instanceof TokenizeFailed)) return;
          const code = error.code in fieldOfCode || error.code === 'network' ? error.code : 'other';
          setProblem({ field: fieldOfCode[code] ?? null, message: t(`recharge.cardErrors.${code}`) });
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={recharge.isPending}>
      <AmountPicker value={amount} onChange={setAmount} error={problem?.field === 'amount' ? problem.message : undefined} />
      {saved.length > 0 && <PayWithChoice cards={saved} value={payWith} onChange={setChosen} />}
      {payWith === 'new' && (
        <CardFields value={card} onChange={setCard} errorField={problem?.field && problem.field !== 'amount' ? problem.field : null} error={problem?.message} />
      )}
      {problem && problem.field === null && (
        <p className={styles.error} role="alert">
          {problem.message}
        </p>
      )}
      <p className={styles.note}>{t('recharge.secure')}</p>
      {config.mode === 'test' && payWith === 'new' && <TestCards cards={config.testCards} />}
      <Button type="submit" size="lg" fullWidth loading={recharge.isPending}>
        {Number.isInteger(amountYen) && amountYen > 0 ? t('recharge.pay', { amount: price(amountYen).yen }) : t('recharge.payPlain')}
      </Button>
    </form>
  );
}

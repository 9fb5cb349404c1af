import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/transport';
import { TokenizeFailed, gatewayTokenizer } from '../../lib/card-tokenizer';
import styles from './personal.module.css';
import { savedCardsQuery } from '../../lib/queries/saved-cards';
import { changed, paymentConfigQuery } from './queries';

const expiryOf = (value: string) => {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** The card goes to the gateway's tokenizer; our API gets the token and what may be shown. */
export function AddCardForm() {
  const { t } = useTranslation('personal');
  const config = useQuery(paymentConfigQuery());
  const [card, setCard] = useState({ holder: '', number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      const expiry = expiryOf(card.expiry);
      if (!expiry) throw new TokenizeFailed('invalid_expiry');
      const token = await gatewayTokenizer(config.data!).tokenize({ number: card.number, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc });
      return api.cardAdd({ ...token, holderName: card.holder.trim() }, { silent: true });
    },
    onSuccess: (list) => {
      changed(savedCardsQuery().queryKey, list);
      toast.success(t('card.added'));
      setCard({ holder: '', number: '', expiry: '', cvc: '' });
      setProblem(null);
    },
    onError: (error) => setProblem(error instanceof TokenizeFailed ? t(`card.refused.${error.code}`, { defaultValue: t('card.refused.other') }) : error instanceof ApiError ? error.message : t('errors.failed')),
  });
  const set = (key: keyof typeof card) => (e: { target: { value: string } }) => setCard({ ...card, [key]: e.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!card.holder.trim()) return setProblem(t('card.holderRequired'));
    save.mutate();
  };

  return (
    <Card as="section" aria-labelledby="card-add">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 id="card-add" className={styles.subtitle}>
        {t('card.add')}
      </h2>
      {config.data?.mode === 'test' && <p className={styles.muted}>{t('card.testMode')}</p>}
      <TextField label={t('card.holder')} value={card.holder} maxLength={constants.personal.holderNameMaxLength} autoComplete="cc-name" onChange={set('holder')} />
      <TextField label={t('card.number')} value={card.number} inputMode="numeric" autoComplete="cc-number" dir="ltr" maxLength={23} onChange={set('number')} />
      <div className={styles.pair}>
        <TextField label={t('card.expiry')} placeholder="MM/YY" value={card.expiry} inputMode="numeric" autoComplete="cc-exp" dir="ltr" maxLength={7} onChange={set('expiry')} />
        <TextField label={t('card.cvc')} value={card.cvc} inputMode="numeric" autoComplete="cc-csc" dir="ltr" maxLength={4} onChange={set('cvc')} />
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" loading={save.isPending} disabled={!config.data}>
        {t('card.save')}
      </Button>
      </form>
    </Card>
  );
}

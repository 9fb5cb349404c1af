import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import styles from './ops.module.css';

export interface Resolution {
  accept: boolean;
  refundYen?: number;
  resolution: string;
}

/**
 * Accept (with an optional refund to the shopper's wallet, up to maxYen; none offered when it is 0) or
 * reject an open appeal or claim, with the answer to the shopper.
 */
export function ResolveForm({ maxYen, defaultYen, pending, submitWords, onResolve }: {
  maxYen: number;
  defaultYen?: number;
  pending: boolean;
  submitWords: { accept: string; reject: string };
  onResolve: (resolution: Resolution) => void;
}) {
  const { t } = useTranslation('ops');
  const [accept, setAccept] = useState(true);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const refund = String(form.get('refundYen') ?? '').trim();
    onResolve({
      accept,
      resolution: String(form.get('resolution') ?? ''),
      ...(accept && refund !== '' ? { refundYen: Number(refund) } : {}),
    });
  };
  return (
    <form onSubmit={submit} className={styles.resolveForm}>
      <fieldset className={styles.choice}>
        <legend>{t('appeals.decision')}</legend>
        <label>
          <input type="radio" name="decision" checked={accept} onChange={() => setAccept(true)} /> {t('appeals.accept')}
        </label>
        <label>
          <input type="radio" name="decision" checked={!accept} onChange={() => setAccept(false)} /> {t('appeals.reject')}
        </label>
      </fieldset>
      <div className={styles.fields}>
        {accept && maxYen > 0 ? (
          <TextField
            name="refundYen"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxYen}
            defaultValue={defaultYen}
            label={t('appeals.refundYen')}
            hint={t('appeals.refundHint')}
          />
        ) : null}
        <TextField name="resolution" required maxLength={constants.orders.reasonMaxLength} label={t('appeals.resolution')} className={styles.wide} />
      </div>
      <div>
        <Button type="submit" variant={accept ? 'primary' : 'secondary'} loading={pending}>
          {accept ? submitWords.accept : submitWords.reject}
        </Button>
      </div>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import styles from './ops.module.css';
import { orderChanged } from './queries';

/** Accept (with an optional refund to the shopper's wallet) or reject an open appeal, with the reason given. */
export function ResolveAppealForm({ appealId, maxYen }: { appealId: number; maxYen: number }) {
  const { t } = useTranslation('ops');
  const [accept, setAccept] = useState(true);
  const mutation = useMutation({
    mutationFn: (params: { accept: boolean; refundYen?: number; resolution: string }) => api.opsResolveAppeal({ appealId, ...params }),
    onSuccess: (detail) => {
      orderChanged(detail);
      toast.success(t('appeals.resolved'));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const refund = String(form.get('refundYen') ?? '').trim();
    mutation.mutate({
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
        {accept ? (
          <TextField name="refundYen" type="number" inputMode="numeric" min={1} max={maxYen} label={t('appeals.refundYen')} hint={t('appeals.refundHint')} />
        ) : null}
        <TextField name="resolution" required maxLength={constants.orders.reasonMaxLength} label={t('appeals.resolution')} className={styles.wide} />
      </div>
      <div>
        <Button type="submit" variant={accept ? 'primary' : 'secondary'} loading={mutation.isPending}>
          {accept ? t('appeals.acceptSubmit') : t('appeals.rejectSubmit')}
        </Button>
      </div>
    </form>
  );
}

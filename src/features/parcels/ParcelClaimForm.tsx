import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelClaim } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import styles from './ParcelClaim.module.css';
import { claimQuery } from './queries';

const reasons: readonly ParcelClaim['reason'][] = ['lost', 'damaged'];
const detailMax = 500;

/** Reports a parcel lost or damaged: the reason and what happened, sent to staff at once. */
export function ParcelClaimForm({ parcelId, onDone }: { parcelId: number; onDone: () => void }) {
  const { t } = useTranslation('parcels');
  const errorId = useId();
  const [reason, setReason] = useState<ParcelClaim['reason']>('lost');
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => api.parcelClaim({ id: parcelId, reason, detail: detail.trim() }),
    onSuccess: (status) => {
      queryClient.setQueryData(claimQuery(parcelId).queryKey, status);
      toast.success(t('claim.sent'));
      onDone();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!detail.trim()) return setMissing(true);
    send.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('claim.report')}>
      <fieldset className={styles.reasons}>
        <legend>{t('claim.reason')}</legend>
        {reasons.map((r) => (
          <label key={r}>
            <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} /> {t(`claim.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('claim.detail')}
        <textarea
          className={styles.textarea}
          value={detail}
          maxLength={detailMax}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          onChange={(e) => {
            setDetail(e.target.value);
            setMissing(false);
          }}
        />
      </label>
      {missing && (
        <p id={errorId} className={styles.error} role="alert">
          {t('claim.detailRequired')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={send.isPending} disabled={send.isPending}>
          {t('claim.send')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {t('claim.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipParcel } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { useOpsFormat } from './format';
import styles from './ops.module.css';
import { parcelMoved } from './queries';

/**
 * The customs declaration on the ship form: each line as the shopper declared it, a changed one
 * highlighted with what was paid and the shopper's reason; staff may send it back with a note.
 */
export function ParcelDeclaration({ parcel, canQuery }: { parcel: ShipParcel; canQuery: boolean }) {
  const { t } = useTranslation('ops');
  const { yen } = useOpsFormat();
  const query = useMutation({
    mutationFn: (note: string) => api.opsParcelQueryDeclaration({ id: parcel.id, note }),
    onSuccess: () => {
      parcelMoved();
      toast.success(t('parcels.declaration.sent', { id: parcel.id }));
    },
  });
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    query.mutate(String(new FormData(event.currentTarget).get('note') ?? ''));
  };
  return (
    <div data-testid="ops-declaration">
      <strong>{t('parcels.declaration.title')}</strong>
      <ul className={styles.stack}>
        {parcel.declaration.map((line) => (
          <li key={line.orderId} className={styles.declarationLine} data-changed={line.changed} data-testid="ops-declaration-line">
            <span dir="auto">{line.description}</span> · {line.quantity} × {yen(line.unitYen)}
            {line.changed && (
              <span className={styles.note}>
                {t('parcels.declaration.paid', { description: line.paidDescription, quantity: line.paidQuantity, amount: yen(line.paidUnitYen) })}
                {line.reason && <> · {t('parcels.declaration.reason', { reason: line.reason })}</>}
              </span>
            )}
          </li>
        ))}
      </ul>
      {parcel.declarationQuery ? (
        <p className={styles.note} data-testid="ops-declaration-query">{t('parcels.declaration.queried', { note: parcel.declarationQuery })}</p>
      ) : (
        canQuery && (
          <form className={styles.fields} onSubmit={send}>
            <TextField name="note" label={t('parcels.declaration.note')} required maxLength={500} />
            <Button type="submit" variant="secondary" loading={query.isPending} disabled={query.isPending}>
              {t('parcels.declaration.sendBack')}
            </Button>
          </form>
        )
      )}
    </div>
  );
}

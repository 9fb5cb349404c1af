import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipParcel } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { parcelChanged } from './queries';
import styles from './Parcels.module.css';

/**
 * "It arrived", for the whole parcel: one confirmation completes every order inside (each order's own
 * button stays on its page). The step names what it does before it is done, since it cannot be undone.
 */
export function ReceiptButton({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('parcels');
  const [open, setOpen] = useState(false);
  const confirm = useMutation({
    mutationFn: () => api.parcelConfirmReceipt({ id: parcel.id }),
    onSuccess: async (received) => {
      setOpen(false);
      toast.success(t('receipt.done', { id: received.id }));
      await parcelChanged(received);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" data-testid="parcel-confirm-receipt">
          {t('receipt.confirm')}
        </Button>
      }
      title={t('receipt.title', { id: parcel.id })}
      closeLabel={t('receipt.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('receipt.cancel')}
          </Button>
          <Button loading={confirm.isPending} disabled={confirm.isPending} onClick={() => confirm.mutate()} data-testid="parcel-confirm-receipt-yes">
            {t('receipt.yes')}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>{t('receipt.body')}</p>
      <ul className={styles.muted} data-testid="parcel-receipt-summary">
        <li>{t('receipt.orders', { orders: parcel.receiptOrders })}</li>
        {parcel.receiptPoints > 0 && <li>{t('receipt.points', { points: parcel.receiptPoints })}</li>}
      </ul>
    </Dialog>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderDetail } from '../../../generated/api/schemas';
import type { OrderAction } from '../../../generated/orders';
import { usePrice } from '../../components/goods/use-price';
import { usePathTo } from '../../components/use-path-to';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import styles from './Orders.module.css';
import { orderChanged } from './queries';

/** The shopper's actions this page takes itself, each confirmed first; merging has pages of its own. */
const pageActions = ['acceptPrice', 'complete', 'cancel'] as const satisfies readonly OrderAction[];
type PageAction = (typeof pageActions)[number];

/** `compact`: smaller buttons, for a card in a list. */
export function OrderActions({ detail, compact = false }: { detail: OrderDetail; compact?: boolean }) {
  const { t } = useTranslation('orders');
  const pathTo = usePathTo();
  const available = pageActions.filter((a) => detail.actions.includes(a));
  const canMerge = detail.actions.includes('merge');
  if (available.length === 0 && !canMerge) return null;
  return (
    <div className={styles.actions}>
      {available.map((action) => (
        <ConfirmedAction key={action} action={action} detail={detail} compact={compact} />
      ))}
      {canMerge && (
        <Link to={pathTo('personal.order.merge')} className={buttonClassName({ variant: 'secondary' })}>
          {t('act.merge')}
        </Link>
      )}
    </div>
  );
}

function ConfirmedAction({ action, detail, compact }: { action: PageAction; detail: OrderDetail; compact: boolean }) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => api.orderAction({ id: detail.order.id, action }),
    onSuccess: async (after) => {
      setOpen(false);
      toast.success(t(`act.done.${action}`));
      await orderChanged(after);
    },
  });
  const newPrice = detail.order.proposedPriceYen ?? detail.order.priceYen;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t(`act.${action}.title`)}
      description={t(`act.${action}.body`, { price: price(newPrice).yen })}
      closeLabel={t('act.close')}
      trigger={<Button variant={action === 'cancel' ? 'danger' : 'primary'} size={compact ? 'sm' : 'md'}>{t(`act.${action}.button`)}</Button>}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('act.back')}
          </Button>
          <Button variant={action === 'cancel' ? 'danger' : 'primary'} loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {t(`act.${action}.confirm`)}
          </Button>
        </>
      }
    />
  );
}

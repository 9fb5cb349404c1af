import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../components/goods/use-price';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { api } from '../../lib/api/client';
import { ltr } from '../../lib/bidi';
import { holdFor } from '../../lib/bids';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { type AuctionView, bidPlaced, bidRefused } from '../../lib/queries/auctions';
import styles from './bid.module.css';

/** Wins the auction at once at its buy-now price, after a confirmation naming what the wallet gives. */
export function BuyNowButton({ state, site, buyNowYen }: { state: AuctionView; site: 'yahoo' | 'mercari'; buyNowYen: number }) {
  const { t } = useTranslation('bidding');
  const price = usePrice();
  const yen = (n: number) => ltr(price(n).yen);
  const [open, setOpen] = useState(false);
  const keyFor = useIdempotencyKey();
  const buy = useMutation({
    mutationFn: () => api.buyNow({ site, id: state.id, idempotencyKey: keyFor(`${state.id}:buyNow`) }, { silent: true }),
    onSuccess: (result) => {
      bidPlaced(result);
      setOpen(false);
    },
    // Refused (ended, no longer offered, over the quota): the auction as the server has it now.
    onError: () => bidRefused(site, state.id),
  });
  return (
    <>
      <Button variant="secondary" size="lg" fullWidth onClick={() => setOpen(true)} data-testid="buy-now">
        {t('panel.buyNowButton', { amount: yen(buyNowYen) })}
      </Button>
      {buy.error && (
        <p className={styles.refusal} role="alert">
          {buy.error.message}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('panel.confirmBuyNow.title')}
        closeLabel={t('panel.confirm.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('panel.confirm.close')}
            </Button>
            <Button loading={buy.isPending} onClick={() => buy.mutate()} data-testid="buy-now-confirm">
              {t('panel.confirmBuyNow.yes')}
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>{t('panel.confirmBuyNow.body', { amount: yen(buyNowYen), hold: yen(holdFor(buyNowYen)) })}</p>
      </Dialog>
    </>
  );
}

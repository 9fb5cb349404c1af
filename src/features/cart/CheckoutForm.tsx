import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyNotice, CheckoutPreview } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { AddressSection } from './AddressSection';
import { BuyNoticeDialog } from './BuyNoticeDialog';
import type { CheckoutChoices } from './confirm-params';
import styles from './confirm.module.css';
import { CouponSection } from './CouponSection';
import { PaymentSummary } from './PaymentSummary';
import { PointsSection } from './PointsSection';
import { ServicesSection } from './ServicesSection';

interface Props {
  preview: CheckoutPreview;
  choices: CheckoutChoices;
  onChoices: (choices: CheckoutChoices) => void;
  /** The figures are being worked out again for new choices. */
  updating: boolean;
  onPay: () => void;
  paying: boolean;
  /** Why the last pay was refused (the server's words: a changed charge, too little money), until the next try. */
  payError?: string | null;
  /** This page's address, for the top-up and address pages to come back to. */
  returnTo: string;
  /** How to pay (the cart checkout: wallet or card); without it the wallet pays, and must cover. */
  payChoice?: ReactNode;
  /** A card pays what the wallet lacks. */
  cardCovers?: boolean;
}

/** The confirm page's choices and figures, shared by the cart checkout and anybuy. */
export function CheckoutForm({ preview, choices, onChoices, updating, onPay, paying, payError, returnTo, payChoice, cardCovers = false }: Props) {
  const { t } = useTranslation('cart');
  // Notices accepted during this visit, before the refreshed figures say so.
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<BuyNotice | null>(null);
  const pending = preview.notices.filter((n) => !accepted.has(n.key));
  const blocked = preview.lines.some((l) => l.status !== 'ok');
  const canPay = !blocked && preview.addressId != null && (preview.shortfallYen === 0 || cardCovers) && !updating;

  const pay = () => {
    if (pending[0]) setOpen(pending[0]);
    else onPay();
  };
  const noticeAccepted = (notice: BuyNotice) => {
    const next = new Set(accepted).add(notice.key);
    setAccepted(next);
    const more = preview.notices.find((n) => !next.has(n.key));
    setOpen(more ?? null);
    if (!more) onPay();
  };

  return (
    <div className={styles.layout} aria-busy={updating}>
      <div className={styles.choices}>
        <AddressSection addresses={preview.addresses} chosen={choices.addressId ?? preview.addressId} onChoose={(addressId) => onChoices({ ...choices, addressId })} returnTo={returnTo} />
        <ServicesSection services={preview.services} chosen={choices.services} onChange={(services) => onChoices({ ...choices, services })} />
        <CouponSection coupons={preview.coupons} chosen={choices.couponId} onChoose={(couponId) => onChoices({ ...choices, couponId })} />
        <PointsSection balance={preview.pointsBalance} max={preview.pointsMax} used={preview.pointsUsed} onChange={(points) => onChoices({ ...choices, points })} />
      </div>
      <div className={styles.side}>
        <PaymentSummary preview={preview} returnTo={returnTo} />
        {payChoice}
        {blocked && (
          <p className={styles.warning} role="status">
            {t('confirm.changed')}
          </p>
        )}
        {payError && (
          <p className={styles.warning} role="alert" data-testid="pay-refusal">
            {payError}
          </p>
        )}
        {pending.length > 0 && <p className={styles.muted}>{t('confirm.noticesPending', { count: pending.length })}</p>}
        <Button size="lg" fullWidth disabled={!canPay} loading={paying} onClick={pay} data-testid="pay">
          {t('confirm.pay')}
        </Button>
      </div>
      <BuyNoticeDialog notice={open} onAccepted={noticeAccepted} onClose={() => setOpen(null)} />
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { WonPayment } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { ltr } from '../../lib/bidi';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { type CentreSite, wonPaid } from '../../lib/queries/auctions';
import { AppLink } from '../AppLink';
import { usePrice } from '../goods/use-price';
import { Button, buttonClassName } from '../ui/Button';
import { Card } from '../ui/Card';
import styles from './won-payment.module.css';

/**
 * A won auction's order: what the bid hold paid, the seller's domestic postage still due and paying it from
 * the wallet (PayWon), shared by Yahoo's pay page and the order's own page. `onOrderPage`: the heading says
 * what to do (the page already names the item) and there is no link back to the order. `onPaid`: after
 * the payment went through (the caches are already updated). `site`: the marketplace's own pay page, which
 * pays only its wins.
 */
export function WonPaymentCard({ won, site, onOrderPage = false, onPaid }: { won: WonPayment; site?: CentreSite; onOrderPage?: boolean; onPaid?: () => void }) {
  const { t } = useTranslation('bidding');
  const language = useLanguage();
  const price = usePrice();
  const here = useLocation();
  // One key per order while the card is shown: a double click or a retry after a lost answer pays once.
  const keyFor = useIdempotencyKey();
  const pay = useMutation({
    mutationFn: () => api.payWon({ id: won.order.id, idempotencyKey: keyFor(String(won.order.id)), ...(site ? { site } : {}) }, { silent: true }),
    onSuccess: (answer) => {
      wonPaid(answer);
      onPaid?.();
    },
  });
  const due = won.order.state === 'awaitingPayment';
  const shortYen = Math.max(0, won.domesticYen - won.balanceYen);
  const headingId = `won-payment-${won.order.id}`;
  return (
    <Card as="section" className={styles.card} aria-labelledby={headingId} data-testid="won-payment" data-state={won.order.state}>
      {onOrderPage ? (
        <h2 id={headingId} className={styles.heading}>
          {t('pay.heading')}
        </h2>
      ) : (
        <h2 id={headingId} className={styles.heading} lang="ja" dir="auto">
          {won.order.title}
        </h2>
      )}
      <dl className={styles.rows}>
        <dt>{t('pay.won')}</dt>
        <dd>{price(won.priceYen).yen}</dd>
        <dt>{t('pay.fee')}</dt>
        <dd>{price(won.proxyFeeYen).yen}</dd>
        <dt>{t('pay.paid')}</dt>
        <dd>{price(won.paidYen).yen}</dd>
        <dt className={styles.total}>{t('pay.domestic')}</dt>
        <dd className={styles.total} data-testid="pay-domestic">
          {price(won.domesticYen).yen}
        </dd>
        {due && (
          <>
            <dt>{t('pay.balance')}</dt>
            <dd data-testid="pay-balance">{price(won.balanceYen).yen}</dd>
          </>
        )}
      </dl>
      {due && won.domesticYen === 0 && <p className={styles.muted}>{t('pay.sellerPays')}</p>}
      {due && won.payBy && <p className={styles.notice}>{t('pay.payBy', { time: ltr(formatDate(Date.parse(won.payBy), 2, language)) })}</p>}
      {due && shortYen > 0 && (
        <p className={styles.notice}>
          {t('pay.short', { amount: ltr(price(shortYen).yen) })}{' '}
          <AppLink to="personal.recharge" args={[{}, { query: { return: `${here.pathname}${here.search}` } }]}>
            {t('pay.recharge')}
          </AppLink>
        </p>
      )}
      {pay.error && (
        <p className={styles.refusal} role="alert">
          {pay.error.message}
        </p>
      )}
      {due ? (
        <Button size="lg" fullWidth disabled={!won.payable} loading={pay.isPending} onClick={() => pay.mutate()} data-testid="pay-won">
          {won.domesticYen > 0 ? t('pay.pay', { amount: ltr(price(won.domesticYen).yen) }) : t('pay.confirmFree')}
        </Button>
      ) : (
        <p className={styles.success} role="status" data-testid="pay-done">
          {won.order.state === 'cancelled' ? t('pay.cancelled') : t('pay.done')}
        </p>
      )}
      {!onOrderPage && (
        <AppLink to="personal.order.detail" args={[{}, { query: { id: won.order.id } }]} className={buttonClassName({ variant: 'secondary', fullWidth: true })} data-testid="pay-order-link">
          {t('pay.order')}
        </AppLink>
      )}
    </Card>
  );
}

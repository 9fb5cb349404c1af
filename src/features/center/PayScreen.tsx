import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { WonPayment } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/transport';
import { ltr } from '../../lib/bidi';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { wonPaid, wonPaymentQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { wonIdOf } from './won-id';

/** /mall/yahoo/pay/{id}: a won auction's order, the seller's domestic postage still due, paid from the wallet. */
export default function PayScreen() {
  const { t } = useTranslation('center');
  usePageTitle(t('pay.title'));
  const id = wonIdOf(useParams().id);
  const won = useQuery({ ...wonPaymentQuery(id ?? 0), enabled: id !== null });
  if (id === null || (won.error instanceof ApiError && won.error.status === 404)) return <ErrorWidget variant="notFound" />;
  if (won.isError && !won.data) return <ErrorWidget variant="error" onRefresh={() => void won.refetch()} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('pay.title')}</h1>
      {won.data ? <Payment won={won.data} /> : <Skeleton shape="block" width="100%" height={320} />}
    </div>
  );
}

function Payment({ won }: { won: WonPayment }) {
  const { t } = useTranslation('center');
  const language = useLanguage();
  const price = usePrice();
  const here = useLocation();
  const keyFor = useIdempotencyKey();
  const pay = useMutation({
    mutationFn: () => api.payWon({ id: won.order.id, idempotencyKey: keyFor(String(won.order.id)) }, { silent: true }),
    onSuccess: wonPaid,
  });
  const due = won.order.state === 'awaitingPayment';
  const shortYen = Math.max(0, won.domesticYen - won.balanceYen);
  return (
    <Card as="section" className={styles.quota} aria-labelledby="pay-order" data-testid="won-payment" data-state={won.order.state}>
      <h2 id="pay-order" className={styles.sectionTitle} lang="ja" dir="auto">
        {won.order.title}
      </h2>
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
          <AppLink to="personal.recharge" args={[{}, { query: { return: here.pathname } }]}>
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
      <AppLink to="personal.order.detail" args={[{}, { query: { id: won.order.id } }]} className={buttonClassName({ variant: 'secondary', fullWidth: true })} data-testid="pay-order-link">
        {t('pay.order')}
      </AppLink>
    </Card>
  );
}

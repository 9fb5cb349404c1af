import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title';
import { AfterSalesLinks } from './AfterSalesLinks';
import { CostTable } from './CostTable';
import { OrderActions } from './OrderActions';
import { OrderHead } from './OrderHead';
import { OrderListSkeleton } from './OrderListSkeleton';
import styles from './Orders.module.css';
import { ParcelFacts } from './ParcelFacts';
import { SimilarGoods } from './SimilarGoods';
import { Timeline } from './Timeline';
import { WonPostage } from './WonPostage';
import { orderDetailQuery } from './queries';
import { useOrderId } from './use-order-id';

const refundedStates = new Set(['cancelled', 'purchaseFailed', 'sellerCancelled']);
const unbought = new Set(['purchaseFailed', 'sellerCancelled', 'cancelled']);

export default function OrderDetailScreen() {
  const { t } = useTranslation('orders');
  const id = useOrderId();
  const { data } = useSuspenseQuery(orderDetailQuery(id));
  usePageTitle(t('detail.title', { id }));
  const { order } = data;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('detail.title', { id })}</h1>
      <OrderHead detail={data} />
      {refundedStates.has(order.state) && data.costs.refundedYen + data.costs.refundedPoints > 0 && (
        <p className={styles.notice} role="status">
          {t('detail.refundedNote')}
        </p>
      )}
      {order.kind === 'auction' && order.state === 'awaitingPayment' && <WonPostage orderId={order.id} />}
      <OrderActions detail={data} />
      <AfterSalesLinks detail={data} />
      <CostTable costs={data.costs} />
      <ParcelFacts detail={data} />
      <Timeline events={data.timeline} kind={order.kind} />
      {unbought.has(order.state) && (
        <Suspense fallback={<OrderListSkeleton rows={2} />}>
          <SimilarGoods orderId={order.id} />
        </Suspense>
      )}
    </div>
  );
}

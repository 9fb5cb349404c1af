import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { TrackingNumber, carrierName } from '../../components/shipping/TrackingNumber';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import styles from './Orders.module.css';
import { orderDetailQuery } from './queries';
import { Timeline } from './Timeline';
import { useOrderId } from './use-order-id';

/** The seller's shipment to our warehouse: carrier and tracking number, and the order's steps so far. */
export default function ExpressScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('express.title'));
  const id = useOrderId();
  const { data } = useSuspenseQuery(orderDetailQuery(id));
  const tracking = data.domesticTracking;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('express.title')}</h1>
      <p className={styles.note} lang="ja" dir="auto">
        {data.order.title}
      </p>
      {tracking ? (
        <dl className={styles.rows} data-testid="domestic-tracking">
          <dt>{t('express.carrier')}</dt>
          <dd>{carrierName(tracking.carrier)}</dd>
          <dt>{t('express.number')}</dt>
          <dd>
            <TrackingNumber carrier={tracking.carrier} number={tracking.number} withCarrier={false} />
          </dd>
        </dl>
      ) : (
        <EmptyState title={t('express.none')} description={t('express.noneBody')} />
      )}
      <Timeline events={data.timeline} kind={data.order.kind} />
      <AppLink to="personal.order.detail" args={[{}, { query: { id } }]}>
        {t('backToOrder')}
      </AppLink>
    </div>
  );
}

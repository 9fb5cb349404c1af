import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ParcelOverview } from '../../../generated/api/schemas';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { CountTile, countTileClassName } from '../../components/ui/CountTile';
import { EmptyState } from '../../components/ui/EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { ParcelCard } from './ParcelCard';
import styles from './Parcels.module.css';
import { StorageSummaryNote } from './StorageSummaryNote';
import { WarehouseItem } from './WarehouseItem';
import { overviewQuery } from './queries';

/** Orders listed in full on this page; the rest are on the merge page. */
const warehouseShown = 5;

/** /personal/shipping: from the warehouse to the door at a glance, with the next step of each stage. */
export default function ShippingScreen() {
  const { t } = useTranslation('parcels');
  usePageTitle(t('shipping.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shipping.title')}</h1>
      <p className={styles.muted}>{t('shipping.intro')}</p>
      <Suspense fallback={<ListSkeleton />}>
        <Overview />
      </Suspense>
    </div>
  );
}

function Overview() {
  const { t } = useTranslation('parcels');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(overviewQuery());
  const count = (state: ParcelOverview['counts'][number]['state']) => data.counts.find((c) => c.state === state)?.count ?? 0;
  const underway = count('paid') + count('shipped');
  if (data.warehouse.length === 0 && count('awaitingPayment') === 0 && underway === 0 && count('delivered') === 0) {
    return (
      <EmptyState
        title={t('merge.empty')}
        description={t('merge.emptyBody')}
        action={<Link to={pathTo('personal.order', { type: 'all' })} className={buttonClassName()}>{t('merge.toOrders')}</Link>}
      />
    );
  }
  const stages = [
    { id: 'warehouse', count: data.warehouse.length },
    { id: 'toPay', count: count('awaitingPayment') },
    { id: 'underway', count: underway },
    { id: 'delivered', count: count('delivered') },
  ] as const;
  return (
    <>
      <nav aria-label={t('shipping.stagesLabel')}>
        <ol className={styles.stages}>
          {stages.map((stage) => (
            <li key={stage.id}>
              {/* Delivered parcels are listed on My parcels; the other stages are sections of this page. */}
              {stage.id === 'delivered' ? (
                <Link to={pathTo('personal.order.aviation')} className={countTileClassName} data-testid={`stage-${stage.id}`}>
                  <CountTile count={stage.count} label={t(`shipping.stage.${stage.id}`)} />
                </Link>
              ) : (
                <a href={`#${stage.id}`} className={countTileClassName} data-testid={`stage-${stage.id}`}>
                  <CountTile count={stage.count} label={t(`shipping.stage.${stage.id}`)} />
                </a>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <section id="warehouse" aria-labelledby="warehouse-title" className={styles.section}>
        <h2 id="warehouse-title" className={styles.subtitle}>{t('shipping.stage.warehouse')}</h2>
        {data.warehouse.length === 0 ? (
          <p className={styles.muted}>{t('merge.emptyBody')}</p>
        ) : (
          <>
            <StorageSummaryNote orders={data.warehouse} />
            <ul className={styles.list} aria-labelledby="warehouse-title">
              {data.warehouse.slice(0, warehouseShown).map((order) => (
                <WarehouseItem key={order.id} order={order} />
              ))}
            </ul>
            {data.warehouse.length > warehouseShown && <p className={styles.muted}>{t('shipping.more', { count: data.warehouse.length - warehouseShown })}</p>}
            <Link to={pathTo('personal.order.merge')} className={buttonClassName({ fullWidth: true })} data-testid="shipping-merge">
              {t('merge.title')}
            </Link>
          </>
        )}
      </section>

      {data.toPay.length > 0 && (
        <section id="toPay" aria-labelledby="to-pay-title" className={styles.section}>
          <h2 id="to-pay-title" className={styles.subtitle}>{t('shipping.stage.toPay')}</h2>
          <p className={styles.muted}>{t('shipping.toPayBody')}</p>
          <ul className={styles.list} aria-labelledby="to-pay-title">
            {data.toPay.map((parcel) => (
              <ParcelCard key={parcel.id} parcel={parcel} />
            ))}
          </ul>
        </section>
      )}

      {data.underway.length > 0 && (
        <section id="underway" aria-labelledby="underway-title" className={styles.section}>
          <h2 id="underway-title" className={styles.subtitle}>{t('shipping.stage.underway')}</h2>
          <ul className={styles.list} aria-labelledby="underway-title">
            {data.underway.map((parcel) => (
              <ParcelCard key={parcel.id} parcel={parcel} />
            ))}
          </ul>
        </section>
      )}

      <div className={styles.actions}>
        <Link to={pathTo('personal.order.aviation')} className={buttonClassName({ variant: 'secondary' })}>
          {t('shipping.all')}
        </Link>
        <Link to={pathTo('calc')} className={buttonClassName({ variant: 'secondary' })}>
          {t('shipping.calc')}
        </Link>
      </div>
    </>
  );
}

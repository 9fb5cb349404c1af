import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ShipParcel } from '../../../generated/api/schemas';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ListSkeleton } from './ListSkeleton';
import styles from './Parcels.module.css';
import { parcelListQuery } from './queries';

/** The shopper's parcels: state, tracking number and carrier once shipped, the orders inside. */
export default function AviationScreen() {
  const { t } = useTranslation('parcels');
  usePageTitle(t('aviation.title'));
  const [search] = useSearchParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('aviation.title')}</h1>
      <Suspense fallback={<ListSkeleton />}>
        <ParcelList page={pageParamOf('Sig.Front.User.AppParcel.List', search)} />
      </Suspense>
    </div>
  );
}

function ParcelList({ page }: { page: number }) {
  const { t } = useTranslation('parcels');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(parcelListQuery(page));
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('aviation.empty')}
        description={t('aviation.emptyBody')}
        action={<Link to={pathTo('personal.order.merge')} className={buttonClassName()}>{t('aviation.merge')}</Link>}
      />
    );
  }
  return (
    <>
      <ul className={styles.list} data-testid="parcel-list">
        {data.items.map((parcel) => (
          <ParcelCard key={parcel.id} parcel={parcel} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCountOf('Sig.Front.User.AppParcel.List', data.total, data.pageSize)} hrefOf={(p) => pathTo('personal.order.aviation', {}, { query: p > 1 ? { page: p } : {} })} />
    </>
  );
}

function ParcelCard({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('parcels');
  const { t: shell } = useTranslation();
  const language = useLanguage();
  const pathTo = usePathTo();
  return (
    <li className={styles.item} data-testid="parcel-card" data-parcel-id={parcel.id}>
      <div className={styles.body}>
        <span className={styles.meta}>
          <strong>{t('parcel.label', { id: parcel.id })}</strong>
          <span data-testid="parcel-state">{t(`state.${parcel.state}`)}</span>
          <time dateTime={parcel.createdAt}>{formatDate(Date.parse(parcel.createdAt), 4, language)}</time>
        </span>
        {parcel.trackingNo ? (
          <span data-testid="parcel-tracking">
            {parcel.method && `${shell(`goods.methods.${parcel.method}`)} · `}
            {parcel.carrier} <span className={styles.tracking}>{parcel.trackingNo}</span>
          </span>
        ) : (
          <span className={styles.muted}>{t('aviation.noTracking')}</span>
        )}
        <ul className={styles.muted}>
          {parcel.orders.map((o) => (
            <li key={o.id}>
              <Link to={pathTo('personal.order.detail', {}, { query: { id: o.id } })} lang="ja" dir="auto">
                {o.title}
              </Link>
            </li>
          ))}
        </ul>
        {parcel.state === 'awaitingPayment' && (
          <Link
            to={pathTo(parcel.method ? 'personal.order.merge.mailpay' : 'personal.order.merge.selectMail', {}, { query: { id: parcel.id } })}
            className={buttonClassName({ size: 'sm' })}
          >
            {t('aviation.pay')}
          </Link>
        )}
      </div>
    </li>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { ListSkeleton } from './ListSkeleton';
import { ParcelCard } from './ParcelCard';
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

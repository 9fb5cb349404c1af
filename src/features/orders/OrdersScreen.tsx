import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { OrderGroup } from '../../../generated/orders';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { OrderItem } from './OrderItem';
import { OrderListSkeleton } from './OrderListSkeleton';
import { OrderTabs } from './OrderTabs';
import { OrdersEmpty } from './OrdersEmpty';
import styles from './Orders.module.css';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { groupParam } from './params';
import { orderListQuery } from './queries';

export default function OrdersScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('title'));
  const { type } = useParams();
  const [search] = useSearchParams();
  // The loader has already answered 404 for any other name.
  const group = groupParam(type) ?? 'all';
  const page = pageParamOf('Sig.Front.User.AppOrder.List', search);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <Suspense fallback={<OrderListSkeleton tabs />}>
        <OrderList group={group} page={page} />
      </Suspense>
    </div>
  );
}

function OrderList({ group, page }: { group: OrderGroup; page: number }) {
  const { t } = useTranslation('orders');
  const { t: shell } = useTranslation();
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(orderListQuery(group, page));
  return (
    <>
      <OrderTabs current={group} counts={data.counts} />
      {(group === 'warehouse' || group === 'shipping') && (
        <div className={styles.toolbar}>
          {group === 'warehouse' && data.items.length > 0 && (
            <Link to={pathTo('personal.order.merge')} className={buttonClassName()} data-testid="merge-link">
              {t('warehouse.merge')}
            </Link>
          )}
          <Link to={pathTo('personal.order.aviation')} className={buttonClassName({ variant: 'secondary' })}>
            {t('warehouse.parcels')}
          </Link>
          <Link to={pathTo('personal.shipping')} className={buttonClassName({ variant: 'secondary' })}>
            {shell('nav.shipping')}
          </Link>
        </div>
      )}
      {data.items.length === 0 ? (
        <OrdersEmpty group={group} />
      ) : (
        <ul className={styles.list} aria-label={t(`groups.${group}`)} data-testid="order-list">
          {data.items.map((order) => (
            <OrderItem key={order.id} order={order} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppOrder.List', data.total, data.pageSize)}
        hrefOf={(p) => pathTo('personal.order', { type: group }, { query: p > 1 ? { page: p } : {} })}
      />
    </>
  );
}

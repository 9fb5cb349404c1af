import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { OrderItem } from './OrderItem';
import { OrderListSkeleton } from './OrderListSkeleton';
import { OrdersEmpty } from './OrdersEmpty';
import { PriceChangeActions } from './PriceChangeActions';
import styles from './Orders.module.css';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { orderListQuery } from './queries';

/** Orders bought by link: a changed price is answered right here (accept or cancel). */
export default function AnybuyOrdersScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('anybuy.title'));
  const [search] = useSearchParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('anybuy.title')}</h1>
      <Suspense fallback={<OrderListSkeleton />}>
        <AnybuyList page={pageParamOf('Sig.Front.User.AppOrder.List', search)} />
      </Suspense>
    </div>
  );
}

function AnybuyList({ page }: { page: number }) {
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(orderListQuery('all', page, 'anybuy'));
  if (data.items.length === 0) return <OrdersEmpty group="anybuy" />;
  return (
    <>
      <ul className={styles.list} data-testid="order-list">
        {data.items.map((order) => (
          <OrderItem key={order.id} order={order}>
            {order.state === 'priceChanged' && <PriceChangeActions orderId={order.id} />}
          </OrderItem>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCountOf('Sig.Front.User.AppOrder.List', data.total, data.pageSize)} hrefOf={(p) => pathTo('personal.order.anybuy', {}, { query: p > 1 ? { page: p } : {} })} />
    </>
  );
}

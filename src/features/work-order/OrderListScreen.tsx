import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePathTo } from '../../components/use-path-to';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ticketOrdersQuery } from './queries';
import styles from './workOrder.module.css';

/** /workOrder/orderList: pick the order a new ticket is about; the new-ticket page's query is kept. */
export function OrderListScreen() {
  const { t } = useTranslation('workOrder');
  usePageTitle(t('orders.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('orders.title')}</h1>
      <Suspense fallback={<Skeleton shape="block" width="100%" height={160} />}>
        <Orders />
      </Suspense>
    </div>
  );
}

function Orders() {
  const { t } = useTranslation('workOrder');
  const language = useLanguage();
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppOrder.List', search);
  const { data } = useSuspenseQuery(ticketOrdersQuery(page));
  const keep = Object.fromEntries([...search.entries()].filter(([k]) => k !== 'page' && k !== 'orderId'));
  if (data.items.length === 0) return <EmptyState title={t('orders.empty')} action={<Link to={pathTo('workOrder.add', {}, { query: keep })}>{t('orders.without')}</Link>} />;
  const pageCount = pageCountOf('Sig.Front.User.AppOrder.List', data.total, data.pageSize);
  return (
    <>
      <ul className={styles.list}>
        {data.items.map((order) => (
          <li key={order.id}>
            <Link className={styles.row} to={pathTo('workOrder.add', {}, { query: { ...keep, orderId: order.id } })} data-testid="ticket-order">
              <span className={styles.muted}>{t('add.aboutOrder', { id: order.id })} · {formatDate(new Date(order.createdAt), 4, language)}</span>
              <span className={styles.subject} dir="auto">
                {order.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} hrefOf={(p) => pathTo('workOrder.orderList', {}, { query: { ...keep, page: p } })} />}
    </>
  );
}

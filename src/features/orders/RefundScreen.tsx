import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { OrderListSkeleton } from './OrderListSkeleton';
import styles from './Orders.module.css';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { refundListQuery } from './queries';

/** Money given back to the wallet (and points), newest first, each with the order it came from. */
export default function RefundScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('refund.title'));
  const [search] = useSearchParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('refund.title')}</h1>
      <Suspense fallback={<OrderListSkeleton />}>
        <RefundList page={pageParamOf('Sig.Front.User.AppRefund.List', search)} />
      </Suspense>
    </div>
  );
}

function RefundList({ page }: { page: number }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const price = usePrice();
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(refundListQuery(page));
  if (data.items.length === 0) {
    const orders = (
      <Link to={pathTo('personal.order', { type: 'all' })} className={buttonClassName()}>
        {t('refund.orders')}
      </Link>
    );
    return <EmptyState title={t('refund.empty')} description={t('refund.emptyBody')} action={orders} />;
  }
  return (
    <>
      <ul className={styles.list} data-testid="refund-list">
        {data.items.map((refund) => (
          <li key={refund.id} className={`${styles.card} ${styles.refundCard}`}>
            <strong className={styles.total}>{price(refund.yen).yen}</strong>
            <div className={styles.cardBody}>
              {refund.orderId ? (
                <Link to={pathTo('personal.order.detail', {}, { query: { id: refund.orderId } })} className={styles.cardLink}>
                  <span lang="ja" dir="auto" className={styles.cardTitle}>{refund.orderTitle}</span>
                </Link>
              ) : (
                <span>{t('refund.wallet')}</span>
              )}
              <div className={styles.meta}>
                <span>{refund.points > 0 ? t('refund.points', { points: refund.points }) : t('refund.wallet')}</span>
                <time dateTime={refund.time}>{formatDate(Date.parse(refund.time), 2, language)}</time>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCountOf('Sig.Front.User.AppRefund.List', data.total, data.pageSize)} hrefOf={(p) => pathTo('personal.refund', {}, { query: p > 1 ? { page: p } : {} })} />
    </>
  );
}

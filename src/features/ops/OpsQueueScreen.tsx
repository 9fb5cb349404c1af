import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { AppLink } from '../../components/AppLink';
import { usePathTo } from '../../components/use-path-to';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { BackLink } from './BackLink';
import styles from './ops.module.css';
import { OrderTable } from './OrderTable';
import { type OpsQueue, isOpsQueue, opsOrdersQuery } from './queries';


/** One work queue: its orders, the longest waiting first, a page at a time. */
export function OpsQueueScreen() {
  const { queue } = useParams();
  const [search] = useSearchParams();
  // The loader has refused any other value with the 404 page.
  if (!isOpsQueue(queue)) return null;
  return <Queue queue={queue} page={pageParamOf('Sig.Ops.Orders', search)} />;
}

function Queue({ queue, page }: { queue: OpsQueue; page: number }) {
  const { t } = useTranslation('ops');
  usePageTitle(t(`queues.${queue}.title`));
  return (
    <div className={styles.page}>
      <BackLink to="ops" label={t('allQueues')} />
      <Suspense fallback={<TableSkeleton title={t(`queues.${queue}.title`)} />}>
        <QueueOrders queue={queue} page={page} />
      </Suspense>
    </div>
  );
}

function QueueOrders({ queue, page }: { queue: OpsQueue; page: number }) {
  const { t } = useTranslation('ops');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(opsOrdersQuery(queue, page));
  return (
    <>
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{t(`queues.${queue}.title`)}</h1>
        <p className={styles.muted}>{t('ordersTotal', { count: data.total })}</p>
      </header>
      {data.items.length === 0 ? (
        <EmptyState
          title={t('emptyQueue')}
          description={t('emptyQueueHint')}
          action={
            <AppLink to={page > 1 ? 'ops.queue' : 'ops'} args={page > 1 ? [{ queue }] : []} className={buttonClassName({ variant: 'secondary' })}>
              {page > 1 ? t('firstPage') : t('allQueues')}
            </AppLink>
          }
        />
      ) : (
        <OrderTable items={data.items} caption={t(`queues.${queue}.title`)} />
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Ops.Orders', data.total, data.pageSize)}
        hrefOf={(p) => pathTo('ops.queue', { queue }, { query: p > 1 ? { page: p } : {} })}
      />
    </>
  );
}

function TableSkeleton({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <h1 className={styles.title}>{title}</h1>
      <Skeleton shape="text" lines={8} />
    </div>
  );
}

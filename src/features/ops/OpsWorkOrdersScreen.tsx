import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePathTo } from '../../components/use-path-to';
import { TicketStatusChip } from '../../components/work-order/TicketStatusChip';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { BackLink } from './BackLink';
import { useOpsFormat } from './format';
import styles from './ops.module.css';
import { type OpsTicketStatus, opsWorkOrdersQuery, ticketStatusParam, ticketStatuses } from './queries';

/** The support ticket queue: what waits on staff first (longest waiting first), or the tickets of one status. */
export function OpsWorkOrdersScreen() {
  const { t } = useTranslation('ops');
  usePageTitle(t('tickets.title'));
  const [search] = useSearchParams();
  const status = ticketStatusParam(search.get('status'));
  const page = pageParamOf('Sig.Ops.WorkOrders', search);
  return (
    <div className={styles.page}>
      <BackLink to="ops" label={t('allQueues')} />
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{t('tickets.title')}</h1>
        <p className={styles.muted}>{t('tickets.intro')}</p>
      </header>
      <Filter current={status} />
      <Suspense fallback={<Skeleton shape="text" lines={8} />}>
        <Queue status={status} page={page} />
      </Suspense>
    </div>
  );
}

function Filter({ current }: { current: OpsTicketStatus | undefined }) {
  const { t } = useTranslation(['ops', 'workOrder']);
  const pathTo = usePathTo();
  return (
    <nav aria-label={t('tickets.filter')}>
      <ul className={styles.filters}>
        {[undefined, ...ticketStatuses].map((s) => (
          <li key={s ?? 'waiting'}>
            <Link to={pathTo('ops.workOrders', {}, s ? { query: { status: s } } : undefined)} aria-current={s === current ? 'page' : undefined}>
              {s ? t(`workOrder:status.${s}`) : t('tickets.waitingFilter')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Queue({ status, page }: { status: OpsTicketStatus | undefined; page: number }) {
  const { t } = useTranslation(['ops', 'workOrder']);
  const format = useOpsFormat();
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(opsWorkOrdersQuery(status, page));
  if (data.items.length === 0) return <p className={styles.muted}>{t('tickets.empty')}</p>;
  const pageCount = pageCountOf('Sig.Ops.WorkOrders', data.total, data.pageSize);
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('tickets.ticket')}</th>
            <th scope="col">{t('tickets.shopper')}</th>
            <th scope="col">{t('tickets.status')}</th>
            <th scope="col">{t('tickets.lastMessage')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map(({ ticket, shopperEmail }) => (
            <tr key={ticket.id} data-testid="ops-ticket-row">
              <td>
                <AppLink to="ops.workOrder" args={[{ id: ticket.id }]} className={styles.orderLink}>
                  #{ticket.id} <bdi>{ticket.subject}</bdi>
                </AppLink>
                <div className={styles.muted}>{t(`workOrder:category.${ticket.category}`, { defaultValue: ticket.category })}</div>
              </td>
              <td className={styles.email}>
                <bdi>{shopperEmail}</bdi>
              </td>
              <td>
                <TicketStatusChip status={ticket.status} />
              </td>
              <td>{format.time(ticket.lastMessageAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} hrefOf={(p) => pathTo('ops.workOrders', {}, { query: { ...(status ? { status } : {}), page: p } })} />}
    </>
  );
}

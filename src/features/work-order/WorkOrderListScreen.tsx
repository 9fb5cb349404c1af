import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePathTo } from '../../components/use-path-to';
import { TicketStatusChip } from '../../components/work-order/TicketStatusChip';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { type TicketStatus, statusParam, ticketStatuses } from './params';
import { ticketListQuery } from './queries';
import styles from './workOrder.module.css';

/** /workOrder: the shopper's support tickets, newest activity first, filtered by status, in pages. */
export function WorkOrderListScreen() {
  const { t } = useTranslation('workOrder');
  usePageTitle(t('list.title'));
  const [search] = useSearchParams();
  const status = statusParam(search.get('status'));
  const page = pageParamOf('Sig.Front.User.AppWorkOrder.List', search);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <AppLink to="workOrder.add" className={buttonClassName()}>
          {t('list.new')}
        </AppLink>
      </div>
      <p className={styles.muted}>{t('list.intro')}</p>
      <StatusFilter current={status} />
      <Suspense fallback={<Skeleton shape="block" width="100%" height={160} />}>
        <Tickets status={status} page={page} />
      </Suspense>
    </div>
  );
}

function StatusFilter({ current }: { current: TicketStatus | undefined }) {
  const { t } = useTranslation('workOrder');
  const pathTo = usePathTo();
  const options = [undefined, ...ticketStatuses];
  return (
    <nav aria-label={t('list.filter')}>
      <ul className={styles.filters}>
        {options.map((s) => (
          <li key={s ?? 'all'}>
            <Link className={styles.filter} to={pathTo('workOrder', {}, s ? { query: { status: s } } : undefined)} aria-current={s === current ? 'page' : undefined}>
              {s ? t(`status.${s}`) : t('list.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Tickets({ status, page }: { status: TicketStatus | undefined; page: number }) {
  const { t } = useTranslation('workOrder');
  const language = useLanguage();
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(ticketListQuery(status, page));
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t(status ? 'list.emptyStatus' : 'list.empty')}
        description={t('list.emptyBody')}
        action={<AppLink to="workOrder.add" className={buttonClassName({ variant: 'secondary' })}>{t('list.new')}</AppLink>}
      />
    );
  }
  const pageCount = pageCountOf('Sig.Front.User.AppWorkOrder.List', data.total, data.pageSize);
  return (
    <>
      <ul className={styles.list}>
        {data.items.map((ticket) => (
          <li key={ticket.id}>
            <AppLink to="workOrder.detail" args={[{ id: ticket.id }]} className={styles.row} data-testid="ticket-row">
              <span className={styles.rowTop}>
                <span className={styles.muted}>
                  #{ticket.id} · {t(`category.${ticket.category}`, { defaultValue: ticket.category })}
                </span>
                <TicketStatusChip status={ticket.status} />
              </span>
              <span className={styles.subject} dir="auto">
                {ticket.subject}
              </span>
              {ticket.order && (
                <span className={styles.muted} dir="auto">
                  {t('list.about', { title: ticket.order.title })}
                </span>
              )}
              <span className={styles.muted}>{t('list.updated', { date: formatDate(new Date(ticket.lastMessageAt), 2, language) })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <Pagination page={page} pageCount={pageCount} hrefOf={(p) => pathTo('workOrder', {}, { query: { ...(status ? { status } : {}), page: p } })} />
      )}
    </>
  );
}

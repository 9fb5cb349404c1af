import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import { Conversation } from '../../components/work-order/Conversation';
import { TicketStatusChip } from '../../components/work-order/TicketStatusChip';
import { BackLink } from './BackLink';
import { orderIdParam } from './order-id';
import styles from './ops.module.css';
import { opsWorkOrderQuery } from './queries';
import { TicketAudit } from './TicketAudit';
import { TicketContext } from './TicketContext';
import { TicketReplyForm } from './TicketReplyForm';
import { TicketStatusButtons } from './TicketStatusButtons';

/** One support ticket: the shopper, the order it is about, the conversation, an answer form and the audit trail. */
export function OpsWorkOrderScreen() {
  const id = orderIdParam(useParams().id);
  const { t } = useTranslation('ops');
  usePageTitle(id === null ? undefined : t('tickets.number', { id }));
  if (id === null) return null;
  return (
    <div className={styles.page}>
      <BackLink to="ops.workOrders" label={t('tickets.title')} />
      <Suspense fallback={<Skeleton shape="text" lines={12} />}>
        <Ticket id={id} />
      </Suspense>
    </div>
  );
}

function Ticket({ id }: { id: number }) {
  const { t } = useTranslation(['ops', 'workOrder']);
  const { data } = useSuspenseQuery(opsWorkOrderQuery(id));
  const { ticket } = data;
  return (
    <>
      <header className={styles.pageHead}>
        <h1 className={styles.title}>
          {t('tickets.number', { id })} <TicketStatusChip status={ticket.status} />
        </h1>
        <p className={styles.itemLine}>
          <bdi>{ticket.subject}</bdi> · {t(`workOrder:category.${ticket.category}`, { defaultValue: ticket.category })} · <bdi>{data.shopperEmail}</bdi>
        </p>
        {ticket.order && (
          <p className={styles.itemLine}>
            <AppLink to="ops.order" args={[{ id: ticket.order.id }]}>
              {t('orderNumber', { id: ticket.order.id })}
            </AppLink>{' '}
            <span lang="ja">{ticket.order.title}</span> · {t(`states.${ticket.order.state}`)}
          </p>
        )}
      </header>
      <div className={styles.orderGrid}>
        <div className={styles.mainColumn}>
          {ticket.context && <TicketContext context={ticket.context} />}
          <Conversation messages={ticket.messages} viewer="staff" />
          {ticket.rating != null && (
            <p>
              {t('workOrder:detail.rated', { rating: ticket.rating })}
              {ticket.ratingComment ? ` — ${ticket.ratingComment}` : ''}
            </p>
          )}
          {ticket.status !== 'closed' && <TicketReplyForm ticketId={id} />}
        </div>
        <div className={styles.sideColumn}>
          <TicketStatusButtons ticketId={id} status={ticket.status} />
          <TicketAudit audit={data.audit} />
        </div>
      </div>
    </>
  );
}

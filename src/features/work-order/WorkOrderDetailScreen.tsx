import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Conversation } from '../../components/work-order/Conversation';
import { TicketStatusChip } from '../../components/work-order/TicketStatusChip';
import { api } from '../../lib/api/client';
import { ticketChanged } from './queries';
import { useTicket } from './use-ticket';
import styles from './workOrder.module.css';

/** /workOrder/detail/{id}: the ticket, its order, the conversation with staff, and what the shopper can do next. */
export function WorkOrderDetailScreen() {
  const { t } = useTranslation('workOrder');
  const ticket = useTicket();
  usePageTitle(ticket.subject);
  const close = useMutation({ mutationFn: () => api.workOrderClose({ id: ticket.id }), onSuccess: ticketChanged });
  const finished = ticket.status === 'resolved' || ticket.status === 'closed';
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title} dir="auto">
          {ticket.subject}
        </h1>
        <TicketStatusChip status={ticket.status} />
      </div>
      <p className={styles.muted}>
        #{ticket.id} · {t(`category.${ticket.category}`, { defaultValue: ticket.category })}
      </p>
      {ticket.order && (
        <AppLink to="personal.order.detail" args={[{}, { query: { id: ticket.order.id } }]} className={styles.order}>
          <span className={styles.orderTitle} dir="auto">
            <span className={styles.muted}>{t('add.aboutOrder', { id: ticket.order.id })}</span>
            <br />
            {ticket.order.title}
          </span>
        </AppLink>
      )}
      <p className={styles.muted} role="status">
        {t(`detail.next.${ticket.status}`)}
      </p>
      <Conversation messages={ticket.messages} viewer="shopper" />
      {ticket.rating != null && (
        <p data-testid="ticket-rating">
          {t('detail.rated', { rating: ticket.rating })}
          {ticket.ratingComment ? ` — ${ticket.ratingComment}` : ''}
        </p>
      )}
      <div className={styles.actions}>
        {ticket.status !== 'closed' && (
          <AppLink to="workOrder.reply" args={[{ id: ticket.id }]} className={buttonClassName()}>
            {t('detail.reply')}
          </AppLink>
        )}
        {finished && ticket.rating == null && (
          <AppLink to="workOrder.evaluate" args={[{ id: ticket.id }]} className={buttonClassName({ variant: finished ? 'primary' : 'secondary' })}>
            {t('detail.rate')}
          </AppLink>
        )}
        {ticket.status !== 'closed' && (
          <Button variant="secondary" loading={close.isPending} onClick={() => close.mutate()}>
            {t('detail.close')}
          </Button>
        )}
        <AppLink to="workOrder" className={buttonClassName({ variant: 'ghost' })}>
          {t('detail.back')}
        </AppLink>
      </div>
    </div>
  );
}

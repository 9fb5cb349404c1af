import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WorkOrderDetail } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import styles from './ops.module.css';
import { workOrderChanged } from './queries';

type Target = 'awaitingStaff' | 'resolved' | 'closed';

/** The status changes staff may make from the ticket's status: resolve, close, or reopen a finished one. */
export function TicketStatusButtons({ ticketId, status }: { ticketId: number; status: WorkOrderDetail['status'] }) {
  const { t } = useTranslation('ops');
  const change = useMutation({ mutationFn: (to: Target) => api.opsWorkOrderStatus({ id: ticketId, status: to }), onSuccess: workOrderChanged });
  const targets: Target[] = status === 'closed' ? ['awaitingStaff'] : status === 'resolved' ? ['closed', 'awaitingStaff'] : ['resolved', 'closed'];
  return (
    <section aria-labelledby="ops-ticket-status" className={styles.section}>
      <h2 id="ops-ticket-status" className={styles.sectionTitle}>
        {t('tickets.changeStatus')}
      </h2>
      <div className={styles.stack}>
        {targets.map((to) => (
          <Button key={to} variant={to === 'resolved' ? 'primary' : 'secondary'} loading={change.isPending && change.variables === to} onClick={() => change.mutate(to)}>
            {t(`tickets.to.${to}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}

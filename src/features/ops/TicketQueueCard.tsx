import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import styles from './ops.module.css';
import { opsWorkOrdersQuery } from './queries';

/** The support ticket queue on the console's front page: how many tickets wait on staff (new or answered). */
export function TicketQueueCard() {
  const { t } = useTranslation('ops');
  const { data } = useSuspenseQuery(opsWorkOrdersQuery(undefined, 1));
  return (
    <ul className={styles.queueGrid} aria-label={t('tickets.title')}>
      <li>
        <AppLink to="ops.workOrders" className={styles.queueCard} data-busy={data.waiting > 0 || undefined} data-testid="queue-workOrders">
          <span className={styles.queueName}>{t('tickets.title')}</span>
          <span className={styles.queueCount} aria-label={t('tickets.waitingCount', { count: data.waiting })}>
            {data.waiting}
          </span>
          <span className={styles.muted}>{t('tickets.description')}</span>
        </AppLink>
      </li>
    </ul>
  );
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import styles from './ops.module.css';
import { HaulReview } from './HaulReview';
import { ParcelQueue } from './ParcelQueue';
import { TicketQueueCard } from './TicketQueueCard';
import { opsParcelQueues, opsQueues, opsQueuesQuery } from './queries';

/** The console's front page: one card per work queue with how many orders wait in it, the parcel queues and the hauls to review. */
export function OpsHomeScreen() {
  const { t } = useTranslation('ops');
  usePageTitle(t('title'));
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
        <AppLink to="ops.identities">{t('identities.title')}</AppLink>
        <ContentLink />
      </header>
      <Suspense fallback={<QueueSkeleton />}>
        <QueueCards />
      </Suspense>
      <Suspense fallback={<Skeleton shape="block" width="100%" height={112} />}>
        <TicketQueueCard />
      </Suspense>
      {opsParcelQueues.map((queue) => (
        <Suspense key={queue} fallback={<Skeleton shape="block" width="100%" height={112} />}>
          <ParcelQueue queue={queue} />
        </Suspense>
      ))}
      {(['pending', 'approved'] as const).map((status) => (
        <Suspense key={status} fallback={<Skeleton shape="block" width="100%" height={112} />}>
          <HaulReview status={status} />
        </Suspense>
      ))}
    </div>
  );
}

function ContentLink() {
  const { t } = useTranslation('opsContent');
  return (
    <AppLink to="ops.contents" className={styles.orderLink} data-testid="ops-content-link">
      {t('list.title')}
    </AppLink>
  );
}

function QueueCards() {
  const { t } = useTranslation('ops');
  const { data } = useSuspenseQuery(opsQueuesQuery());
  return (
    <ul className={styles.queueGrid} aria-label={t('queuesLabel')}>
      {data.queues.map(({ queue, count }) => (
        <li key={queue}>
          <AppLink to="ops.queue" args={[{ queue }]} className={styles.queueCard} data-busy={count > 0 || undefined} data-testid={`queue-${queue}`}>
            <span className={styles.queueName}>{t(`queues.${queue}.title`)}</span>
            <span className={styles.queueCount} aria-label={t('waiting', { count })}>
              {count}
            </span>
            <span className={styles.muted}>{t(`queues.${queue}.description`)}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function QueueSkeleton() {
  return (
    <ul className={styles.queueGrid} aria-busy="true">
      {opsQueues.map((queue) => (
        <li key={queue}>
          <Skeleton shape="block" width="100%" height={112} />
        </li>
      ))}
    </ul>
  );
}

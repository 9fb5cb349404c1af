import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OpsAction } from '../../../generated/api/schemas';
import { AddressLink } from '../../components/AddressLink';
import { usePageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import { endingActions } from './action-fields';
import { ActionForm } from './ActionForm';
import { AppealList } from './AppealList';
import { BackLink } from './BackLink';
import { History } from './History';
import { OrderFacts } from './OrderFacts';
import { orderIdParam } from './order-id';
import styles from './ops.module.css';
import { PhotoSection } from './PhotoSection';
import { opsOrderQuery } from './queries';
import { StateBadge } from './StateBadge';


/** Everything about one order, a form for each staff action its state allows, and who did what. */
export function OpsOrderScreen() {
  const id = orderIdParam(useParams().id);
  const { t } = useTranslation('ops');
  usePageTitle(id === null ? undefined : t('orderNumber', { id }));
  // The loader has refused any other address with the 404 page.
  if (id === null) return null;
  return (
    <div className={styles.page}>
      <BackLink to="ops" label={t('allQueues')} />
      <Suspense fallback={<Skeleton shape="text" lines={12} />}>
        <Order id={id} />
      </Suspense>
    </div>
  );
}

function Order({ id }: { id: number }) {
  const { t } = useTranslation('ops');
  const { data } = useSuspenseQuery(opsOrderQuery(id));
  const { order } = data;
  return (
    <>
      <header className={styles.pageHead}>
        <h1 className={styles.title}>
          {t('orderNumber', { id })} <StateBadge state={order.state} />
        </h1>
        <p className={styles.itemLine}>
          <AddressLink address={order.url} lang="ja">
            {order.title}
          </AddressLink>
        </p>
      </header>
      <div className={styles.orderGrid}>
        <div className={styles.mainColumn}>
          <section aria-labelledby="ops-actions" className={styles.section}>
            <h2 id="ops-actions" className={styles.sectionTitle}>
              {t('actionsTitle')}
            </h2>
            {data.actions.length === 0 ? (
              <p className={styles.muted}>{t('noActions', { state: t(`states.${order.state}`) })}</p>
            ) : (
              <div className={styles.actionList}>
                {forwardFirst(data.actions).map((action) => (
                  <ActionForm key={`${action.action}:${order.state}`} orderId={id} action={action} />
                ))}
              </div>
            )}
          </section>
          <PhotoSection detail={data} />
          <AppealList detail={data} />
        </div>
        <div className={styles.sideColumn}>
          <OrderFacts order={order} />
          <History detail={data} />
        </div>
      </div>
    </>
  );
}

/** The actions that move the order on come first; those that end it (and refund) come last. */
function forwardFirst(actions: OpsAction[]): OpsAction[] {
  return [...actions.filter((a) => !endingActions.has(a.action)), ...actions.filter((a) => endingActions.has(a.action))];
}

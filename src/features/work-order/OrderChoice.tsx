import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { ticketOrderQuery } from './queries';
import styles from './workOrder.module.css';

/** The order the ticket is about (or none), with a link to pick another; the rest of the query is kept. */
export function OrderChoice({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('workOrder');
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const order = useQuery({ ...ticketOrderQuery(orderId ?? 0), enabled: orderId !== null });
  const query = Object.fromEntries([...search.entries()].filter(([k]) => k !== 'orderId'));
  const pick = pathTo('workOrder.orderList', {}, { query });
  const none = pathTo('workOrder.add', {}, { query });
  return (
    <section className={styles.order} aria-label={t('add.order')}>
      {order.data ? (
        <>
          {order.data.order.imageUrl && <img className={styles.thumb} src={order.data.order.imageUrl} alt="" width={48} height={48} />}
          <span className={styles.orderTitle} dir="auto">
            <span className={styles.muted}>{t('add.aboutOrder', { id: order.data.order.id })}</span>
            <br />
            {order.data.order.title}
          </span>
        </>
      ) : (
        <span className={styles.muted}>{orderId ? t('add.orderLoading') : t('add.noOrder')}</span>
      )}
      <span className={styles.actions}>
        <Link to={pick}>{orderId ? t('add.changeOrder') : t('add.pickOrder')}</Link>
        {orderId && <Link to={none}>{t('add.removeOrder')}</Link>}
      </span>
    </section>
  );
}

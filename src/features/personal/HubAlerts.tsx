import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonalSummary } from '../../../generated/api/schemas';
import { usePathTo } from '../../components/use-path-to';
import styles from './personal.module.css';

/** What waits on the shopper: unread messages, goods in the warehouse, postage to pay, bids, identity. */
export function HubAlerts({ summary }: { summary: PersonalSummary }) {
  const { t } = useTranslation('personal');
  const pathTo = usePathTo();
  const alerts = [
    { key: 'unread', count: summary.unreadMessages, to: pathTo('personal.message') },
    { key: 'warehouse', count: summary.warehouseOrders, to: pathTo('personal.shipping') },
    { key: 'parcelsToPay', count: summary.parcelsToPay, to: pathTo('personal.shipping') },
    { key: 'bids', count: summary.runningBids, to: pathTo('personal.bidding') },
  ].filter((a) => a.count > 0);
  const identity = summary.identity === 'rejected' || summary.identity === 'pending' ? summary.identity : null;
  if (alerts.length === 0 && !identity) return null;
  return (
    <section aria-labelledby="hub-alerts" className={styles.stack}>
      <h2 id="hub-alerts" className={styles.subtitle}>
        {t('hub.waiting')}
      </h2>
      <ul className={styles.alerts}>
        {alerts.map((a) => (
          <li key={a.key}>
            <Link className={styles.alert} to={a.to} data-testid={`hub-alert-${a.key}`}>
              <span>{t(`hub.alerts.${a.key}`, { count: a.count })}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
        {identity && (
          <li>
            <Link className={styles.alert} to={pathTo('personal.auth')}>
              <span>{t(`hub.identity.${identity}`)}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}

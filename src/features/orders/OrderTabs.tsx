import { useTranslation } from 'react-i18next';
import type { OrderGroupCount } from '../../../generated/api/schemas';
import { type OrderGroup, orderGroupOrder } from '../../../generated/orders';
import { AppLink } from '../../components/AppLink';
import styles from './Orders.module.css';

/** The tabs of spec/orders.yaml's groups, each with its count; scrolls sideways on a phone. */
export function OrderTabs({ current, counts }: { current: OrderGroup; counts: readonly OrderGroupCount[] }) {
  const { t } = useTranslation('orders');
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')}>
      {orderGroupOrder.map((group) => (
        <AppLink key={group} to="personal.order" args={[{ type: group }]} className={styles.tab} aria-current={group === current ? 'page' : undefined}>
          {t(`groups.${group}`)} <span className={styles.count}>{counts.find((c) => c.group === group)?.count ?? 0}</span>
        </AppLink>
      ))}
    </nav>
  );
}

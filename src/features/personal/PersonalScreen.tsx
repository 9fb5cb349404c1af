import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderGroups, type OrderGroup } from '../../../generated/orders';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CountTile, countTileClassName } from '../../components/ui/CountTile';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { HubAlerts } from './HubAlerts';
import { HubLinks } from './HubLinks';
import styles from './personal.module.css';
import { summaryQuery } from './queries';

const tabs: OrderGroup[] = ['toConfirm', 'inProgress', 'warehouse', 'shipping', 'completed'];

/** /personal: the hub — orders per tab, money, alerts and every personal page, from one summary call. */
export default function PersonalScreen() {
  const { t } = useTranslation('personal');
  usePageTitle(t('hub.title'));
  const { data } = useSuspenseQuery(summaryQuery());
  const pathTo = usePathTo();
  const price = usePrice();
  const language = useLanguage();
  const countOf = (tab: OrderGroup) => data.orders.filter((o) => orderGroups[tab].includes(o.state)).reduce((sum, o) => sum + o.count, 0);
  const anyOrders = data.orders.length > 0;

  return (
    <div className={styles.page}>
      <div className={styles.row}>
        <h1 className={styles.title}>{t('hub.title')}</h1>
        <Link to={pathTo('personal.exp')} className={styles.status} data-testid="hub-level">
          {t(`levels.${data.level}`, { defaultValue: data.level })}
        </Link>
      </div>
      <section className={styles.money} aria-label={t('hub.money')}>
        <Link className={countTileClassName} to={pathTo('personal.payment')} data-testid="hub-balance">
          <CountTile count={price(data.balanceYen).yen} label={t('hub.balance')} />
        </Link>
        <Link className={countTileClassName} to={pathTo('personal.integral')} data-testid="hub-points">
          <CountTile count={data.points.toLocaleString(language)} label={t('hub.points')} />
        </Link>
        <Link className={countTileClassName} to={pathTo('personal.coupon')} data-testid="hub-coupons">
          <CountTile count={data.couponCount} label={t('hub.coupons')} />
        </Link>
      </section>
      {data.couponExpiresAt && <p className={styles.muted}>{t('hub.couponExpires', { date: formatDate(Date.parse(data.couponExpiresAt), 4, language) })}</p>}
      <Card as="section" className={styles.stack} aria-labelledby="hub-orders">
        <div className={styles.row}>
          <h2 id="hub-orders" className={styles.subtitle}>
            {t('hub.orders')}
          </h2>
          <Link to={pathTo('personal.order', { type: 'all' })}>{t('hub.allOrders')}</Link>
        </div>
        {anyOrders ? (
          <ul className={styles.tiles}>
            {tabs.map((tab) => (
              <li key={tab}>
                <Link className={countTileClassName} to={pathTo('personal.order', { type: tab })} data-testid={`hub-orders-${tab}`}>
                  <CountTile count={countOf(tab)} label={t(`hub.tabs.${tab}`)} />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            title={t('hub.emptyTitle')}
            description={t('hub.emptyBody')}
            action={
              <Link className={buttonClassName()} to={pathTo('home')}>
                {t('hub.startShopping')}
              </Link>
            }
          />
        )}
      </Card>
      <HubAlerts summary={data} />
      <HubLinks />
    </div>
  );
}

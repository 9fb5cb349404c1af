import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RouteName, routeRule } from '../../../generated/routes';
import { Card } from '../../components/ui/Card';
import { usePathTo } from '../../components/use-path-to';
import { edition } from '../../config/env';
import styles from './personal.module.css';

type Entry = readonly [label: string, route: RouteName];

// Every personal page, grouped as shoppers look for them. An edition that lacks a page (group shipping in
// the global edition) redirects it away, so it is left out here rather than linked to a redirect.
const groups: Record<string, readonly Entry[]> = {
  buying: [['orders', 'personal.order'], ['anybuy', 'personal.order.anybuy'], ['collect', 'personal.collect'], ['collectSeller', 'personal.collect.seller'], ['special', 'personal.special'], ['moreShop', 'moreShop']],
  shipping: [['shipping', 'personal.shipping'], ['merge', 'personal.order.merge'], ['address', 'personal.address'], ['auth', 'personal.auth'], ['groupMine', 'personal.group.myGroup'], ['groupCreate', 'personal.group.create']],
  bidding: [['bidding', 'personal.bidding']],
  account: [['payment', 'personal.payment'], ['recharge', 'personal.recharge'], ['card', 'personal.card'], ['coupon', 'personal.coupon'], ['integral', 'personal.integral'], ['exp', 'personal.exp'], ['refund', 'personal.refund'], ['message', 'personal.message'], ['setting', 'personal.setting']],
  community: [['shopExp', 'personal.shopExp'], ['experience', 'experience'], ['workOrder', 'workOrder'], ['invite', 'invite']],
};

export function HubLinks() {
  const { t } = useTranslation('personal');
  const pathTo = usePathTo();
  const to = (route: RouteName) => (route === 'personal.order' ? pathTo('personal.order', { type: 'all' }) : pathTo(route as 'personal'));
  return (
    <nav className={styles.groups} aria-label={t('hub.pages')}>
      {Object.entries(groups).map(([group, entries]) => (
        <Card as="section" key={group} aria-labelledby={`hub-group-${group}`}>
          <h2 id={`hub-group-${group}`} className={styles.subtitle}>
            {t(`hub.groups.${group}`)}
          </h2>
          <ul className={styles.links}>
            {entries
              .filter(([, route]) => !routeRule(edition, route).redirect)
              .map(([label, route]) => (
                <li key={label}>
                  <Link to={to(route)}>{t(`hub.links.${label}`)}</Link>
                </li>
              ))}
          </ul>
        </Card>
      ))}
    </nav>
  );
}

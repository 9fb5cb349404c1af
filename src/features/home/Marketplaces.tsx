import { useTranslation } from 'react-i18next';
import { type RouteName, isRouteName, routeRule } from '../../../generated/routes';
import { siteOrder, sites } from '../../../generated/sites';
import { AppLink } from '../../components/AppLink';
import { edition } from '../../config/env';
import styles from './HomeScreen.module.css';

// Marketplaces with a landing page that this edition offers (others redirect to /download).
const offered = siteOrder.flatMap((id) => {
  const name = `mall.${id}`;
  return isRouteName(name) && !routeRule(edition, name).redirect ? [{ id, route: name as RouteName }] : [];
});

export function Marketplaces() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-sites">
      <h2 id="home-sites" className={styles.sectionTitle}>
        {t('home.marketplaces')}
      </h2>
      <ul className={styles.sites}>
        {offered.map(({ id, route }) => (
          <li key={id}>
            <AppLink to={route as 'home'} className={styles.site}>
              <span className={styles.siteMark} aria-hidden="true">
                {t(sites[id].name).charAt(0)}
              </span>
              <bdi>{t(sites[id].name)}</bdi>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

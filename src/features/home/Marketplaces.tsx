import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteName } from '../../../generated/routes';
import { sites } from '../../../generated/sites';
import { AppLink } from '../../components/AppLink';
import { offeredSites } from '../../components/goods/offered-sites';
import styles from './HomeScreen.module.css';

// Every marketplace this edition offers, as many as the greeting counts: one with a landing page opens it,
// one without (card) opens the search of its goods.
export function Marketplaces() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-sites">
      <h2 id="home-sites" className={styles.sectionTitle}>
        {t('home.marketplaces')}
      </h2>
      <ul className={styles.sites}>
        {offeredSites.map((id) => {
          const landing = `mall.${id}`;
          const label: ReactNode = (
            <>
              <span className={styles.siteMark} aria-hidden="true">
                {t(sites[id].name).charAt(0)}
              </span>
              <bdi>{t(sites[id].name)}</bdi>
            </>
          );
          return (
            <li key={id}>
              {isRouteName(landing) ? (
                // A landing page takes no parameters: any of them types the link as well as 'home' does.
                <AppLink to={landing as 'home'} className={styles.site}>
                  {label}
                </AppLink>
              ) : (
                <AppLink to="search" args={[{}, { query: { site: id } }]} className={styles.site}>
                  {label}
                </AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

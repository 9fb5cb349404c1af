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
          // A landing page takes no parameters, so its link types as any page without them does (here 'search').
          const link = isRouteName(landing) ? { to: landing as 'search' } : { to: 'search' as const, args: [{}, { query: { site: id } }] as [Record<string, never>, { query: { site: string } }] };
          return (
            <li key={id}>
              <AppLink {...link} className={styles.site}>
                <span className={styles.siteMark} aria-hidden="true">
                  {t(sites[id].name).charAt(0)}
                </span>
                <bdi>{t(sites[id].name)}</bdi>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

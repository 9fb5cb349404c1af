import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import type { CentreSite } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { centreRoute } from '../../lib/centre-routes';
import { type CentrePage, centrePagesOf } from './pages';

/** The centre's pages as a row of links (scrolls sideways on a phone); the current one is marked. */
export function CenterNav({ site, current }: { site: CentreSite; current: CentrePage }) {
  const { t } = useTranslation('center');
  return (
    <nav className={styles.nav} aria-label={t('navLabel')}>
      {centrePagesOf(site).map((page) => (
        <AppLink key={page} to={centreRoute(site, page)!} className={styles.navLink} aria-current={page === current ? 'page' : undefined} data-testid={`centre-nav-${page}`}>
          {t(`pages.${page}`)}
        </AppLink>
      ))}
    </nav>
  );
}

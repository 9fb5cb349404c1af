import { useTranslation } from 'react-i18next';
import { type SiteId, sites } from '../../../generated/sites';
import styles from './SearchScreen.module.css';

/**
 * Names the marketplaces whose live provider did not answer this search, so that a shopper does not read
 * their absence from the results as "nothing for sale there".
 */
export function UnavailableNote({ unavailable }: { unavailable: readonly SiteId[] | undefined }) {
  const { t, i18n } = useTranslation('search');
  const { t: shell } = useTranslation();
  if (!unavailable?.length) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(unavailable.map((site) => shell(sites[site].name)));
  return (
    <p className={styles.expansion} role="status" data-testid="search-unavailable">
      {t('unavailable', { count: unavailable.length, sites: names })}
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteCount } from '../../../generated/api/schemas';
import { type SiteId, sites } from '../../../generated/sites';
import { formatCount } from '../../components/goods/count';
import { offeredSites } from '../../components/goods/offered-sites';
import { useLanguage } from '../../lib/i18n';
import styles from './SearchScreen.module.css';

interface SiteFilterProps {
  selected: SiteId | null;
  /** Counts for the keyword on every marketplace (whatever the one chosen); undefined while loading. */
  counts: readonly SiteCount[] | undefined;
  hrefOf: (site: SiteId | null) => string;
}

/** "All" and each marketplace with its number of results; links, so each choice is its own address. */
export function SiteFilter({ selected, counts, hrefOf }: SiteFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countOf = new Map(counts?.map((c) => [c.site, c.count]));
  // Summed over the marketplaces listed, so that "All" matches the pills beside it.
  const total = counts ? offeredSites.reduce((sum, site) => sum + (countOf.get(site) ?? 0), 0) : undefined;
  const entries: { site: SiteId | null; label: string; count: number | undefined }[] = [
    { site: null, label: t('browse.search.allSites'), count: total },
    ...offeredSites.map((site) => ({ site, label: t(sites[site].name), count: counts ? (countOf.get(site) ?? 0) : undefined })),
  ];
  return (
    <nav aria-label={t('browse.search.sitesLabel')} className={styles.sites}>
      <ul className={styles.siteList}>
        {entries.map(({ site, label, count }) => (
          <li key={site ?? 'all'}>
            <Link
              to={hrefOf(site)}
              className={styles.site}
              aria-current={site === selected ? 'true' : undefined}
              data-site={site ?? 'all'}
              preventScrollReset
            >
              <bdi>{label}</bdi>
              {count !== undefined && <span className={styles.siteCount}>{formatCount(count, language)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

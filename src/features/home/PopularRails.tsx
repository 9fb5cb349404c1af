import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteId } from '../../../generated/sites';
import { sites } from '../../../generated/sites';
import { GoodsRail } from '../../components/goods/GoodsRail';
import { offeredSites } from '../../components/goods/offered-sites';
import { AppLink } from '../../components/AppLink';
import { api } from '../../lib/api/client';
import styles from './HomeScreen.module.css';

// Three rows keep the home page short; the marketplace list above links to every other one.
const railCount = 3;
const perRail = 12;

function PopularRail({ site }: { site: SiteId }) {
  const { t } = useTranslation();
  const name = t(sites[site].name);
  const { data, isPending, isError } = useQuery({
    queryKey: ['search', 'popular', site],
    queryFn: () => api.search({ site, sort: 'relevance', pageSize: perRail }, { silent: true }),
    staleTime: 5 * 60_000,
  });
  // A marketplace that fails to answer just leaves its row out of the home page.
  if (isError) return null;
  return (
    <GoodsRail
      title={t('browse.home.popularOn', { site: name })}
      items={data?.items}
      loading={isPending}
      hideSite
      data-testid={`popular-${site}`}
      more={
        <AppLink to="search" args={[{}, { query: { site } }]} aria-label={t('browse.home.seeAllOn', { site: name })}>
          {t('browse.home.seeAll')}
        </AppLink>
      }
    />
  );
}

/** "Popular on …" rows for the first marketplaces the edition offers; loaded only when scrolled near. */
export default function PopularRails() {
  return (
    <div className={styles.rails}>
      {offeredSites.slice(0, railCount).map((site) => (
        <PopularRail key={site} site={site} />
      ))}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sites } from '../../../generated/sites';
import { GoodsRail } from '../../components/goods/GoodsRail';
import { SellerCard } from '../../components/goods/SellerCard';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { CategoryLinks } from './CategoryLinks';
import { landingExtras } from './extras';
import styles from './mall.module.css';
import { siteHomeQuery } from './queries';
import { useMallRoute } from './route';
import { SiteSearchForm } from './SiteSearchForm';

/** Every marketplace's landing: search within it, its categories, featured, newest and ending-soon goods, its shops. */
export default function MallLandingScreen() {
  const { t } = useTranslation();
  const { meta, site } = useMallRoute();
  const siteName = t(sites[site].name);
  usePageTitle(siteName);
  const home = useQuery(siteHomeQuery(site));
  const extras = landingExtras[site] ?? [];
  const data = home.data;
  const loading = home.isPending;
  return (
    <div className={styles.page} data-route={meta?.name}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          <bdi>{siteName}</bdi>
        </h1>
        <SiteSearchForm site={site} />
        {extras.length > 0 && (
          <ul className={styles.extras}>
            {extras.map((extra) => (
              <li key={extra.route}>
                <AppLink to={extra.route as 'home'} className={styles.extra}>
                  {t(extra.label)}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </header>
      <CategoryLinks site={site} />
      {home.isError ? (
        <ErrorWidget variant="error" onRefresh={() => void home.refetch()} />
      ) : (
        <>
          <GoodsRail title={t('browse.mall.featured')} items={data?.featured} loading={loading} hideSite data-testid="rail-featured" />
          <GoodsRail title={t('browse.mall.newest')} items={data?.newest} loading={loading} hideSite data-testid="rail-newest" />
          <GoodsRail title={t('browse.mall.endingSoon')} items={data?.endingSoon} hideSite data-testid="rail-ending" />
          {data && data.shops.length > 0 && (
            <section aria-labelledby="mall-shops">
              <h2 id="mall-shops" className={styles.sectionTitle}>
                {t('browse.mall.shops')}
              </h2>
              <ul className={styles.sellers}>
                {data.shops.map((seller) => (
                  <li key={seller.Id}>
                    <SellerCard seller={seller} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

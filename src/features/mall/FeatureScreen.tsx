import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sites } from '../../../generated/sites';
import { GoodsGrid } from '../../components/goods/GoodsGrid';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import styles from './mall.module.css';
import { siteHomeQuery } from './queries';
import { useMallRoute } from './route';

/** A marketplace's featured goods (mercari, paypay), as a full grid. */
export default function FeatureScreen() {
  const { t } = useTranslation();
  const { meta, site } = useMallRoute();
  const title = t('browse.mall.featureOf', { site: t(sites[site].name) });
  usePageTitle(title);
  const home = useQuery(siteHomeQuery(site));
  if (home.isError) return <ErrorWidget variant="error" onRefresh={() => void home.refetch()} />;
  return (
    <div className={styles.page} data-route={meta?.name}>
      <h1 className={styles.title}>{title}</h1>
      <GoodsGrid
        items={home.data?.featured}
        loading={home.isPending}
        label={title}
        hideSite
        eagerCount={6}
        empty={<EmptyState title={t('browse.mall.noGoods')} description={t('browse.mall.noGoodsBody')} />}
      />
    </div>
  );
}

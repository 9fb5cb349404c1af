import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCount } from '../../components/goods/count';
import { GoodsGrid } from '../../components/goods/GoodsGrid';
import { Pagination } from '../../components/goods/Pagination';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api/transport';
import { useLanguage } from '../../lib/i18n';
import styles from './mall.module.css';
import { shopGoodsQuery } from './queries';
import { readSort } from './params';
import { useMallRoute, useSellerId } from './route';
import { SellerHeader } from './SellerHeader';
import { SortSelect } from './SortSelect';
import { useQueryHref } from './use-list-query';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { constants } from '../../../generated/constants';

/** A seller's or shop's page: who they are, "Save seller", and their goods with sort and pages. */
export default function MallShopScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { meta, site } = useMallRoute();
  const sellerId = useSellerId();
  const [query] = useSearchParams();
  const hrefWith = useQueryHref();
  const sort = readSort(query.get('sort'));
  const page = pageParamOf('Sig.Front.SubSite.App.ShopGoods', query);
  const shop = useQuery({
    ...shopGoodsQuery({ site, sellerId: sellerId ?? '', sort, page }),
    enabled: sellerId !== null,
    placeholderData: (previous) => previous,
  });
  const data = shop.data;
  usePageTitle(data?.seller.Name ?? t('browse.mall.shop'));

  if (sellerId === null || (shop.error instanceof ApiError && shop.error.status === 404)) {
    return <ErrorWidget variant="notFound" />;
  }
  if (shop.isError && !data) return <ErrorWidget variant="error" onRefresh={() => void shop.refetch()} />;
  if (data?.seller.Blocked) return <ErrorWidget variant="nonsupportSeller" />;

  const pageCount = data ? pageCountOf('Sig.Front.SubSite.App.ShopGoods', data.total, data.pageSize || constants.catalog.shopPageSize) : 0;
  return (
    <div className={styles.page} data-route={meta?.name}>
      {data ? (
        <SellerHeader seller={data.seller} saved={data.collected ?? false} />
      ) : (
        <div className={styles.seller} aria-busy="true">
          <Skeleton shape="circle" size={64} />
          <Skeleton shape="text" lines={2} width="60%" />
        </div>
      )}
      <section className={styles.section} aria-labelledby="shop-goods">
        <div className={styles.toolbar}>
          <div>
            <h2 id="shop-goods" className={styles.sectionTitle}>
              {t('browse.mall.sellerGoods')}
            </h2>
            {data && <p className={styles.count}>{t('browse.search.count', { count: data.total, formatted: formatCount(data.total, language) })}</p>}
          </div>
          <SortSelect value={sort} onChange={(next) => navigate(hrefWith({ sort: next === 'relevance' ? null : next, page: null }))} />
        </div>
        <div aria-busy={shop.isPlaceholderData || undefined}>
          <GoodsGrid
            items={data?.items}
            loading={!data}
            label={t('browse.mall.sellerGoods')}
            hideSite
            eagerCount={6}
            empty={<EmptyState title={t('browse.mall.noGoods')} description={t('browse.mall.noGoodsBody')} />}
          />
        </div>
        {data && <Pagination page={page} pageCount={pageCount} hrefOf={(p) => hrefWith({ page: p > 1 ? String(p) : null })} />}
      </section>
    </div>
  );
}

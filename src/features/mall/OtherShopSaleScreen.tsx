import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GoodsGrid } from '../../components/goods/GoodsGrid';
import { Pagination } from '../../components/goods/Pagination';
import { sellerLink } from '../../components/goods/seller-link';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useLanguage } from '../../lib/i18n';
import styles from './mall.module.css';
import { sellerGoodsQuery } from './queries';
import { useMallRoute, useSellerId } from './route';
import { useQueryHref } from './use-list-query';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { constants } from '../../../generated/constants';

/** The other goods of an item's seller (?sellerId=), newest first, with a way to the seller's page. */
export default function OtherShopSaleScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { meta, site } = useMallRoute();
  const sellerId = useSellerId();
  const [query] = useSearchParams();
  const page = pageParamOf('Sig.Front.SubSite.App.Search', query);
  const hrefWith = useQueryHref();
  usePageTitle(t('browse.mall.otherShopSale'));
  const goods = useQuery({ ...sellerGoodsQuery(site, sellerId ?? '', page), enabled: sellerId !== null });
  if (sellerId === null) return <ErrorWidget variant="notFound" />;
  if (goods.isError) return <ErrorWidget variant="error" onRefresh={() => void goods.refetch()} />;
  const shopPath = sellerLink({ Site: site, Id: sellerId, Name: '', IsOfficial: false }, language);
  const data = goods.data;
  const pageCount = data ? pageCountOf('Sig.Front.SubSite.App.Search', data.total, data.pageSize || constants.catalog.shopPageSize) : 0;
  return (
    <div className={styles.page} data-route={meta?.name}>
      <header className={styles.toolbar}>
        <h1 className={styles.title}>{t('browse.mall.otherShopSale')}</h1>
        {shopPath && (
          <Link to={shopPath} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('browse.mall.visitSeller')}
          </Link>
        )}
      </header>
      <GoodsGrid
        items={data?.items}
        loading={!data}
        label={t('browse.mall.otherShopSale')}
        hideSite
        eagerCount={6}
        empty={<EmptyState title={t('browse.mall.noGoods')} description={t('browse.mall.noGoodsBody')} />}
      />
      {data && <Pagination page={page} pageCount={pageCount} hrefOf={(p) => hrefWith({ page: p > 1 ? String(p) : null })} />}
    </div>
  );
}

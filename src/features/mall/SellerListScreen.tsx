import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sites } from '../../../generated/sites';
import { Pagination } from '../../components/goods/Pagination';
import { SellerCard } from '../../components/goods/SellerCard';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import styles from './mall.module.css';
import { shopListQuery } from './queries';
import { isThirdPartyList } from './params';
import { useMallRoute } from './route';
import { useQueryHref } from './use-list-query';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { constants } from '../../../generated/constants';

/** A marketplace's shops: third-party sellers (amazon, market, suruga-ya) or every shop (rakuten), largest first. */
export default function SellerListScreen() {
  const { t } = useTranslation();
  const { meta, site } = useMallRoute();
  const [query] = useSearchParams();
  const page = pageParamOf('Sig.Front.SubSite.App.SellerShops', query);
  const hrefWith = useQueryHref();
  const thirdParty = isThirdPartyList(meta);
  const title = t(thirdParty ? 'browse.mall.thirdShopsOf' : 'browse.mall.shopsOf', { site: t(sites[site].name) });
  usePageTitle(title);
  const list = useQuery({ ...shopListQuery(site, thirdParty, page), placeholderData: (p) => p });
  if (list.isError) return <ErrorWidget variant="error" onRefresh={() => void list.refetch()} />;
  const data = list.data;
  const pageCount = data ? pageCountOf('Sig.Front.SubSite.App.SellerShops', data.total, data.pageSize || constants.catalog.sellerPageSize) : 0;
  return (
    <div className={styles.page} data-route={meta?.name}>
      <h1 className={styles.title}>{title}</h1>
      {data && data.items.length === 0 ? (
        <EmptyState title={t('browse.mall.noShops')} />
      ) : (
        <ul className={styles.sellers} aria-busy={!data || undefined}>
          {data
            ? data.items.map((seller) => (
                <li key={seller.Id}>
                  <SellerCard seller={seller} headingLevel={2} />
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton shape="block" width="100%" height={74} />
                </li>
              ))}
        </ul>
      )}
      {data && <Pagination page={page} pageCount={pageCount} hrefOf={(p) => hrefWith({ page: p > 1 ? String(p) : null })} />}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { BidListSkeleton } from '../../components/bidding/BidListSkeleton';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { Pagination } from '../../components/goods/Pagination';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { type CentreSite, mySellersQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { centreRoute } from '../../lib/centre-routes';

/**
 * Yahoo's seller page: every seller of the auctions the shopper bid on or won, each with its shop page. The
 * server groups them (MySellers), so a shopper with more bids than a page of the bid list sees them all.
 */
export function SellersPage({ site }: { site: CentreSite }) {
  const { t } = useTranslation('center');
  const [search] = useSearchParams();
  const pathTo = usePathTo();
  const page = pageParamOf('Sig.Front.User.AppAuction.MySellers', search);
  const sellers = useQuery(mySellersQuery(site, page));
  if (sellers.isError && !sellers.data) return <ErrorWidget variant="error" onRefresh={() => void sellers.refetch()} />;
  if (!sellers.data) return <BidListSkeleton />;
  if (sellers.data.items.length === 0) {
    return (
      <EmptyState
        title={t('empty.seller.title')}
        description={t('empty.seller.body')}
        action={
          <AppLink to="mall.yahoo" className={buttonClassName()}>
            {t('empty.browse.yahoo')}
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} data-testid="centre-sellers">
        {sellers.data.items.map((seller) => (
          <li key={seller.sellerId} className={styles.sellerRow} data-testid="centre-seller">
            <div>
              <p className={styles.sellerName}>
                <bdi lang="ja">{seller.sellerName}</bdi>
              </p>
              <p className={styles.muted}>
                {t('seller.auctions', { count: seller.auctions })} · {t('seller.won', { count: seller.won })}
              </p>
            </div>
            <AppLink to="mall.yahoo.shopById" args={[{ id: seller.sellerId }]} className={buttonClassName({ size: 'sm', variant: 'secondary' })} data-testid="centre-seller-shop">
              {t('seller.shop')}
            </AppLink>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppAuction.MySellers', sellers.data.total, sellers.data.pageSize)}
        hrefOf={(p) => pathTo(centreRoute(site, 'seller')!, {}, { query: p > 1 ? { page: p } : {} })}
      />
    </>
  );
}

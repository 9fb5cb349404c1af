import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { BidListSkeleton } from '../../components/bidding/BidListSkeleton';
import { BidRow } from '../../components/bidding/BidRow';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { Pagination } from '../../components/goods/Pagination';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { type CentreSite, myBidsQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { centreRoute } from '../../lib/centre-routes';

type ListPage = 'bidding' | 'biddingFail' | 'notPaid' | 'cancel' | 'refund' | 'detail';

/** One view of the shopper's bids on this marketplace; every row leads to its bid history. */
export function BidListPage({ site, view }: { site: CentreSite; view: ListPage }) {
  const { t } = useTranslation('center');
  const [search] = useSearchParams();
  const pathTo = usePathTo();
  const page = pageParamOf('Sig.Front.User.AppAuction.MyBids', search);
  const apiView = view === 'detail' ? 'all' : view;
  const bids = useQuery(myBidsQuery(apiView, site, page));
  const route = centreRoute(site, view)!;
  if (bids.isError && !bids.data) return <ErrorWidget variant="error" onRefresh={() => void bids.refetch()} />;
  if (!bids.data) return <BidListSkeleton />;
  if (bids.data.items.length === 0) {
    return (
      <EmptyState
        title={t(`empty.${view}.title`)}
        description={t(`empty.${view}.body`)}
        action={
          <AppLink to={site === 'yahoo' ? 'mall.yahoo' : 'mall.mercari'} className={buttonClassName()}>
            {t(`empty.browse.${site}`)}
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t(`pages.${view}`)} data-testid="centre-bid-list">
        {bids.data.items.map((bid) => (
          <BidRow key={bid.id} bid={bid} skewMs={bids.data.skewMs}>
            <AppLink to={centreRoute(site, 'detail')!} args={[{}, { query: { id: bid.id } }]} className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
              {t('detail.open')}
            </AppLink>
          </BidRow>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppAuction.MyBids', bids.data.total, bids.data.pageSize)}
        hrefOf={(p) => pathTo(route, {}, { query: p > 1 ? { page: p } : {} })}
      />
    </>
  );
}

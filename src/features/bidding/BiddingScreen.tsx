import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { BidListSkeleton } from '../../components/bidding/BidListSkeleton';
import { BidRow } from '../../components/bidding/BidRow';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { edition } from '../../config/env';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { myBidsQuery } from '../../lib/queries/auctions';
import { centreRoute, centresOf } from '../../lib/centre-routes';
import styles from './Bidding.module.css';
import { type BiddingTab, biddingTabs, tabParam } from './params';

/** /personal/bidding: the shopper's auctions by standing, each with its countdown; won ones lead to paying. */
export default function BiddingScreen() {
  const { t } = useTranslation('bidding');
  usePageTitle(t('title'));
  const [search] = useSearchParams();
  const tab = tabParam(search);
  const page = pageParamOf('Sig.Front.User.AppAuction.MyBids', search);
  const pathTo = usePathTo();
  const bids = useQuery(myBidsQuery(tab, null, page));
  const counts = bids.data?.counts;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <CentreLinks />
      <nav className={styles.tabs} aria-label={t('tabsLabel')}>
        {biddingTabs.map((view) => (
          <AppLink key={view} to="personal.bidding" args={[{}, { query: { view } }]} className={styles.tab} aria-current={view === tab ? 'page' : undefined} data-testid={`bidding-tab-${view}`}>
            {t(`views.${view}`)} <span className={styles.count}>{counts?.find((c) => c.view === view)?.count ?? '–'}</span>
          </AppLink>
        ))}
      </nav>
      {bids.isError && !bids.data ? (
        <ErrorWidget variant="error" onRefresh={() => void bids.refetch()} />
      ) : !bids.data ? (
        <BidListSkeleton />
      ) : bids.data.items.length === 0 ? (
        <Empty tab={tab} />
      ) : (
        <ul className={styles.list} aria-label={t(`views.${tab}`)} data-testid="bid-list">
          {bids.data.items.map((bid) => (
            <BidRow key={`${bid.site}:${bid.id}`} bid={bid} skewMs={bids.data.skewMs} />
          ))}
        </ul>
      )}
      {bids.data && (
        <Pagination
          page={page}
          pageCount={pageCountOf('Sig.Front.User.AppAuction.MyBids', bids.data.total, bids.data.pageSize)}
          hrefOf={(p) => pathTo('personal.bidding', {}, { query: { view: tab, ...(p > 1 ? { page: p } : {}) } })}
        />
      )}
    </div>
  );
}

/** The marketplaces' auction centres (quota, postage due, sellers), those the edition has. */
function CentreLinks() {
  const { t } = useTranslation('bidding');
  const centres = centresOf(edition);
  if (centres.length === 0) return null;
  return (
    <nav aria-label={t('centres.label')}>
      <ul className={styles.centres}>
        {centres.map((site) => (
          <li key={site}>
            <AppLink to={centreRoute(site, 'index')!} className={buttonClassName({ size: 'sm', variant: 'secondary' })} data-testid={`bidding-centre-${site}`}>
              {t(`centres.${site}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Empty({ tab }: { tab: BiddingTab }) {
  const { t } = useTranslation('bidding');
  return (
    <EmptyState
      title={t(`empty.${tab}.title`)}
      description={t(`empty.${tab}.body`)}
      action={
        // Auctions of a marketplace the edition has (the china edition sends Yahoo's pages to /download).
        <AppLink to={centresOf(edition)[0] === 'yahoo' ? 'mall.yahoo' : 'mall.mercari'} className={buttonClassName()}>
          {t('empty.action')}
        </AppLink>
      }
    />
  );
}

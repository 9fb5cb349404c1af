import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { BidListSkeleton } from '../../components/bidding/BidListSkeleton';
import { BidRow } from '../../components/bidding/BidRow';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { buttonClassName } from '../../components/ui/Button';
import { CountTile, countTileClassName } from '../../components/ui/CountTile';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { biddingQuotaQuery, type CentreSite, myBidsQuery } from '../../lib/queries/auctions';
import styles from './center.module.css';
import { centreRoute } from '../../lib/centre-routes';
import { QuotaCard } from './QuotaCard';

// The shortcuts of the overview, each with the count of its view.
const shortcuts = ['bidding', 'notPaid', 'biddingFail', 'cancel', 'refund'] as const;
const recentMax = 5;

/** The centre's overview: the quota, a count per page as shortcuts, and the latest bids. */
export function CenterIndex({ site }: { site: CentreSite }) {
  const { t } = useTranslation('center');
  const quota = useQuery(biddingQuotaQuery(site));
  const bids = useQuery(myBidsQuery('all', site, 1));
  if ((quota.isError && !quota.data) || (bids.isError && !bids.data)) {
    return <ErrorWidget variant="error" onRefresh={() => void Promise.all([quota.refetch(), bids.refetch()])} />;
  }
  const countOf = (view: string) => bids.data?.counts.find((c) => c.view === view)?.count;
  return (
    <>
      {quota.data ? (
        <QuotaCard quota={quota.data}>
          <AppLink to={centreRoute(site, 'recharge')!} className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
            {t('quota.raise')}
          </AppLink>
        </QuotaCard>
      ) : (
        <Skeleton shape="block" width="100%" height={220} />
      )}
      <nav aria-label={t('summary.shortcuts')}>
        <ul className={styles.shortcuts}>
          {shortcuts.map((page) => (
            <li key={page}>
              <AppLink to={centreRoute(site, page)!} className={countTileClassName} data-testid={`centre-count-${page}`}>
                <CountTile count={countOf(page) ?? '–'} label={t(`pages.${page}`)} />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.section} aria-labelledby="centre-recent">
        <h2 id="centre-recent" className={styles.sectionTitle}>
          {t('summary.recent')}
        </h2>
        {!bids.data ? (
          <BidListSkeleton rows={2} />
        ) : bids.data.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('empty.index.title')}
            description={t('empty.index.body')}
            action={
              <AppLink to={site === 'yahoo' ? 'mall.yahoo' : 'mall.mercari'} className={buttonClassName()}>
                {t(`empty.browse.${site}`)}
              </AppLink>
            }
          />
        ) : (
          <ul className={styles.list}>
            {bids.data.items.slice(0, recentMax).map((bid) => (
              <BidRow key={bid.id} bid={bid} skewMs={bids.data.skewMs} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

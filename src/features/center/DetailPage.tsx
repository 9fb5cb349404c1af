import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath } from '../../../generated/routes';
import { bidGoodsPath } from '../../components/bidding/BidRow';
import { BidStatusChip } from '../../components/bidding/BidStatusChip';
import { Countdown } from '../../components/countdown/Countdown';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePrice } from '../../components/goods/use-price';
import { buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { edition } from '../../config/env';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { ApiError } from '../../lib/api/transport';
import { auctionStateQuery, type CentreSite, serverEnd } from '../../lib/queries/auctions';
import { BidListPage } from './BidListPage';
import styles from './center.module.css';
import { detailIdOf } from './pages';

/** One bid's auction and its whole history (`?id=`); without an id, the bids to choose from. */
export function DetailPage({ site }: { site: CentreSite }) {
  const [search] = useSearchParams();
  const id = detailIdOf(search);
  return id ? <AuctionDetail site={site} id={id} /> : <BidListPage site={site} view="detail" />;
}

function AuctionDetail({ site, id }: { site: CentreSite; id: string }) {
  const { t } = useTranslation('center');
  const { t: bidding } = useTranslation('bidding');
  const language = useLanguage();
  const price = usePrice();
  const auction = useQuery(auctionStateQuery(site, id));
  const state = auction.data;
  if (auction.isError && !state) {
    // Only an auction the server does not know is "not found"; anything else (offline, a fault) can be retried.
    if (auction.error instanceof ApiError && auction.error.status === 404) return <ErrorWidget variant="notFound" />;
    return <ErrorWidget variant="error" onRefresh={() => void auction.refetch()} />;
  }
  if (!state) return <Skeleton shape="block" width="100%" height={260} />;
  const end = serverEnd(state.endsAt);
  return (
    <Card as="section" className={styles.quota} aria-labelledby="detail-title" data-testid="centre-detail">
      <h2 id="detail-title" className={styles.sectionTitle} lang="ja" dir="auto">
        {state.title}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{bidding('panel.current')}</dt>
          <dd>{price(state.currentYen).yen}</dd>
        </div>
        <div>
          <dt>{bidding('panel.bidsLabel')}</dt>
          <dd>{state.bidCount}</dd>
        </div>
        {state.mine && (
          <div>
            <dt>{bidding('row.myMax')}</dt>
            <dd>{price(state.mine.maxYen).yen}</dd>
          </div>
        )}
        {state.mine && state.mine.heldYen > 0 && (
          <div>
            <dt>{bidding('row.held')}</dt>
            <dd>{price(state.mine.heldYen).yen}</dd>
          </div>
        )}
      </dl>
      {state.mine && <BidStatusChip status={state.mine.status} />}
      {end && state.status === 'running' && <Countdown end={end} skewMs={state.skewMs} onEnd={() => void auction.refetch()} />}
      <h3 className={styles.subTitle}>{t('detail.history')}</h3>
      {state.history.length === 0 ? (
        <p className={styles.muted}>{bidding('panel.noHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {state.history.map((line, i) => (
            <li key={`${line.time}:${i}`} className={line.mine ? styles.mine : undefined}>
              <bdi>{line.mine ? bidding('panel.you') : line.bidder}</bdi>
              <strong>{price(line.amountYen).yen}</strong>
              <time dateTime={line.time}>{formatDate(Date.parse(line.time), 1, language)}</time>
            </li>
          ))}
        </ol>
      )}
      <Link to={localizePath(bidGoodsPath(state), edition, language)} className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
        {t('detail.goods')}
      </Link>
    </Card>
  );
}

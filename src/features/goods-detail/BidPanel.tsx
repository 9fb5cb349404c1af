import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionMine, AuctionState, GoodsDetail } from '../../../generated/api/schemas';
import type { SiteId } from '../../../generated/sites';
import { BidStatusChip } from '../../components/bidding/BidStatusChip';
import { PayWonLink } from '../../components/bidding/PayWonLink';
import { Countdown } from '../../components/countdown/Countdown';
import { formatTimeLeft } from '../../components/goods/time-left';
import { usePrice } from '../../components/goods/use-price';
import { buttonClassName } from '../../components/ui/Button';
import { Chip } from '../../components/ui/Chip';
import { Skeleton } from '../../components/ui/Skeleton';
import { ltr } from '../../lib/bidi';
import { buyNowOffered } from '../../lib/bids';
import { auctionStateQuery, serverEnd } from '../../lib/queries/auctions';
import { useLanguage } from '../../lib/i18n';
import { isLoggedIn } from '../../lib/session';
import styles from './bid.module.css';
import { BidForm, LoginToBid } from './BidForm';
import { BidHistory } from './BidHistory';
import { BuyNowButton } from './BuyNowButton';

/**
 * The live auction: price, bids, reserve, buy-now, the countdown, the shopper's standing and the bid form.
 * Asked again while it runs (rivals bid meanwhile); `fallback` (the listing's own auction facts) shows if
 * the auction service cannot answer.
 */
export function BidPanel({ detail, site, fallback }: { detail: GoodsDetail; site: 'yahoo' | 'mercari'; fallback: ReactNode }) {
  const { t } = useTranslation('bidding');
  const price = usePrice();
  const yen = (n: number) => ltr(price(n).yen);
  const auction = useQuery(auctionStateQuery(site, detail.Item.Id));
  const state = auction.data;
  if (!state) {
    if (auction.isError) return fallback;
    return (
      <section className={styles.panel} aria-busy="true" aria-label={t('panel.title')}>
        <Skeleton shape="text" lines={4} />
      </section>
    );
  }
  const end = serverEnd(state.endsAt);
  const running = state.status === 'running';
  return (
    <section className={styles.panel} id="bid-panel" aria-labelledby="bid-title" data-testid="bid-panel" data-status={state.status}>
      <h2 id="bid-title" className={styles.title}>
        {t('panel.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('panel.current')}</dt>
          <dd className={styles.price} data-testid="auction-current">{price(state.currentYen).yen}</dd>
        </div>
        <div>
          <dt>{t('panel.bidsLabel')}</dt>
          <dd data-testid="auction-bid-count">{state.bidCount}</dd>
        </div>
        {running && (
          <div>
            <dt>{t('panel.nextBid')}</dt>
            <dd data-testid="auction-next">
              {price(state.nextBidYen).yen} <span className={styles.muted}>{t('panel.increment', { amount: yen(state.incrementYen) })}</span>
            </dd>
          </div>
        )}
        {buyNowOffered(state) ? (
          <div>
            <dt>{t('panel.buyNow')}</dt>
            <dd>{price(state.buyNowYen!).yen}</dd>
          </div>
        ) : null}
      </dl>
      {state.hasReserve && (
        <p>
          <Chip tone={state.reserveMet ? 'success' : 'warning'} data-testid="auction-reserve">
            {state.reserveMet ? t('panel.reserveMet') : t('panel.reserveNotMet')}
          </Chip>
        </p>
      )}
      {end ? (
        <Countdown end={end} skewMs={state.skewMs} onEnd={() => void auction.refetch()} />
      ) : (
        <p className={styles.muted}>{t('panel.noEnd')}</p>
      )}
      {end && state.extendedMinutes > 0 && <Extended minutes={state.extendedMinutes} rules={state.rules} />}
      {state.mine && <Standing mine={state.mine} site={state.site} />}
      {running ? (
        isLoggedIn() ? (
          <>
            <BidForm state={state} site={site} />
            {buyNowOffered(state) ? <BuyNowButton state={state} site={site} buyNowYen={state.buyNowYen!} /> : null}
          </>
        ) : (
          <LoginToBid />
        )
      ) : (
        <p className={styles.muted} role="status" data-testid="auction-over">
          {/* No history: nobody bid through us, so nobody here won (the marketplace's own result is not ours to tell). */}
          {state.status === 'ended' ? t('panel.closing') : state.history.length === 0 ? t('panel.closedNoBids') : t('panel.closed')}
        </p>
      )}
      <BidHistory history={state.history} />
    </section>
  );
}

/** A Mercari auction whose end late bids moved: by how much, and the rule that moved it. */
function Extended({ minutes, rules }: { minutes: number; rules: AuctionState['rules'] }) {
  const { t } = useTranslation('bidding');
  const language = useLanguage();
  const duration = (m: number) => ltr(formatTimeLeft({ days: Math.floor(m / 1440), hours: Math.floor((m % 1440) / 60), minutes: m % 60 }, language));
  return (
    <p className={styles.muted} data-testid="auction-extended">
      {t('panel.extended', { time: duration(minutes), window: duration(rules.extensionWindowMinutes ?? 0), step: duration(rules.extensionMinutes ?? 0) })}
    </p>
  );
}

function Standing({ mine, site }: { mine: AuctionMine; site: SiteId }) {
  const { t } = useTranslation('bidding');
  const price = usePrice();
  const yen = (n: number) => ltr(price(n).yen);
  return (
    <div className={styles.standing} data-testid="my-standing" data-status={mine.status}>
      <p className={styles.standingLine}>
        <BidStatusChip status={mine.status} /> <span>{t(`panel.mine.${mine.status}`)}</span>
      </p>
      <p className={styles.muted}>
        {t('panel.myMax', { amount: yen(mine.maxYen) })}
        {mine.heldYen > 0 && <> · {t('panel.held', { amount: yen(mine.heldYen) })}</>}
      </p>
      {mine.status === 'won' && mine.orderId != null && (
        <PayWonLink site={site} orderId={mine.orderId} className={buttonClassName({ fullWidth: true })} data-testid="won-pay">
          {t('panel.payNow')}
        </PayWonLink>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyBid } from '../../../generated/api/schemas';
import { goodsDetailLink } from '../../../generated/links';
import { localizePath } from '../../../generated/routes';
import { edition, editionConfig } from '../../config/env';
import { ltr } from '../../lib/bidi';
import { useLanguage } from '../../lib/i18n';
import { httpsImage } from '../../lib/image';
import { bidsEnded, serverEnd } from '../../lib/queries/auctions';
import { AppLink } from '../AppLink';
import { Countdown } from '../countdown/Countdown';
import { usePrice } from '../goods/use-price';
import { buttonClassName } from '../ui/Button';
import { Image } from '../ui/Image';
import { BidStatusChip } from './BidStatusChip';
import { PayWonLink } from './PayWonLink';
import styles from './bidding.module.css';

/** The goods page of the auction a bid is on. */
export const bidGoodsPath = (bid: Pick<MyBid, 'site' | 'id'>): string =>
  goodsDetailLink({ Site: bid.site, Id: bid.id, Url: '', ListingType: 'auction' });

/**
 * One of the shopper's bids: the goods, my maximum against the current price, the countdown while it runs
 * (on the server's clock: `skewMs`, from the list's answer) with the end in Japan time and the shopper's
 * zone, and its standing; a won bid leads to paying its postage or to its order. `children`: the page's
 * own links.
 */
export function BidRow({ bid, skewMs, children }: { bid: MyBid; skewMs: number; children?: ReactNode }) {
  const { t } = useTranslation('bidding');
  const language = useLanguage();
  const price = usePrice();
  const end = serverEnd(bid.endsAt);
  const due = bid.status === 'won' && bid.orderId != null && bid.orderState === 'awaitingPayment';
  return (
    <li className={styles.row} data-testid="bid-row" data-goods-id={bid.id} data-status={bid.status}>
      <Image src={httpsImage(bid.imageUrl)} alt="" width={72} height={72} fallbackSrc={editionConfig.imagePlaceholder} className={styles.thumb} />
      <div className={styles.body}>
        <Link to={localizePath(bidGoodsPath(bid), edition, language)} className={styles.title}>
          <span lang="ja" dir="auto">{bid.title}</span>
        </Link>
        <div className={styles.meta}>
          <BidStatusChip status={bid.status} />
          <span>{t('row.bids', { count: bid.bidCount })}</span>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('row.myMax')}</dt>
            <dd data-testid="bid-my-max">{price(bid.myMaxYen).yen}</dd>
          </div>
          <div>
            <dt>{t('row.current')}</dt>
            <dd data-testid="bid-current">{price(bid.currentYen).yen}</dd>
          </div>
          {bid.heldYen > 0 && (
            <div>
              <dt>{t('row.held')}</dt>
              <dd>{price(bid.heldYen).yen}</dd>
            </div>
          )}
          {bid.releasedYen > 0 && (
            <div>
              <dt>{t('row.released')}</dt>
              <dd>{price(bid.releasedYen).yen}</dd>
            </div>
          )}
        </dl>
        {bid.auctionStatus === 'running' && end && <Countdown end={end} skewMs={skewMs} onEnd={bidsEnded} />}
        {bid.auctionStatus === 'running' && !end && <p className={styles.note}>{t('row.noEnd')}</p>}
        {bid.auctionStatus === 'ended' && <p className={styles.note}>{t('row.closing')}</p>}
        <div className={styles.actions}>
          {due && (
            <PayWonLink site={bid.site} orderId={bid.orderId!} className={buttonClassName({ size: 'sm' })} data-testid="bid-pay">
              {t('row.pay')}
            </PayWonLink>
          )}
          {bid.status === 'won' && bid.orderId != null && !due && (
            <AppLink to="personal.order.detail" args={[{}, { query: { id: bid.orderId } }]} className={buttonClassName({ size: 'sm', variant: 'secondary' })} data-testid="bid-order">
              {t('row.order', { id: ltr(String(bid.orderId)) })}
            </AppLink>
          )}
          {bid.status === 'outbid' && bid.auctionStatus === 'running' && (
            <Link to={localizePath(bidGoodsPath(bid), edition, language)} className={buttonClassName({ size: 'sm', variant: 'secondary' })}>
              {t('row.raise')}
            </Link>
          )}
          {children}
        </div>
      </div>
    </li>
  );
}

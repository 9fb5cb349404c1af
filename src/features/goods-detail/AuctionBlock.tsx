import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { formatTimeLeft, timeLeft } from '../../components/goods/time-left';
import { usePrice } from '../../components/goods/use-price';
import { browserZone, formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { currentPrice, minNextBid } from './detail';
import styles from './parts.module.css';
import { ltr } from '../../lib/bidi';

// The marketplaces' own clock: auction ends are announced in Japan time.
const japanZone = 'Asia/Tokyo';

interface AuctionBlockProps {
  detail: GoodsDetail;
  end: Date | null;
  now: number;
}

/** Bids, buy-now price, the smallest bid accepted and the end in Japan time and the shopper's own. */
export function AuctionBlock({ detail, end, now }: AuctionBlockProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const language = useLanguage();
  const price = usePrice();
  const item = detail.Item;
  const left = timeLeft(end, now);
  const minimum = left || !end ? minNextBid(item, detail.BidIncrementYen) : null;
  const zone = browserZone();
  return (
    <section className={styles.box} aria-labelledby="auction-title">
      <h2 id="auction-title" className={styles.boxTitle}>
        {t('goods:auction.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('goods:auction.bids')}</dt>
          <dd data-testid="auction-bids">{item.BidCount ?? 0}</dd>
        </div>
        {minimum !== null && (
          <div>
            <dt>{t('goods:auction.minimumBid')}</dt>
            <dd>
              <bdi>{price(minimum).yen}</bdi>
              {detail.BidIncrementYen ? <span className={styles.muted}> {t('goods:auction.increment', { amount: ltr(price(detail.BidIncrementYen).yen) })}</span> : null}
            </dd>
          </div>
        )}
        {/* As the bid panel: a buy-now price the bidding reached is no longer on offer. */}
        {item.BuyNowPrice && (item.BidCount ? item.BuyNowPrice > currentPrice(item) : item.BuyNowPrice >= currentPrice(item)) ? (
          <div>
            <dt>{t('goods:auction.buyNow')}</dt>
            <dd>
              <bdi className={styles.strong}>{price(item.BuyNowPrice).yen}</bdi>
              {price(item.BuyNowPrice).converted && <span className={styles.muted}> ≈ <bdi>{price(item.BuyNowPrice).converted}</bdi></span>}
            </dd>
          </div>
        ) : null}
        {!end && item.Site === 'mercari' && (
          <div>
            <dt>{t('goods:auction.ends')}</dt>
            <dd>{t('goods:auction.afterFirstBid')}</dd>
          </div>
        )}
        {end && (
          <div>
            <dt>{left ? t('goods:auction.ends') : t('goods:auction.ended')}</dt>
            <dd>
              {left && <strong className={styles.timeLeft}>{t('goods:auction.timeLeft', { time: formatTimeLeft(left, language) })}</strong>}
              <span className={styles.time}>{t('goods:auction.japanTime', { time: ltr(formatDate(end, 2, language, japanZone)) })}</span>
              {zone !== japanZone && (
                <span className={styles.time}>{t('goods:auction.localTime', { time: ltr(formatDate(end, 2, language, zone)) })}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

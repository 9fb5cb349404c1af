import { useTranslation } from 'react-i18next';
import type { SiteId } from '../../../generated/sites';
import { edition } from '../../config/env';
import { parseServerTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './GoodsCard.module.css';
import { formatTimeLeft, timeLeft } from './time-left';
import { useMinute } from './use-minute';

/**
 * An auction's time left and bid count; "Ended" once the end has passed. A Mercari auction without bids has
 * no end yet: the line says when it will end instead (20:00 JST the day after the first bid).
 */
export function AuctionLine({ site, end, bids }: { site: SiteId; end?: string | null; bids?: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useMinute();
  const endsAt = parseServerTime(end, edition);
  const left = timeLeft(endsAt, now);
  // Under an hour left is the moment to act: the line turns to the sale colour.
  const urgent = left !== null && left.days === 0 && left.hours === 0;
  return (
    <p className={styles.auction}>
      {endsAt && (
        // The minutes left are the one text of a rendered page that the clock moves between the server's
        // render and the browser's: taken over as written, then set by the browser's clock right after.
        <span className={urgent ? styles.urgent : undefined} data-testid="goods-time-left" suppressHydrationWarning>
          {left ? t('browse.card.timeLeft', { time: formatTimeLeft(left, language) }) : t('browse.card.ended')}
        </span>
      )}
      {!endsAt && site === 'mercari' && <span data-testid="goods-ends-after-first-bid">{t('browse.card.afterFirstBid')}</span>}
      {typeof bids === 'number' && <span>{t('browse.card.bids', { count: bids })}</span>}
    </p>
  );
}

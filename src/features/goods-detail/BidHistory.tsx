import { useTranslation } from 'react-i18next';
import type { AuctionBidLine } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './bid.module.css';

/** The auction's bids, newest first; the shopper's own are marked. */
export function BidHistory({ history }: { history: readonly AuctionBidLine[] }) {
  const { t } = useTranslation('bidding');
  const language = useLanguage();
  const price = usePrice();
  return (
    <details className={styles.history}>
      <summary>{t('panel.history', { count: history.length })}</summary>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('panel.noHistory')}</p>
      ) : (
        <ol className={styles.historyList} data-testid="bid-history">
          {history.map((line, i) => (
            <li key={`${line.time}:${i}`} className={line.mine ? styles.mine : undefined}>
              <bdi>{line.mine ? t('panel.you') : line.bidder}</bdi>
              <strong>{price(line.amountYen).yen}</strong>
              <time dateTime={line.time}>{formatDate(Date.parse(line.time), 3, language)}</time>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiddingQuota } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Card } from '../../components/ui/Card';
import styles from './center.module.css';

/** The bidding quota: the deposit (the wallet's available yen), what bids hold, and what is left to bid with. */
export function QuotaCard({ quota, children }: { quota: BiddingQuota; children?: ReactNode }) {
  const { t } = useTranslation('center');
  const price = usePrice();
  const remaining = price(quota.remainingYen);
  return (
    <Card as="section" className={styles.quota} aria-labelledby="quota-title" data-testid="quota-card">
      <h2 id="quota-title" className={styles.sectionTitle}>
        {t('quota.remaining')}
      </h2>
      <p className={styles.big} data-testid="quota-remaining">
        {remaining.yen}
        {remaining.converted && <span className={styles.converted}> ≈ {remaining.converted}</span>}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('quota.deposit')}</dt>
          <dd data-testid="quota-deposit">{price(quota.depositYen).yen}</dd>
        </div>
        <div>
          <dt>{t('quota.held')}</dt>
          <dd data-testid="quota-held">{price(quota.heldYen).yen}</dd>
        </div>
        <div>
          <dt>{t('quota.live')}</dt>
          <dd>{t('quota.liveCount', { count: quota.liveBids, leading: quota.leadingBids })}</dd>
        </div>
        <div>
          <dt>{t('quota.notPaid')}</dt>
          <dd>{t('quota.notPaidCount', { count: quota.notPaidCount, amount: price(quota.notPaidYen).yen })}</dd>
        </div>
      </dl>
      {children}
    </Card>
  );
}

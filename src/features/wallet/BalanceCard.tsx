import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletSummary } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { usePrice } from '../../components/goods/use-price';
import { Card } from '../../components/ui/Card';
import styles from './wallet.module.css';

/** Balance large, then points, held yen and usable coupons, each leading to its own page. */
export function BalanceCard({ summary, action }: { summary: WalletSummary; action?: ReactNode }) {
  const { t } = useTranslation('wallet');
  const price = usePrice();
  const balance = price(summary.balanceYen);
  return (
    <Card as="section" className={styles.summary} aria-label={t('payment.summaryLabel')}>
      <div className={styles.balance}>
        <span className={styles.label}>{t('payment.balance')}</span>
        <span className={styles.big} data-testid="wallet-balance">
          {balance.yen}
        </span>
        {balance.converted && <span className={styles.converted}>{balance.converted}</span>}
      </div>
      <ul className={styles.stats}>
        <li>
          <AppLink to="personal.integral" className={styles.stat}>
            <span className={styles.label}>{t('payment.points')}</span>
            <span className={styles.statValue} data-testid="wallet-points">
              {t('amounts.points', { value: summary.points.toLocaleString() })}
            </span>
          </AppLink>
        </li>
        <li className={styles.stat}>
          <span className={styles.label}>{t('payment.held')}</span>
          <span className={styles.statValue}>{price(summary.heldYen).yen}</span>
        </li>
        <li>
          <AppLink to="personal.coupon" className={styles.stat}>
            <span className={styles.label}>{t('payment.coupons')}</span>
            <span className={styles.statValue}>{summary.couponCount}</span>
          </AppLink>
        </li>
      </ul>
      {action}
    </Card>
  );
}

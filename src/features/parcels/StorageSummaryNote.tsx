import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehouseOrder } from '../../../generated/api/schemas';
import { FreeDaysLeft } from '../../components/FreeDaysLeft';
import { usePrice } from '../../components/goods/use-price';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './Parcels.module.css';
import { storageSummary } from './storage-summary';

/** Above the warehouse list: the fees running now, or when the first free storage ends (a warning within a week). */
export function StorageSummaryNote({ orders, now = Date.now() }: { orders: readonly WarehouseOrder[]; now?: number }) {
  const { t } = useTranslation('parcels');
  const language = useLanguage();
  const price = usePrice();
  const summary = storageSummary(orders, now);
  const lines: ReactNode[] = [];
  if (summary.charging > 0) {
    lines.push(t('shipping.charging', { count: summary.charging, perDay: price(summary.perDayYen).yen, total: price(summary.storageYen).yen }));
  }
  if (summary.nextFreeUntil !== null) {
    lines.push(
      <>
        {summary.endingSoon > 0
          ? t('shipping.endingSoon', { count: summary.endingSoon, date: formatDate(summary.nextFreeUntil, 4, language) })
          : t('shipping.freeUntil', { date: formatDate(summary.nextFreeUntil, 4, language) })}{' '}
        (<FreeDaysLeft freeUntil={summary.nextFreeUntil} now={now} />)
      </>,
    );
  }
  const warn = summary.charging > 0 || summary.endingSoon > 0;
  return (
    <div className={warn ? styles.problem : styles.muted} data-testid="storage-summary" role={warn ? 'status' : undefined}>
      {lines.map((line, i) => (
        // The lines are fixed in number and order: fees first, then the next end of free storage.
        <p key={i} className={styles.line}>
          {line}
        </p>
      ))}
    </div>
  );
}

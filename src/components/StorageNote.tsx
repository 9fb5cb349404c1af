import { useTranslation } from 'react-i18next';
import type { OrderStorage } from '../../generated/api/schemas';
import { formatDate } from '../lib/dates';
import { useLanguage } from '../lib/i18n';
import { FreeDaysLeft } from './FreeDaysLeft';
import { usePrice } from './goods/use-price';
import styles from './StorageNote.module.css';

/**
 * An order waiting in the warehouse: until when storage is free and what it costs a day after that (shown
 * before fees start), or the fees so far. The area passes its namespace; each has `storage.free` and
 * `storage.charging` with the same placeholders.
 */
export function StorageNote({ storage, ns, now = Date.now() }: { storage: OrderStorage; ns: 'orders' | 'parcels'; now?: number }) {
  const { t } = useTranslation(ns);
  const language = useLanguage();
  const price = usePrice();
  const freeUntil = Date.parse(storage.freeUntil);
  const perDay = price(storage.feePerDayYen).yen;
  const free = storage.storageYen === 0 && freeUntil > now;
  const text = free
    ? t('storage.free', { date: formatDate(freeUntil, 4, language), fee: perDay })
    : t('storage.charging', { fee: price(storage.storageYen).yen, perDay });
  return (
    <p data-testid="storage-note" className={storage.storageYen > 0 ? `${styles.note} ${styles.charging}` : styles.note}>
      {text}
      {free && (
        <>
          {' · '}
          <FreeDaysLeft freeUntil={freeUntil} now={now} className={styles.daysLeft} />
        </>
      )}
    </p>
  );
}

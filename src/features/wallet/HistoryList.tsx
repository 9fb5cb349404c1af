import { useTranslation } from 'react-i18next';
import type { WalletMovement } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { mainAmount, signed } from './movement-text';
import styles from './wallet.module.css';

/** Money movements, newest first: kind, reference and time; the amount for the shopper's own account. */
export function HistoryList({ items }: { items: WalletMovement[] }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const price = usePrice();
  return (
    <ul className={styles.list} data-testid="wallet-history">
      {items.map((m) => {
        const { value, unit } = mainAmount(m);
        const text = signed(value, (n) => (unit === 'points' ? t('amounts.points', { value: n.toLocaleString(language) }) : price(n).yen));
        const ref = m.refType && m.refId !== null && m.refId !== undefined ? t(`ref.${m.refType}`, { id: m.refId, defaultValue: `#${m.refId}` }) : null;
        return (
          <li key={m.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span>{t(`kinds.${m.kind}`)}</span>
              <span className={styles.rowMeta}>
                <time dateTime={m.time}>{formatDate(Date.parse(m.time), 2, language)}</time>
                {ref && <> · {ref}</>}
                {unit === 'held' && <> · {t('payment.held')}</>}
              </span>
            </div>
            <span dir="ltr" className={`${styles.amount} ${value > 0 ? styles.plus : ''}`}>{text}</span>
          </li>
        );
      })}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import type { MethodQuote } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { usePrice } from '../../components/goods/use-price';
import styles from './Parcels.module.css';

const maxKgOf = (id: string) => constants.shipping.methods.find((m) => m.id === id)?.maxKg ?? 0;

/** Every method for the parcel: the available ones to choose with price, chargeable weight and transit; the rest with the reason. */
export function MethodList({ methods, value, onChange }: { methods: readonly MethodQuote[]; value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation('parcels');
  const { t: shell } = useTranslation(['translation', 'goods']);
  const price = usePrice();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subtitle}>{t('select.method')}</legend>
      <ul className={styles.list}>
        {methods.map((m) => (
          <li key={m.method} className={styles.item} data-available={m.available} data-chosen={value === m.method} data-testid="method">
            <input
              type="radio"
              name="method"
              id={`method-${m.method}`}
              className={styles.radio}
              value={m.method}
              checked={value === m.method}
              disabled={!m.available}
              onChange={() => onChange(m.method)}
            />
            <label htmlFor={`method-${m.method}`} className={styles.body}>
              <span className={styles.itemTitle}>{shell(`goods:methods.${m.method}`)}</span>
              <span className={styles.meta}>
                <span>{t('select.chargeable', { kg: (m.chargeableGrams / 1000).toFixed(2) })}</span>
                <span>{t('select.transit', { days: m.transitDays })}</span>
              </span>
              {!m.available && m.reason && <span className={styles.meta}>{shell(`goods:calc.reasons.${m.reason}`, { max: maxKgOf(m.method) })}</span>}
            </label>
            {m.available && m.shippingYen != null && <span className={styles.price}>{price(m.shippingYen).yen}</span>}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

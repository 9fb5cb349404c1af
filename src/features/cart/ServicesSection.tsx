import { useTranslation } from 'react-i18next';
import type { CheckoutService } from '../../../generated/api/schemas';
import styles from './confirm.module.css';
import { Money } from './Money';

interface Props {
  services: readonly CheckoutService[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Optional services priced for these goods (per item or per order); one over its weight limit cannot be chosen. */
export function ServicesSection({ services, chosen, onChange }: Props) {
  const { t } = useTranslation('cart');
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((s) => s !== id));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('confirm.services')}</legend>
      {services.map((s) => (
        <label key={s.id} className={styles.option}>
          <input type="checkbox" checked={chosen.includes(s.id) && s.available} disabled={!s.available} onChange={(e) => toggle(s.id, e.target.checked)} />
          <span className={styles.optionText}>
            <span>
              {t(`services.${s.id}`)} <span className={styles.muted}>{t(s.per === 'item' ? 'confirm.perItem' : 'confirm.perOrder')}</span>
              {!s.available && <span className={styles.muted}> · {t('confirm.tooHeavy', { kg: (s.maxGrams ?? 0) / 1000 })}</span>}
            </span>
            {s.available && <Money yen={s.yen} />}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import type { CheckoutService } from '../../../generated/api/schemas';
import styles from './confirm.module.css';
import { usePrice } from '../../components/goods/use-price';
import { Money } from './Money';

interface Props {
  services: readonly CheckoutService[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * Optional services priced for these goods; one over its weight limit cannot be chosen. Each says what it
 * is charged for and how many times ("¥500 per item × 3"), beside the total for all of them.
 */
export function ServicesSection({ services, chosen, onChange }: Props) {
  const { t } = useTranslation('cart');
  const price = usePrice();
  const times = (s: CheckoutService) =>
    s.eachYen == null
      ? t('confirm.perOrderByWeight', { n: s.count })
      : t(s.per === 'item' ? 'confirm.perItemTimes' : 'confirm.perOrderTimes', { each: price(s.eachYen).yen, n: s.count });
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((s) => s !== id));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('confirm.services')}</legend>
      {services.map((s) => (
        <label key={s.id} className={styles.option}>
          <input type="checkbox" checked={chosen.includes(s.id) && s.available} disabled={!s.available} onChange={(e) => toggle(s.id, e.target.checked)} />
          <span className={styles.optionText}>
            <span>
              {t(`services.${s.id}`)} <span className={styles.muted}>{s.available ? <bdi>{times(s)}</bdi> : t(s.per === 'item' ? 'confirm.perItem' : 'confirm.perOrder')}</span>
              {!s.available && <span className={styles.muted}> · {t('confirm.tooHeavy', { kg: (s.maxGrams ?? 0) / 1000 })}</span>}
            </span>
            {s.available && <Money yen={s.yen} />}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

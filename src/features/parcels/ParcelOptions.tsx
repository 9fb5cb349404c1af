import { useTranslation } from 'react-i18next';
import type { ParcelOptionPrice } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Checkbox } from '../../components/ui/Checkbox';
import styles from './Parcels.module.css';

interface Props {
  options: readonly ParcelOptionPrice[];
  chosen: readonly string[];
  onChange: (next: readonly string[]) => void;
}

/**
 * The parcel's options. One every order already paid for at checkout is shown as included and cannot be
 * bought twice; one only some paid for says which, since the option covers the whole parcel.
 */
export function ParcelOptions({ options, chosen, onChange }: Props) {
  const { t } = useTranslation('parcels');
  const { t: shell } = useTranslation(['translation', 'goods']);
  const price = usePrice();
  const orders = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subtitle}>{t('select.options')}</legend>
      {options.map((o) => (
        <Checkbox
          key={o.id}
          label={o.included ? `${shell(`goods:services.${o.id}`)} (${t('select.included')})` : `${shell(`goods:services.${o.id}`)} (${price(o.yen).yen})`}
          hint={o.included ? t('select.paidByAll') : o.paidBy.length > 0 ? t('select.paidBySome', { orders: orders(o.paidBy) }) : undefined}
          checked={o.included || chosen.includes(o.id)}
          disabled={o.included}
          onChange={(e) => onChange(e.target.checked ? [...chosen, o.id] : chosen.filter((x) => x !== o.id))}
        />
      ))}
    </fieldset>
  );
}

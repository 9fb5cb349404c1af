import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { usePrice } from '../../components/goods/use-price';
import { TextField } from '../../components/ui/TextField';
import styles from './recharge.module.css';

const { rechargePresetsYen, minRechargeYen, maxRechargeYen } = constants.wallet;

/** Preset amounts as a single choice, and a field for any other whole-yen amount within the limits. */
export function AmountPicker({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation('wallet');
  const price = usePrice();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('recharge.amount')}</legend>
      <div className={styles.presets} role="radiogroup" aria-label={t('recharge.presets')}>
        {rechargePresetsYen.map((yen) => (
          <label key={yen} className={styles.preset} data-checked={value === String(yen)}>
            <input type="radio" name="preset" value={yen} checked={value === String(yen)} onChange={() => onChange(String(yen))} className={styles.radio} />
            {price(yen).yen}
          </label>
        ))}
      </div>
      <TextField
        label={t('recharge.custom')}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        hint={t('recharge.amountHint', { min: price(minRechargeYen).yen, max: price(maxRechargeYen).yen })}
        error={error}
      />
    </fieldset>
  );
}

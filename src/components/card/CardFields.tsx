import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/TextField';
import { type CardField, formatExpiry, groupCardNumber } from './card-input';
import styles from './card.module.css';

export interface CardValue {
  number: string;
  expiry: string;
  cvc: string;
}

/** Number, expiry and CVC, with the browser's card autofill; the values never leave for our API. */
export function CardFields({ value, onChange, errorField, error }: { value: CardValue; onChange: (value: CardValue) => void; errorField: CardField | null; error?: string }) {
  const { t } = useTranslation('wallet');
  const errorOf = (field: CardField) => (errorField === field ? error : undefined);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('recharge.card')}</legend>
      <TextField
        label={t('recharge.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        value={value.number}
        onChange={(e) => onChange({ ...value, number: groupCardNumber(e.target.value) })}
        error={errorOf('number')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('recharge.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('recharge.expiryPlaceholder')}
          dir="ltr"
          value={value.expiry}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
          error={errorOf('expiry')}
        />
        <TextField
          label={t('recharge.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          maxLength={4}
          value={value.cvc}
          onChange={(e) => onChange({ ...value, cvc: e.target.value.replace(/\D/g, '') })}
          error={errorOf('cvc')}
        />
      </div>
    </fieldset>
  );
}

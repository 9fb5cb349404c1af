import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/TextField';
import { type AddressPart, type CountryRules, maxLengthOf } from '../../lib/address-rules';
import styles from './Address.module.css';

type Part = AddressPart | 'recipient' | 'phone';

// What browsers fill in for each field (autocomplete tokens) and the keyboard phones show.
const autoComplete: Record<Part, string> = {
  recipient: 'name', phone: 'tel', postcode: 'postal-code', region: 'address-level1', city: 'address-level2',
  line1: 'address-line1', line2: 'address-line2',
};

interface PartFieldProps {
  field: Part;
  id: string;
  rules: CountryRules;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One text field of the address form, labelled as the chosen country names it. */
export function PartField({ field, id, rules, value, error, onChange, onBlur }: PartFieldProps) {
  const { t } = useTranslation('address');
  const label = field === 'region' ? t(`fields.${rules.regionName}`) : field === 'postcode' ? t(`fields.${rules.postcodeName}`) : t(`fields.${field}`);
  const hint =
    field === 'postcode' && rules.postcodeExample ? t('hints.postcode', { example: rules.postcodeExample })
    : field === 'phone' ? t('hints.phone')
    : field === 'line2' ? t('hints.line2')
    : undefined;
  return (
    <TextField
      id={id}
      className={field === 'postcode' ? styles.short : styles.grow}
      label={label}
      hint={hint}
      error={error}
      required={rules.required.has(field)}
      value={value}
      maxLength={maxLengthOf(field)}
      autoComplete={autoComplete[field]}
      type={field === 'phone' ? 'tel' : 'text'}
      inputMode={field === 'phone' ? 'tel' : undefined}
      dir={field === 'phone' || field === 'postcode' ? 'ltr' : undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

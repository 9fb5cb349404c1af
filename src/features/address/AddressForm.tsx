import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../components/shipping/CountrySelect';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { type AddressField, type AddressPart, checkAddress, rulesFor } from '../../lib/address-rules';
import { ApiError } from '../../lib/api/transport';
import { useLanguage } from '../../lib/i18n';
import styles from './Address.module.css';
import { PartField } from './PartField';
import { type FormValues, problemText } from './form-values';
import { useSaveAddress } from './use-address-actions';

interface AddressFormProps {
  id: number | null;
  initial: FormValues;
  destinations: readonly string[];
  /** Offer "make default" (a first address becomes the default anyway). */
  offerDefault: boolean;
  onDone: (id: number) => void;
  onCancel: () => void;
}

const fieldId = (field: AddressField) => `address-${field}`;

/** Country first; the other fields, their order and which are required follow the chosen country. */
export function AddressForm({ id, initial, destinations, offerDefault, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation('address');
  const language = useLanguage();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveAddress(id);
  const rules = rulesFor(values.country || 'ZZ');
  const { address, problems } = checkAddress(values, destinations);
  const errorOf = (field: AddressField) => {
    const problem = problems.find((p) => p.field === field);
    return problem && (submitted || touched.has(field)) ? problemText(t, problem, address.country, language) : undefined;
  };
  const change = (field: keyof FormValues, value: string | boolean) => {
    save.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };
  const touch = (field: AddressField) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems[0]) {
      document.getElementById(fieldId(problems[0].field))?.focus();
      return;
    }
    save.mutate({ address, makeDefault: values.makeDefault }, { onSuccess: (result) => onDone(result.id) });
  };

  const refusal = save.error instanceof ApiError ? save.error.message : save.error ? t('errors.failed') : null;
  const part = (field: AddressPart | 'recipient' | 'phone') => (
    <PartField
      key={field}
      field={field}
      id={fieldId(field)}
      rules={rules}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => change(field, value)}
      onBlur={() => touch(field)}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <h2 id="address-form-title" className={styles.subtitle}>
        {t(id === null ? 'newTitle' : 'editTitle')}
      </h2>
      <CountrySelect
        label={t('fields.country')}
        codes={destinations}
        value={values.country}
        onChange={(code) => change('country', code)}
        error={errorOf('country')}
        id={fieldId('country')}
        required
      />
      {part('recipient')}
      {part('phone')}
      {values.country &&
        rules.rows.map((row) => (
          <div key={row.join()} className={styles.row}>
            {row.map(part)}
          </div>
        ))}
      {offerDefault && (
        <Checkbox label={t('makeDefault')} checked={values.makeDefault} onChange={(e) => change('makeDefault', e.target.checked)} />
      )}
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

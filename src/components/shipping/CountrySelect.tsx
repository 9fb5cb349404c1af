import { useMemo } from 'react';
import { sortedCountries } from '../../lib/destination';
import { useLanguage } from '../../lib/i18n';
import { Select } from '../ui/Select';

interface CountrySelectProps {
  label: string;
  codes: readonly string[];
  value: string;
  onChange: (code: string) => void;
  hideLabel?: boolean;
  error?: string;
  className?: string;
  id?: string;
  required?: boolean;
}

/** The destinations we ship to, named in the shopper's language. */
export function CountrySelect({ label, codes, value, onChange, hideLabel, error, className, id, required }: CountrySelectProps) {
  const language = useLanguage();
  const countries = useMemo(() => sortedCountries(codes, language), [codes, language]);
  return (
    <Select label={label} hideLabel={hideLabel} error={error} className={className} id={id} required={required} value={value} onChange={(e) => onChange(e.target.value)}>
      {!value && <option value="" />}
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}

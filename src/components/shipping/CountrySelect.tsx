import { useMemo, useSyncExternalStore } from 'react';
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

const unchanging = () => () => {};

/** The destinations we ship to, named in the shopper's language. */
export function CountrySelect({ label, codes, value, onChange, hideLabel, error, className, id, required }: CountrySelectProps) {
  const language = useLanguage();
  // The names come from the runtime's own list (Intl.DisplayNames), worded differently by the server's ICU
  // and the browser's ("Hong Kong SAR China" against "Hong Kong"), which also changes their order. So the
  // server's page, and React as it takes that page over, name the chosen country alone; the whole list,
  // named and sorted by the browser, follows at once. Rendered in the browser, the list is there from the start.
  const listed = useSyncExternalStore(unchanging, () => true, () => false);
  const countries = useMemo(() => sortedCountries(listed ? codes : codes.filter((code) => code === value), language), [listed, codes, value, language]);
  return (
    <Select label={label} hideLabel={hideLabel} error={error} className={className} id={id} required={required} value={value} onChange={(e) => onChange(e.target.value)}>
      {!value && <option value="" />}
      {countries.map((c) => (
        <option key={c.code} value={c.code} suppressHydrationWarning>
          {c.name}
        </option>
      ))}
    </Select>
  );
}

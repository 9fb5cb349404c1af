import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/TextField';

/** The account email, with the keyboard, autofill and message every auth step wants. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (email: string) => void; error?: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

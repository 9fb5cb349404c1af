import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';

interface CodeFieldProps {
  email: string;
  purpose: 'register' | 'reset';
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** Minutes the last code stays valid, for the hint. */
  minutes: number;
}

/** The emailed code, with a way to ask for a new one. */
export function CodeField({ email, purpose, value, onChange, error, minutes }: CodeFieldProps) {
  const { t } = useTranslation('auth');
  // A refusal needs no handler here: the call wrapper shows the server's reason.
  const resend = useMutation({
    mutationFn: () => api.sendVerifyCode({ email, purpose }),
    onSuccess: () => toast.success(t('resent')),
  });
  return (
    <>
      <TextField
        label={t('code')}
        hint={t('codeHint', { email, minutes })}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={12}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\s+/g, ''))}
        error={error}
      />
      <Button variant="ghost" size="sm" onClick={() => resend.mutate()} loading={resend.isPending}>
        {t('resend')}
      </Button>
    </>
  );
}

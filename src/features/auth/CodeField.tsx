import { useState } from 'react';
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
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await api.sendVerifyCode({ email, purpose });
      toast.success(t('auth.resent'));
    } catch {
      // The call wrapper has shown the server's reason.
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <TextField
        label={t('auth.code')}
        hint={t('auth.codeHint', { email, minutes })}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={12}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\s+/g, ''))}
        error={error}
      />
      <Button variant="ghost" size="sm" onClick={resend} loading={sending}>
        {t('auth.resend')}
      </Button>
    </>
  );
}

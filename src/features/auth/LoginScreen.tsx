import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { rememberUser } from '../../lib/queries/user-info';
import { returnPath } from '../../lib/return-path';
import { AuthCard } from './AuthCard';
import { useSubmit } from './use-submit';
import { useLanguage } from '../../lib/i18n';
import { EmailField } from './EmailField';

export default function LoginScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const emailError = checked && !isEmail(email) ? t('auth.errors.email') : undefined;
  const passwordError = checked && !password ? t('auth.errors.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isEmail(email) || !password) return;
    run(async () => {
      rememberUser(await api.login({ email: email.trim(), password }, { silent: true }));
      navigate(returnPath(params, language), { replace: true });
    });
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      onSubmit={submit}
      formError={error}
      footer={
        <>
          <AppLink to="forget">{t('auth.login.forgot')}</AppLink>
          <span>
            {t('auth.login.noAccount')} <AppLink to="register">{t('auth.login.register')}</AppLink>
          </span>
        </>
      }
    >
      <EmailField value={email} onChange={setEmail} error={emailError} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError}
      />
      <Button type="submit" fullWidth loading={busy}>
        {t('auth.login.submit')}
      </Button>
    </AuthCard>
  );
}

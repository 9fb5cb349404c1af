import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { rememberUser } from '../../lib/queries/user-info';
import { returnPath } from '../../lib/return-path';
import { AuthCard } from './AuthCard';
import { useCaptcha, useSubmit } from './use-submit';
// The check and its provider code load only with the form that asks for it.
const SocialChoices = lazy(() => import('./SocialChoices'));
const CaptchaBox = lazy(() => import('../../components/captcha/CaptchaBox'));
import { useLanguage } from '../../lib/i18n';
import { EmailField } from './EmailField';
import { useRedirectQuery } from './keep-redirect';

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = useRedirectQuery();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const captcha = useCaptcha(false);
  const emailError = checked && !isEmail(email) ? t('errors.email') : undefined;
  const passwordError = checked && !password ? t('errors.required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!captcha.ready() || !isEmail(email) || !password) return;
    run(async () => {
      try {
        rememberUser(await api.login({ email: email.trim(), password, captchaToken: captcha.token ?? undefined }, { silent: true }));
      } catch (failure) {
        captcha.after(failure);
        throw failure;
      }
      navigate(returnPath(params, language), { replace: true });
    });
  };

  return (
    <AuthCard
      title={t('login.title')}
      onSubmit={submit}
      formError={error}
      footer={
        <>
          <AppLink to="forget">{t('login.forgot')}</AppLink>
          <span>
            {t('login.noAccount')} <AppLink to="register" args={[{}, { query: redirect }]}>{t('login.register')}</AppLink>
          </span>
        </>
      }
    >
      <EmailField value={email} onChange={setEmail} error={emailError} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError}
      />
      {captcha.needed && (
        <Suspense fallback={null}>
          <CaptchaBox round={captcha.round} onToken={captcha.onToken} missing={captcha.missing} />
        </Suspense>
      )}
      <Button type="submit" fullWidth loading={busy}>
        {t('login.submit')}
      </Button>
      <Suspense fallback={null}>
        <SocialChoices />
      </Suspense>
    </AuthCard>
  );
}

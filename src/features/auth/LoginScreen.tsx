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
import { CaptchaBox } from '../../components/captcha/CaptchaBox';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { SocialChoices } from './SocialChoices';

export default function LoginScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const captcha = useCaptcha(false);
  const emailError = checked && !isEmail(email) ? t('auth.errors.email') : undefined;
  const passwordError = checked && !password ? t('auth.errors.required') : undefined;

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
      {captcha.needed && <CaptchaBox round={captcha.round} onToken={captcha.onToken} error={captcha.missing ? t('account:captcha.required') : undefined} />}
      <Button type="submit" fullWidth loading={busy}>
        {t('auth.login.submit')}
      </Button>
      <SocialChoices />
    </AuthCard>
  );
}

import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../components/ui/toast-store';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { useLanguage } from '../../lib/i18n';
import { rememberUser } from '../../lib/queries/user-info';
import { returnPath } from '../../lib/return-path';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { registerSteps } from './steps';
import { useCaptcha, useSubmit } from './use-submit';
import { useCodeStep } from './code-step';
import { useRedirectQuery } from './keep-redirect';
// The check and its provider code load only once the server asks for it.
const CaptchaBox = lazy(() => import('../../components/captcha/CaptchaBox'));

/**
 * The code from the email finishes the registration and logs the shopper in. After wrong codes for this
 * email (here or anywhere) the server asks for the check as well.
 */
export default function RegisterVerifyScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const language = useLanguage();
  const [params] = useSearchParams();
  const redirect = useRedirectQuery();
  const { email, minutes } = useCodeStep();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const captcha = useCaptcha(false);
  if (!isEmail(email)) return <Navigate to={pathTo(registerSteps.info, {}, { query: redirect })} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!captcha.ready() || !code) return;
    run(async () => {
      try {
        rememberUser(await api.verifyRegister({ email, code, captchaToken: captcha.token ?? undefined }, { silent: true }));
      } catch (failure) {
        captcha.after(failure);
        throw failure;
      }
      if (params.has('named')) {
        toast.success(t('register.done'));
        navigate(returnPath(params, language), { replace: true });
      } else navigate(pathTo(registerSteps.update, {}, { query: redirect }), { replace: true });
    });
  };

  // The same page whether or not the address already has an account (the server answers alike): the mail
  // says which.
  return (
    <AuthCard title={t('register.verifyTitle')} intro={t('register.verifyIntro', { email })} onSubmit={submit} formError={error}>
      <CodeField email={email} purpose="register" value={code} onChange={setCode} minutes={minutes} error={checked && !code ? t('errors.code') : undefined} />
      {captcha.needed && (
        <Suspense fallback={null}>
          <CaptchaBox round={captcha.round} onToken={captcha.onToken} missing={captcha.missing} />
        </Suspense>
      )}
      <Button type="submit" fullWidth loading={busy}>
        {t('register.verify')}
      </Button>
    </AuthCard>
  );
}

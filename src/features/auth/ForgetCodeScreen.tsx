import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { useCaptcha, useSubmit } from './use-submit';
import { useCodeStep } from './code-step';
// The check and its provider code load only once the server asks for it.
const CaptchaBox = lazy(() => import('../../components/captcha/CaptchaBox'));

/**
 * Step two: the code is checked (not used up) before a new password is asked for. It works only in this
 * browser, beside the reset's cookie; after wrong codes for this email (here or anywhere) the server asks
 * for the check as well.
 */
export default function ForgetCodeScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { email, minutes } = useCodeStep();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const captcha = useCaptcha(false);
  if (!isEmail(email)) return <Navigate to={pathTo('forget')} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!captcha.ready() || !code) return;
    run(async () => {
      try {
        await api.checkVerifyCode({ email, code, purpose: 'reset', captchaToken: captcha.token ?? undefined }, { silent: true });
      } catch (failure) {
        captcha.after(failure);
        throw failure;
      }
      // The code rides in history state, not the address, so it is not left in the URL bar or logs.
      navigate(pathTo('forget.verification'), { state: { email, code } });
    });
  };

  // The same page whether or not the address has an account (the server answers alike).
  return (
    <AuthCard title={t('forget.codeTitle')} intro={t('forget.codeIntro', { email })} onSubmit={submit} formError={error}>
      <CodeField email={email} purpose="reset" value={code} onChange={setCode} minutes={minutes} error={checked && !code ? t('errors.code') : undefined} />
      {captcha.needed && (
        <Suspense fallback={null}>
          <CaptchaBox round={captcha.round} onToken={captcha.onToken} missing={captcha.missing} />
        </Suspense>
      )}
      <Button type="submit" fullWidth loading={busy}>
        {t('forget.check')}
      </Button>
    </AuthCard>
  );
}

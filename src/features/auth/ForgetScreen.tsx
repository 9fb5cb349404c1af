import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { AuthCard } from './AuthCard';
import { useCaptcha, useSubmit } from './use-submit';
// The check and its provider code load only with the form that asks for it.
const CaptchaBox = lazy(() => import('../../components/captcha/CaptchaBox'));
import { EmailField } from './EmailField';

/** Step one of a reset: where to send the code. */
export default function ForgetScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const captcha = useCaptcha(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!captcha.ready() || !isEmail(email)) return;
    run(async () => {
      const sent = await api.forgetPassword({ email: email.trim(), captchaToken: captcha.token ?? undefined }, { silent: true }).finally(() => captcha.after());
      navigate(pathTo('forget.info', {}, { query: { email: sent.email, ttl: sent.expiresInSeconds } }));
    });
  };

  return (
    <AuthCard
      title={t('forget.title')}
      intro={t('forget.intro')}
      onSubmit={submit}
      formError={error}
      footer={<AppLink to="login">{t('login.submit')}</AppLink>}
    >
      <EmailField value={email} onChange={setEmail} error={checked && !isEmail(email) ? t('errors.email') : undefined} />
      <Suspense fallback={null}>
        <CaptchaBox round={captcha.round} onToken={captcha.onToken} missing={captcha.missing} />
      </Suspense>
      <Button type="submit" fullWidth loading={busy}>
        {t('forget.send')}
      </Button>
    </AuthCard>
  );
}

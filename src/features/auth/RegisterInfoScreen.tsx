import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { AuthCard } from './AuthCard';
import { passwordProblem } from './password';
import { registerSteps } from './steps';
import { useCaptcha, useSubmit } from './use-submit';
// The check and its provider code load only with the form that asks for it.
const CaptchaBox = lazy(() => import('../../components/captcha/CaptchaBox'));
import { EmailField } from './EmailField';
import { useRedirectQuery } from './keep-redirect';
import { PolicyLinks } from './PolicyLinks';
import { maxOf } from '../../lib/api/limits';

/** Email, password and nickname; the server mails a code and the next step asks for it. */
export default function RegisterInfoScreen() {
  const { t } = useTranslation('auth');
  const { t: i } = useTranslation('invite');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const redirect = useRedirectQuery();
  const [form, setForm] = useState({ email: '', password: '', confirm: '', nickname: '', inviteCode: search.get('invite')?.trim() ?? '', agree: false });
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  const captcha = useCaptcha(true);
  const set = (key: keyof typeof form) => (e: { target: { value: string; checked?: boolean } }) =>
    setForm({ ...form, [key]: key === 'agree' ? Boolean(e.target.checked) : e.target.value });

  const errors = {
    email: isEmail(form.email) ? undefined : t('errors.email'),
    password: passwordProblem(form.password, form.confirm, t).password,
    confirm: passwordProblem(form.password, form.confirm, t).confirm,
    agree: form.agree ? undefined : t('errors.agree'),
  };
  const shown = (key: keyof typeof errors) => (checked ? errors[key] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!captcha.ready() || Object.values(errors).some(Boolean)) return;
    run(async () => {
      const email = form.email.trim();
      const inviteCode = form.inviteCode.trim() || undefined;
      const nickname = form.nickname.trim() || undefined;
      const sent = await api
        .register({ email, password: form.password, nickname, inviteCode, captchaToken: captcha.token ?? undefined }, { silent: true })
        .finally(() => captcha.after());
      // A nickname given here is not asked for again: the code step then finishes the sign-up.
      const named = nickname ? { named: 1 } : {};
      navigate(pathTo(registerSteps.verify, {}, { query: { email: sent.email, ttl: sent.expiresInSeconds, ...named, ...redirect } }));
    });
  };

  return (
    <AuthCard
      title={t('register.infoTitle')}
      onSubmit={submit}
      formError={error}
      footer={
        <span>
          {t('register.haveAccount')} <AppLink to="login" args={[{}, { query: redirect }]}>{t('login.submit')}</AppLink>
        </span>
      }
    >
      <EmailField value={form.email} onChange={(email) => setForm({ ...form, email })} error={shown('email')} />
      <TextField label={t('password')} type="password" autoComplete="new-password" required hint={t('passwordHint')} value={form.password} onChange={set('password')} error={shown('password')} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" required value={form.confirm} onChange={set('confirm')} error={shown('confirm')} />
      <TextField label={t('nickname')} autoComplete="nickname" maxLength={maxOf('Sig.Front.AppApi.Register', 'nickname')} value={form.nickname} onChange={set('nickname')} />
      <TextField label={i('signup.code')} autoComplete="off" hint={i('signup.codeHint')} maxLength={maxOf('Sig.Front.AppApi.Register', 'inviteCode')} value={form.inviteCode} onChange={set('inviteCode')} />
      <Checkbox label={t('register.agree')} hint={<PolicyLinks />} checked={form.agree} onChange={set('agree')} error={shown('agree')} />
      <Suspense fallback={null}>
        <CaptchaBox round={captcha.round} onToken={captcha.onToken} missing={captcha.missing} />
      </Suspense>
      <Button type="submit" fullWidth loading={busy}>
        {t('register.submit')}
      </Button>
    </AuthCard>
  );
}

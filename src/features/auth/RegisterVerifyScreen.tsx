import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { rememberUser } from '../../lib/queries/user-info';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { registerSteps } from './steps';
import { useSubmit } from './use-submit';
import { useCodeStep } from './code-step';

/** The code from the email finishes the registration and logs the shopper in. */
export default function RegisterVerifyScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { email, minutes } = useCodeStep();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  if (!isEmail(email)) return <Navigate to={pathTo(registerSteps.info)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!code) return;
    run(async () => {
      rememberUser(await api.verifyRegister({ email, code }, { silent: true }));
      navigate(pathTo(registerSteps.update), { replace: true });
    });
  };

  // The same page whether or not the address already has an account (the server answers alike): the mail
  // says which.
  return (
    <AuthCard title={t('register.verifyTitle')} intro={t('register.verifyIntro', { email })} onSubmit={submit} formError={error}>
      <CodeField email={email} purpose="register" value={code} onChange={setCode} minutes={minutes} error={checked && !code ? t('errors.code') : undefined} />
      <Button type="submit" fullWidth loading={busy}>
        {t('register.verify')}
      </Button>
    </AuthCard>
  );
}

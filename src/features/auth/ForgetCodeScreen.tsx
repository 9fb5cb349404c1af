import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import { isEmail } from '../../lib/email';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { useSubmit } from './use-submit';
import { useCodeStep } from './code-step';

/** Step two: the code is checked (not used up) before a new password is asked for. */
export default function ForgetCodeScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { email, minutes } = useCodeStep();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  if (!isEmail(email)) return <Navigate to={pathTo('forget')} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!code) return;
    run(async () => {
      await api.checkVerifyCode({ email, code, purpose: 'reset' }, { silent: true });
      // The code rides in history state, not the address, so it is not left in the URL bar or logs.
      navigate(pathTo('forget.verification'), { state: { email, code } });
    });
  };

  return (
    <AuthCard title={t('forget.codeTitle')} onSubmit={submit} formError={error}>
      <CodeField email={email} purpose="reset" value={code} onChange={setCode} minutes={minutes} error={checked && !code ? t('errors.code') : undefined} />
      <Button type="submit" fullWidth loading={busy}>
        {t('forget.check')}
      </Button>
    </AuthCard>
  );
}

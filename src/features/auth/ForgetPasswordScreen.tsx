import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { AuthCard } from './AuthCard';
import { passwordProblem } from './password';
import { useSubmit } from './use-submit';

/** Step three: the new password, sent with the checked code. */
export default function ForgetPasswordScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const state = useLocation().state as { email?: string; code?: string } | null;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, run } = useSubmit();
  if (!state?.email || !state.code) return <Navigate to={pathTo('forget')} replace />;
  const { email, code } = state;
  const problems = passwordProblem(password, confirm, t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.password || problems.confirm) return;
    run(async () => {
      await api.resetPassword({ email, code, password }, { silent: true });
      toast.success(t('forget.done'));
      navigate(pathTo('login', {}, { query: { email } }), { replace: true });
    });
  };

  return (
    <AuthCard title={t('forget.newTitle')} onSubmit={submit} formError={error}>
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" required hint={t('passwordHint')} value={password} onChange={(e) => setPassword(e.target.value)} error={checked ? problems.password : undefined} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} error={checked ? problems.confirm : undefined} />
      <Button type="submit" fullWidth loading={busy}>
        {t('forget.save')}
      </Button>
    </AuthCard>
  );
}

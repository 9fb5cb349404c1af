import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/transport';
import { rememberUser } from '../../lib/queries/user-info';
import { returnPath } from '../../lib/return-path';
import { clearLogin } from '../../lib/session';
import { currentLanguage } from '../../lib/i18n';
import styles from './analytics.module.css';

/**
 * The analytics edition's sign-in: staff only, no sign-up or social accounts. A shopper's login succeeds on
 * the server (it is the same account system) but opens nothing here: it is logged out again and told so.
 */
export default function StaffLoginScreen() {
  const { t } = useTranslation('analytics');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await api.login({ email: email.trim(), password }, { silent: true });
      if (user.role !== 'staff') {
        await api.logoutAction({ silent: true }).catch(() => {});
        clearLogin();
        setError(t('login.staffOnly'));
        return;
      }
      rememberUser(user);
      navigate(returnPath(params, currentLanguage()), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.loginPage}>
      <Card as="section" className={styles.login} aria-labelledby="staff-login-title">
        <h1 id="staff-login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.muted}>{t('login.intro')}</p>
        <form onSubmit={(e) => void submit(e)} noValidate className={styles.loginForm}>
          <TextField label={t('login.email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <Button type="submit" fullWidth loading={busy}>
            {t('login.submit')}
          </Button>
        </form>
      </Card>
    </div>
  );
}

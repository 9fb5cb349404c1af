import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import styles from './Footer.module.css';
import { useCurrentUser } from './session';

const AccountDropdown = lazy(() => import('./AccountDropdown'));

/** Logged out: log in and sign up. Logged in: the shopper's name opening their account pages. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) {
    return (
      <span className={styles.authLinks}>
        <AppLink to="login">{t('nav.login')}</AppLink>
        <AppLink to="register">{t('nav.register')}</AppLink>
      </span>
    );
  }
  return (
    <Suspense fallback={<span className={styles.account}>{user.nickname || user.email}</span>}>
      <AccountDropdown user={user} />
    </Suspense>
  );
}

import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { buttonClassName } from '../../components/ui/Button';
import { usePageTitle } from '../../components/page-title';
import styles from './auth.module.css';
import { useRedirectQuery } from './keep-redirect';
import { registerSteps } from './steps';

// The provider choices (and their code) load after the page.
const SocialChoices = lazy(() => import('./SocialChoices'));

/** The first step: what an account gives, and the way in. */
export default function RegisterScreen() {
  const { t } = useTranslation('auth');
  const { t: i } = useTranslation('invite');
  usePageTitle(t('register.title'));
  // An invite link (/register?invite=CODE) keeps its code through the steps.
  const invite = useSearchParams()[0].get('invite')?.trim();
  const redirect = useRedirectQuery();
  return (
    <section className={styles.card} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        {t('register.title')}
      </h1>
      <p className={styles.intro}>{t('register.intro')}</p>
      {invite && <p className={styles.intro}>{i('signup.invited')}</p>}
      <AppLink to={registerSteps.info} args={[{}, { query: invite ? { ...redirect, invite } : redirect }]} className={buttonClassName({ fullWidth: true })}>
        {t('register.withEmail')}
      </AppLink>
      <Suspense fallback={null}>
        <SocialChoices />
      </Suspense>
      <div className={styles.footer}>
        <span>
          {t('register.haveAccount')} <AppLink to="login" args={[{}, { query: redirect }]}>{t('login.submit')}</AppLink>
        </span>
      </div>
    </section>
  );
}

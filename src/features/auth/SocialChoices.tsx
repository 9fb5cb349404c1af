import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SocialButtons } from '../../components/social/SocialButtons';
import styles from '../../components/social/Social.module.css';
import { api } from '../../lib/api/client';
import { useLanguage } from '../../lib/i18n';
import { rememberUser } from '../../lib/queries/user-info';
import { returnPath } from '../../lib/return-path';
import { ApiError } from '../../lib/api/transport';

/**
 * "Continue with <provider>" on login and register: a linked provider account logs in, a new one makes an
 * account; an email that already has an account is told to log in and link it from settings.
 */
export default function SocialChoices() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Its own error state rather than useSubmit, so the lazy chunk shares no module with the forms' chunk.
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error && (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      )}
      <SocialButtons
        heading={<p className={styles.divider}>{t('social.or')}</p>}
        label={(provider) => t('social.continueWith', { provider })}
        onCredential={async (credential) => {
          setError(null);
          try {
            rememberUser(await api.socialLogin(credential, { silent: true }));
            navigate(returnPath(params, language), { replace: true });
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : String(failure));
          }
        }}
      />
    </>
  );
}

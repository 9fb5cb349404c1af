import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SocialButtons } from '../../components/social/SocialButtons';
import styles from '../../components/social/Social.module.css';
import { api } from '../../lib/api/client';
import { useLanguage } from '../../lib/i18n';
import { rememberUser } from '../../lib/queries/user-info';
import { returnPath } from '../../lib/return-path';
import auth from './auth.module.css';
import { useSubmit } from './use-submit';

/**
 * "Continue with <provider>" on login and register: a linked provider account logs in, a new one makes an
 * account; an email that already has an account is told to log in and link it from settings.
 */
export function SocialChoices() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { error, run } = useSubmit();
  return (
    <>
      {error && (
        <p role="alert" className={auth.formError}>
          {error}
        </p>
      )}
      <SocialButtons
        heading={<p className={styles.divider}>{t('social.or')}</p>}
        label={(provider) => t('social.continueWith', { provider })}
        onCredential={async (credential) =>
          run(async () => {
            rememberUser(await api.socialLogin(credential, { silent: true }));
            navigate(returnPath(params, language), { replace: true });
          })
        }
      />
    </>
  );
}

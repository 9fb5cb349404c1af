import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SocialButtons, providerNames } from '../../components/social/SocialButtons';
import { Button } from '../../components/ui/Button';
import { editionConfig } from '../../config/env';
import { api } from '../../lib/api/client';
import { settingsChanged, settingsQuery } from './queries';
import styles from './Settings.module.css';
import { useAction } from './use-action';

/** Linked sign-in ways: list, link one more, unlink (not the last one while no password is set). */
export function SocialSection() {
  const { t } = useTranslation('account');
  const { data } = useSuspenseQuery(settingsQuery());
  const { busy, error, run } = useAction();
  if (!editionConfig.socialLogin) return null;
  const onlyWayIn = !data.hasPassword && data.socialAccounts.length === 1;

  return (
    <section className={styles.section} aria-labelledby="settings-social">
      <h2 id="settings-social" className={styles.heading}>
        {t('social.heading')}
      </h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {data.socialAccounts.length === 0 ? (
        <p className={styles.text}>{t('social.none')}</p>
      ) : (
        <ul className={styles.list}>
          {data.socialAccounts.map((account) => (
            <li key={account.provider} className={styles.row}>
              <span>
                {t('social.linked', { provider: providerNames[account.provider] })}
                {account.email && <span className={styles.text}> · {account.email}</span>}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => run(async () => settingsChanged(await api.unlinkSocial({ provider: account.provider }, { silent: true })))}
                aria-label={t('social.unlinkNamed', { provider: providerNames[account.provider] })}
              >
                {t('social.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {onlyWayIn && <p className={styles.text}>{t('social.onlyWay')}</p>}
      <SocialButtons
        label={(provider) => t('social.link', { provider })}
        except={data.socialAccounts.map((a) => a.provider)}
        onCredential={async (credential) => run(async () => settingsChanged(await api.linkSocial(credential, { silent: true })))}
      />
    </section>
  );
}

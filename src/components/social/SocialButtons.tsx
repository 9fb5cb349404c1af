import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editionConfig } from '../../config/env';
import { type SocialCredential, type SocialProviderId, SocialSignInCancelled, signIn } from '../../lib/social-login';
import { widgetConfigQuery } from '../../lib/widget-config';
import { Button } from '../ui/Button';
import styles from './Social.module.css';

interface SocialButtonsProps {
  /** "Continue with Google" on login and register, "Link Google" in settings. */
  label(provider: string): string;
  /** Providers to leave out (already linked). */
  except?: readonly SocialProviderId[];
  onCredential(credential: SocialCredential): Promise<void>;
  /** Shown above the buttons, only when there are any. */
  heading?: ReactNode;
}

export const providerNames: Record<SocialProviderId, string> = { google: 'Google', apple: 'Apple' };

/**
 * The providers this server offers, as buttons; choosing one loads that provider's script then (never
 * before), and hands its credential on. Nothing in the china edition, where social sign-in is not offered.
 */
export function SocialButtons({ label, except = [], onCredential, heading }: SocialButtonsProps) {
  const { t } = useTranslation('account');
  const config = useQuery({ ...widgetConfigQuery(), enabled: editionConfig.socialLogin });
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const [failed, setFailed] = useState(false);
  const providers = (config.data?.social.providers ?? []).filter((p) => !except.includes(p.id));
  if (!editionConfig.socialLogin || providers.length === 0) return null;

  const choose = async (provider: SocialProviderId) => {
    setBusy(provider);
    setFailed(false);
    try {
      const text = { title: t('social.dialogTitle', { provider: providerNames[provider] }), email: t('social.dialogEmail'), submit: t('social.dialogSubmit'), cancel: t('social.dialogCancel') };
      await onCredential(await signIn(provider, config.data!.social, text));
    } catch (error) {
      // A closed provider window is the shopper's choice, not a failure to report.
      if (!(error instanceof SocialSignInCancelled)) setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.list}>
      {heading}
      {providers.map((p) => (
        <Button key={p.id} type="button" variant="secondary" fullWidth loading={busy === p.id} disabled={busy !== null} onClick={() => void choose(p.id)}>
          {label(providerNames[p.id])}
        </Button>
      ))}
      {failed && (
        <p role="alert" className={styles.failed}>
          {t('social.failed')}
        </p>
      )}
    </div>
  );
}

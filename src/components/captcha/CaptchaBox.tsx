import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderCaptcha } from '../../lib/captcha';
import { widgetConfigQuery } from '../../lib/widget-config';
import { Button } from '../ui/Button';
import styles from './Captcha.module.css';

interface CaptchaBoxProps {
  /** A new value renders a fresh challenge (a token is good for one request). */
  round: number;
  onToken(token: string | null): void;
  /** The form was sent without a solved check. */
  missing?: boolean;
}

/** The captcha challenge of a form; says so, with a way to try again, when the provider cannot load. */
/** Loaded lazily by the forms, so neither it nor the provider code is in any page's first load. */
export default function CaptchaBox({ round, onToken, missing }: CaptchaBoxProps) {
  const { t } = useTranslation('account');
  const config = useQuery(widgetConfigQuery());
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const handlers = useRef(onToken);
  handlers.current = onToken;

  useEffect(() => {
    const captcha = config.data?.captcha;
    if (!captcha || !container.current) return;
    let cleanUp: (() => void) | undefined;
    let live = true;
    setState('loading');
    handlers.current(null);
    renderCaptcha(container.current, captcha, { onToken: (token) => handlers.current(token), onExpire: () => handlers.current(null) }, { label: t('captcha.label'), solved: t('captcha.solved') }).then(
      (remove) => (live ? (setState('ready'), (cleanUp = remove)) : remove()),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      cleanUp?.();
    };
  }, [config.data, round, attempt, t]);

  const failed = state === 'failed' || config.isError;
  return (
    <div className={styles.box} role="group" aria-label={t('captcha.group')}>
      <div ref={container} hidden={failed} />
      {state === 'loading' && !failed && <p className={styles.note}>{t('captcha.loading')}</p>}
      {failed && (
        <p role="alert" className={styles.failed}>
          {t('captcha.failed')}{' '}
          <Button type="button" variant="secondary" size="sm" onClick={() => (config.isError ? void config.refetch() : setAttempt((n) => n + 1))}>
            {t('captcha.retry')}
          </Button>
        </p>
      )}
      {missing && !failed && (
        <p role="alert" className={styles.failed}>
          {t('captcha.required')}
        </p>
      )}
    </div>
  );
}

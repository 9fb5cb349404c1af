import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../lib/bidi';
import { browserZone, formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { formatTimeLeft, timeLeft } from '../goods/time-left';
import { cx } from '../ui/cx';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { formatClock, remaining, urgentMs } from './countdown';
import styles from './Countdown.module.css';
import { useSecond } from './use-second';

// The marketplaces' own clock: auction ends are announced in Japan time.
const japanZone = 'Asia/Tokyo';

interface CountdownProps {
  /** The end as the server keeps it (shown in Japan time and the shopper's zone). */
  end: Date;
  /** The server's clock less ours (ms): the countdown runs on the server's clock, whatever ours says. */
  skewMs?: number;
  /** Called once when the countdown reaches zero (e.g. to ask the server for the outcome). */
  onEnd?: () => void;
  className?: string;
}

/**
 * A live countdown to an auction's end, with the end in Japan time and in the shopper's own zone. The
 * clock ticks every second for the eye only: screen readers get a minute-precision summary that is not a
 * live region (no announcement per tick), and a single polite announcement when it ends.
 */
export function Countdown({ end, skewMs = 0, onEnd, className }: CountdownProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const language = useLanguage();
  const now = useSecond() + skewMs;
  const left = remaining(end, now);
  const ended = left === null;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const wasLive = useRef(!ended);
  useEffect(() => {
    if (ended && wasLive.current) onEndRef.current?.();
    wasLive.current = !ended;
  }, [ended]);
  const zone = browserZone();
  const urgent = !ended && end.getTime() - now < urgentMs;
  return (
    <div className={cx(styles.countdown, className)}>
      <p className={cx(styles.clock, urgent && styles.urgent, ended && styles.ended)} data-testid="countdown" data-ended={ended || undefined}>
        {!ended && (
          <span role="timer" aria-live="off">
            <span aria-hidden="true">{t('goods:auction.timeLeft', { time: ltr(formatClock(left, language)) })}</span>
            <VisuallyHidden>{t('goods:auction.timeLeft', { time: formatTimeLeft(timeLeft(end, now)!, language) })}</VisuallyHidden>
          </span>
        )}
        {/* Present from the start so that the one change to "Ended" is announced. */}
        <span role="status">{ended ? t('goods:auction.ended') : ''}</span>
      </p>
      <p className={styles.zones}>
        <span data-testid="countdown-jst">{t('goods:auction.japanTime', { time: ltr(formatDate(end, 2, language, japanZone)) })}</span>
        {zone !== japanZone && <span data-testid="countdown-local">{t('goods:auction.localTime', { time: ltr(formatDate(end, 2, language, zone)) })}</span>}
      </p>
    </div>
  );
}

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
  end: Date;
  /** Called once when the countdown reaches zero (e.g. to ask the server for the outcome). */
  onEnd?: () => void;
  /** Hide the end's date lines (a compact row in a list). */
  compact?: boolean;
  className?: string;
}

/**
 * A live countdown to an auction's end, with the end in Japan time and in the shopper's own zone. The
 * clock ticks every second for the eye only: screen readers get a minute-precision summary that is not a
 * live region (no announcement per tick), and a single polite announcement when it ends.
 */
export function Countdown({ end, onEnd, compact = false, className }: CountdownProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useSecond();
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
            <span aria-hidden="true">{t('goods.auction.timeLeft', { time: ltr(formatClock(left, language)) })}</span>
            <VisuallyHidden>{t('goods.auction.timeLeft', { time: formatTimeLeft(timeLeft(end, now)!, language) })}</VisuallyHidden>
          </span>
        )}
        {/* Present from the start so that the one change to "Ended" is announced. */}
        <span role="status">{ended ? t('goods.auction.ended') : ''}</span>
      </p>
      {!compact && (
        <p className={styles.zones}>
          <span>{t('goods.auction.japanTime', { time: ltr(formatDate(end, 2, language, japanZone)) })}</span>
          {zone !== japanZone && <span>{t('goods.auction.localTime', { time: ltr(formatDate(end, 2, language, zone)) })}</span>}
        </p>
      )}
    </div>
  );
}

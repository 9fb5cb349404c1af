import { useMemo } from 'react';
import { languageOf } from '../../../generated/languages';
import { edition } from '../../config/env';
import { formatYen } from '../../lib/currency';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';

const minuteMs = 60_000;
const hourMinutes = 60;
// Up to two days an age reads better in hours ("30 hours"), after that in days.
const hoursShownUpTo = 48;
const dayHours = 24;

/** How long ago an instant was, in the language's own words: "5 min. ago", "30 hr. ago", "3 days ago". */
export function ageText(iso: string, now: number, languageTag: string): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / minuteMs));
  const words = new Intl.RelativeTimeFormat(languageTag, { numeric: 'always', style: 'short' });
  if (minutes < hourMinutes) return words.format(-minutes, 'minute');
  const hours = Math.round(minutes / hourMinutes);
  if (hours <= hoursShownUpTo) return words.format(-hours, 'hour');
  return words.format(-Math.round(hours / dayHours), 'day');
}

/** Yen amounts, times to the minute and ages, in the language shown. */
export function useOpsFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      yen: (amount: number) => formatYen(amount, edition, language),
      time: (iso: string) => formatDate(Date.parse(iso), 2, language),
      age: (iso: string) => ageText(iso, Date.now(), languageOf(language).service),
    }),
    [language],
  );
}

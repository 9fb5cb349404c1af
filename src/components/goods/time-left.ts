import type { LanguageCode } from '../../../generated/languages';
import { languageOf } from '../../../generated/languages';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const minuteMs = 60_000;

/**
 * What is left of an auction at `now`, in whole days, hours and minutes (a part-minute counts as a minute,
 * so "0 min" never shows while bids are still open). null once it has ended or when there is no end.
 */
export function timeLeft(end: Date | null, now: number): TimeLeft | null {
  if (!end) return null;
  const ms = end.getTime() - now;
  if (!(ms > 0)) return null;
  const totalMinutes = Math.ceil(ms / minuteMs);
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}

const unitFormats = new Map<string, Intl.NumberFormat>();

function unitFormat(language: LanguageCode, unit: 'day' | 'hour' | 'minute'): Intl.NumberFormat {
  const key = `${language}:${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    // The runtime's own unit words ("2 days", "2日", "2 يوم") keep the label translated without a key per unit.
    format = new Intl.NumberFormat(languageOf(language).service, { style: 'unit', unit, unitDisplay: 'short', numberingSystem: 'latn' });
    unitFormats.set(key, format);
  }
  return format;
}

/** The two largest non-zero units: "2 days 3 hr", "5 hr 12 min", "7 min". */
export function formatTimeLeft(left: TimeLeft, language: LanguageCode): string {
  const parts: string[] = [];
  if (left.days > 0) parts.push(unitFormat(language, 'day').format(left.days));
  if (left.hours > 0 || left.days > 0) parts.push(unitFormat(language, 'hour').format(left.hours));
  if (left.days === 0) parts.push(unitFormat(language, 'minute').format(left.minutes));
  return parts.slice(0, 2).join(' ');
}

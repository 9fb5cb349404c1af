import { constants } from '../../../generated/constants';
import type { LanguageCode } from '../../../generated/languages';
import { languageOf } from '../../../generated/languages';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const secondMs = 1000;

/**
 * What is left until `end` at `now`, in whole units. A part-second counts as a second, so "00:00:00" never
 * shows while the auction still takes bids. null once the end has passed (or at it exactly).
 */
export function remaining(end: Date | number, now: number): Remaining | null {
  const ms = (typeof end === 'number' ? end : end.getTime()) - now;
  if (!(ms > 0)) return null;
  const total = Math.ceil(ms / secondMs);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const dayFormats = new Map<LanguageCode, Intl.NumberFormat>();

function dayFormat(language: LanguageCode): Intl.NumberFormat {
  let format = dayFormats.get(language);
  if (!format) {
    // The runtime's own day word keeps the clock translated without a key per language; Latin digits so
    // that the clock reads the same in Arabic as the times beside it.
    format = new Intl.NumberFormat(languageOf(language).service, { style: 'unit', unit: 'day', unitDisplay: 'short', numberingSystem: 'latn' });
    dayFormats.set(language, format);
  }
  return format;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A ticking clock: "2 days 03:12:45", "03:12:45", "00:04:09". */
export function formatClock(left: Remaining, language: LanguageCode): string {
  const clock = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  return left.days > 0 ? `${dayFormat(language).format(left.days)} ${clock}` : clock;
}

/** Under this much time left, the countdown turns to the urgent colour: the last moment to act. */
export const urgentMs = constants.biddingScreens.urgentMinutes * 60_000;

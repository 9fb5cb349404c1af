import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import './dayjs-language';
import { constants } from '../../generated/constants';
import { type EditionId, editions } from '../../generated/editions';
import type { LanguageCode } from '../../generated/languages';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The numbered formats of spec §9 (1 full date and time … 6 dotted date and time). */
export type DateFormat = keyof typeof constants.dates.formats extends `${infer N extends number}` ? N : never;
export type Instant = Date | number;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The shopper's own time zone; functions take it as a parameter so that tests can pin it. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Spec §9: one of the six formats, English with abbreviated months; the default format when none is given. */
export function formatDate(
  value: Instant | null | undefined,
  format: DateFormat | undefined,
  language: LanguageCode,
  zone: string = browserZone(),
): string {
  if (value === null || value === undefined) return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const formats = language === 'en' ? constants.dates.englishFormats : constants.dates.formats;
  const pattern = format === undefined ? constants.dates.default : formats[format];
  // Month names only appear in the English formats: pin 'en' so the app's global dayjs locale cannot leak in.
  return date.locale('en').tz(zone).format(pattern);
}

// Date, optional time, optional zone. Parsed by hand: engines disagree on "2026-11-22 10:00:00+0900" (Safari
// refuses it) and V8 quietly turns 30 February into 2 March.
const serverTime =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Epoch ms of the wall time read as UTC, or null when it is not a real calendar moment (30 February, 24:00). */
function wallTime(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number | null {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  const back = [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()];
  return back.every((n, i) => n === [y, mo, d, h, mi, s][i]) ? t.getTime() : null;
}

/** Minutes east of UTC for "Z", "+09:00" or "-0500". */
function offsetMinutes(designator: string): number {
  if (designator.toUpperCase() === 'Z') return 0;
  const sign = designator.startsWith('-') ? -1 : 1;
  const digits = designator.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/**
 * Spec §9: a server time as an instant. Zone-less times are Shanghai time; in an edition without local times
 * (china) they are read in the shopper's zone instead, so that formatting there shows them as written.
 * Times with a zone or offset are taken as they say. null when the value is not a time.
 */
export function parseServerTime(
  value: string | Instant | null | undefined,
  edition: EditionId,
  zone: string = browserZone(),
): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const parts = serverTime.exec(value.trim());
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  const ms = Number((parts[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const wall = wallTime(y!, mo!, d!, h, mi, s, ms);
  if (wall === null) return null;
  if (parts[8]) return new Date(wall - offsetMinutes(parts[8]) * 60_000);
  const readIn = editions[edition].localTimes ? constants.dates.serverZone : zone;
  return dayjs.tz(dayjs.utc(wall).format('YYYY-MM-DDTHH:mm:ss.SSS'), readIn).toDate();
}

/**
 * Spec §9: the last millisecond of a day at UTC+8, as epoch ms. A string names the day ("2026-11-22", any
 * time after it is ignored); an instant names the day it falls on at UTC+8. null for no real day.
 */
export function deadline(day: string | Instant): number | null {
  const offsetMs = constants.dates.deadlineOffsetHours * hourMs;
  let start: number | null;
  if (typeof day === 'string') {
    const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]|$)/.exec(day.trim());
    start = match ? wallTime(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  } else {
    const shifted = new Date(day).getTime() + offsetMs;
    start = Number.isNaN(shifted) ? null : Math.floor(shifted / dayMs) * dayMs;
  }
  return start === null ? null : start + dayMs - offsetMs - 1;
}

export type CouponExpiry = { urgent: true; label: 'today' | 'tomorrow' } | { urgent: false; text: string };

/** Spec §4: expiry today or tomorrow (in the shopper's zone) is urgent, shown in red; else a date. */
export function couponExpiry(
  expiresAt: Instant,
  now: Instant,
  language: LanguageCode,
  zone: string = browserZone(),
): CouponExpiry {
  if (!dayjs(expiresAt).isValid()) return { urgent: false, text: '' };
  const dayOf = (instant: Instant) => dayjs(instant).tz(zone).format('YYYY-MM-DD');
  const today = dayOf(now);
  // Calendar arithmetic on the date alone: a DST day has 23 or 25 hours, so "now + 24 h" would misjudge it.
  const tomorrow = dayjs.utc(today).add(1, 'day').format('YYYY-MM-DD');
  const day = dayOf(expiresAt);
  if (day === today) return { urgent: true, label: 'today' };
  if (day === tomorrow) return { urgent: true, label: 'tomorrow' };
  return { urgent: false, text: formatDate(expiresAt, 4, language, zone) };
}

// The dashboard's range of Japan days, kept in the address (?from=&to=) so a reload, a shared link and the
// back button show the same figures. Presets count back from today, today included.
import { constants } from '../../../generated/constants';

export type Preset = '7' | '30' | '90' | 'year';
export const presets: readonly Preset[] = ['7', '30', '90', 'year'];
export interface DayRange {
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const { dayOffsetHours, maxRangeDays } = constants.analytics;

/** Today in the business's zone (the server sums by the same calendar). */
export function today(now = Date.now()): string {
  return new Date(now + dayOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

export function presetRange(preset: Preset, now = Date.now()): DayRange {
  const to = today(now);
  return { from: preset === 'year' ? `${to.slice(0, 4)}-01-01` : shift(to, 1 - Number(preset)), to };
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && shift(value, 0) === value;

/** A range the server accepts: both days real, in order, at most maxRangeDays long. */
export function isValidRange(range: DayRange): boolean {
  if (!isDay(range.from) || !isDay(range.to) || range.from > range.to) return false;
  return (Date.parse(range.to) - Date.parse(range.from)) / dayMs + 1 <= maxRangeDays;
}

/** The address's range, or the last 30 days when it has none (or one the server would refuse). */
export function readRange(search: URLSearchParams, now = Date.now()): DayRange {
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return isValidRange(range) ? range : presetRange('30', now);
}

export function presetOf(range: DayRange, now = Date.now()): Preset | null {
  return presets.find((p) => {
    const r = presetRange(p, now);
    return r.from === range.from && r.to === range.to;
  }) ?? null;
}

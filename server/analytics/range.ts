// A panel's range of Japan calendar days, and the day each timestamp falls on. Days are numbered from the
// epoch in the business's zone, so SQL groups by one integer expression on SQLite and PostgreSQL alike.
import { sql, type RawBuilder } from 'kysely';
import { constants } from '../../generated/constants';
import { ApiFailure } from '../http/failure';

const { dayOffsetHours, maxRangeDays } = constants.analytics;
export const dayMs = 86_400_000;
const offsetMs = dayOffsetHours * 3_600_000;

export interface DayRange {
  from: string;
  to: string;
  /** Epoch ms: the first instant of `from` and the first instant after `to`, in the business's zone. */
  startMs: number;
  endMs: number;
  firstDay: number;
  days: number;
}

function dayNumber(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-31 over to March: a day that does not exist is refused.
  return new Date(ms).toISOString().slice(0, 10) === text ? ms / dayMs : null;
}

export function dayText(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The range from..to (both included); a day that is not one, an end before the start or too long a range is 400. */
export function dayRange(from: string, to: string): DayRange {
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === null || last === null || last < first || last - first + 1 > maxRangeDays) {
    throw new ApiFailure(400, 'analyticsRange', { max: maxRangeDays });
  }
  return { from, to, startMs: first * dayMs - offsetMs, endMs: (last + 1) * dayMs - offsetMs, firstDay: first, days: last - first + 1 };
}

/** The business day of a timestamp column, as an integer expression. */
export function dayOf(column: string): RawBuilder<number> {
  return sql<number>`(${sql.ref(column)} + ${sql.lit(offsetMs)}) / ${sql.lit(dayMs)}`;
}

/** Every day of the range in order, each with what `rows` hold for it or `empty`. */
export function everyDay<T>(range: DayRange, rows: Map<number, T>, empty: () => T): (T & { day: string })[] {
  return Array.from({ length: range.days }, (_, i) => {
    const day = range.firstDay + i;
    return { ...(rows.get(day) ?? empty()), day: dayText(day) };
  });
}

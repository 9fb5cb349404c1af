import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The warehouse's zone: storage days are its calendar days, wherever the shopper reads them. */
export const warehouseZone = 'Asia/Tokyo';

/**
 * Whole warehouse days from today to the day free storage ends: 0 on that last day, null once it has
 * ended (fees run from then on). Counted by calendar day in Japan, so that every shopper sees the number
 * change at the same moment, when the warehouse's day changes.
 */
export function freeDaysLeft(freeUntil: number, now: number, zone: string = warehouseZone): number | null {
  if (freeUntil <= now) return null;
  const day = (at: number) => dayjs(at).tz(zone).format('YYYY-MM-DD');
  return Math.round((Date.parse(day(freeUntil)) - Date.parse(day(now))) / 86_400_000);
}

import { constants } from '../../../generated/constants';

/** What a count badge shows: nothing for zero or a bad count, the count, or "99+" above the cap (spec §9). */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  const max = constants.badge.max;
  return count > max ? `${max}+` : String(Math.floor(count));
}

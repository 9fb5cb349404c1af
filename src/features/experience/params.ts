import { siteIds, type SiteId } from '../../../generated/sites';
import type { HaulTab } from './queries';

/** A positive whole number from an address, or null (a missing or mangled id is "not found"). */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export const tabParam = (value: string | null): HaulTab => (value === 'hot' ? 'hot' : 'new');

export const siteParam = (value: string | null): SiteId | null => (siteIds as readonly string[]).includes(value ?? '') ? (value as SiteId) : null;

export const notFound = () => new Response('Not Found', { status: 404 });

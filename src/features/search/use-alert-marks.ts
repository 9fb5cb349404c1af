import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { searchAlertQuery } from './saved-search-queries';
import { isLoggedIn } from '../../lib/session';

/**
 * The items of the alert an alert's link names (`?alert=<id>`), as `<site>:<id>` keys for the grid's
 * "new" marks; none without one, logged out, or for an alert that is not the shopper's.
 */
export function useAlertMarks(): { marked: ReadonlySet<string>; count: number } | null {
  const [query] = useSearchParams();
  const raw = query.get('alert');
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const alert = useQuery({ ...searchAlertQuery(id ?? 0), enabled: id !== null && isLoggedIn() });
  return useMemo(() => {
    if (id === null || !alert.data) return null;
    return { marked: new Set(alert.data.items.map((i) => `${i.site}:${i.id}`)), count: alert.data.items.length };
  }, [id, alert.data]);
}

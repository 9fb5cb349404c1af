import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The address of this page with some query values changed (null removes one): for sort and page links. */
export function useQueryHref() {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  return useCallback(
    (patch: Record<string, string | null>) => {
      const next = new URLSearchParams(query);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [query, pathname],
  );
}

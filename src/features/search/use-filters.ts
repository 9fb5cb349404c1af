import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { type SearchFilters, type SearchPreset, readFilters, writeFilters } from './filters';

/** Patches that do not touch `page` start again at page 1: new filters make the old page meaningless. */
export function useFilters(preset: SearchPreset) {
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // While the router loads the next address of this page, the controls already show it: a checkbox that
  // sprang back until the navigation settled would look broken.
  const pending = useNavigation().location;
  const search = pending?.pathname === pathname ? pending.search : `?${query.toString()}`;
  const filters = useMemo(() => readFilters(new URLSearchParams(search), preset), [search, preset]);

  const hrefOf = useCallback(
    (next: SearchFilters) => {
      const search = new URLSearchParams(writeFilters(next, preset)).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [pathname, preset],
  );

  const patchHref = useCallback(
    (patch: Partial<SearchFilters>) => hrefOf({ ...filters, page: 1, ...patch }),
    [filters, hrefOf],
  );

  const setFilters = useCallback(
    // Each change is a history entry, so the back button undoes one filter at a time.
    (patch: Partial<SearchFilters>) => navigate(patchHref(patch), { preventScrollReset: true }),
    [navigate, patchHref],
  );

  return { filters, setFilters, patchHref };
}

import { useMatches, useParams, useSearchParams } from 'react-router-dom';
import type { RouteMeta } from '../../../generated/routes';
import { type SiteId, isSiteId } from '../../../generated/sites';

/** The page's route and its marketplace (every mall route names one in its `site` tag). */
export function useMallRoute(): { meta: RouteMeta | undefined; site: SiteId } {
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  // Only mall routes use these screens, and each of them carries its site; mercari is a safe stand-in.
  return { meta, site: isSiteId(meta?.site) ? meta.site : 'mercari' };
}

/**
 * The seller of a shop page, wherever its marketplace's shop template puts it: the path (:id, :shopid) or the
 * query (yahoo's ?seller=, minne's and the "other items" pages' ?sellerId=).
 */
export function sellerIdOf(params: Readonly<Record<string, string | undefined>>, query: URLSearchParams): string | null {
  const id = params.id ?? params.shopid ?? query.get('seller') ?? query.get('sellerId');
  return id?.trim() ? id.trim().slice(0, 100) : null;
}

export function useSellerId(): string | null {
  const params = useParams();
  const [query] = useSearchParams();
  return sellerIdOf(params, query);
}

/** A page number from ?page=, 1 when absent or out of range. */
export function pageOf(query: URLSearchParams): number {
  const page = Math.trunc(Number(query.get('page')));
  return page >= 1 && page <= 500 ? page : 1;
}

import { useMatches, useParams, useSearchParams } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import type { SiteId } from '../../../generated/sites';
import { sellerIdOf, siteOfMeta } from './params';

/** The page's route and its marketplace (every mall route names one in its `site` tag). */
export function useMallRoute(): { meta: RouteMeta | undefined; site: SiteId } {
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  return { meta, site: siteOfMeta(meta) };
}

export function useSellerId(): string | null {
  const params = useParams();
  const [query] = useSearchParams();
  return sellerIdOf(params, query);
}

import { queryOptions } from '@tanstack/react-query';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { type SiteId, isSiteId } from '../../../generated/sites';
import { api } from '../../lib/api/client';
import { currentLanguage } from '../../lib/i18n';
import { ApiError } from '../../lib/api/transport';
import { isLoggedIn } from '../../lib/session';

export interface DetailRef {
  site: SiteId;
  id: string;
}

/**
 * The item a detail address names: the marketplace's detail route, and the id from its path (for url-form
 * marketplaces the whole item address, already decoded) or, for minne, from the `id` query value.
 */
export function detailRef(site: unknown, pathId: string | undefined, search: URLSearchParams): DetailRef | null {
  if (!isSiteId(site)) return null;
  const id = (pathId ?? search.get('id') ?? '').trim();
  return id ? { site, id } : null;
}

// 404: the marketplace no longer has it; 400: the address cannot name an item (a mangled pasted link).
const notFound = new Set([400, 404]);

/** The item, or null when there is no such item; other failures reach the route's error page. */
export const goodsDetailQuery = (ref: DetailRef) =>
  queryOptions({
    // Collected depends on who asks, so a login gets a fresh answer; the category's name and the translated
    // title are in the shopper's language, so a language change gets one too.
    queryKey: ['goodsDetail', ref.site, ref.id, isLoggedIn(), currentLanguage()],
    queryFn: async (): Promise<GoodsDetail | null> => {
      try {
        return await api.goodsDetail(ref, { silent: true });
      } catch (error) {
        if (error instanceof ApiError && notFound.has(error.status)) return null;
        throw error;
      }
    },
  });

import { queryOptions } from '@tanstack/react-query';
import type { GoodsDetail } from '../../../generated/api/schemas';
import type { SiteId } from '../../../generated/sites';
import { api } from '../api/client';
import { ApiError } from '../api/transport';

/**
 * A pasted marketplace item as our catalog has it, or null when we do not hold it (404) or the address
 * names no item the marketplace could have (400): buy-by-link and the calculator then offer it by link.
 */
export const pastedItemQuery = (item: { site: SiteId; id: string } | null) =>
  queryOptions({
    queryKey: ['pastedItem', item?.site, item?.id],
    enabled: item !== null,
    queryFn: async (): Promise<GoodsDetail | null> => {
      try {
        return await api.goodsDetail({ site: item!.site, id: item!.id }, { silent: true });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });

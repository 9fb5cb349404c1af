import type { SavedQuery } from '../../../generated/api/schemas';
import type { SearchParams } from './filters';

/**
 * The search as a saved search: what the address carries, prices in yen, without page and page size.
 * The server normalizes it again (the one normal form that decides "saved or not").
 */
export function toSavedQuery(params: SearchParams): SavedQuery {
  const { page: _page, pageSize: _pageSize, ...query } = params;
  return query;
}

/** A search the server would refuse to save: nothing narrows it, every new listing would match. */
export const canSave = (query: SavedQuery) => Boolean(query.keyword || query.site || query.sellerId);

import { queryOptions } from '@tanstack/react-query';
import type { ContentDetail } from '../../../generated/api/schemas';
import { ApiError } from '../../lib/api/transport';
import { api } from '../../lib/api/client';
import { currentLanguage } from '../../lib/i18n';

export type ContentKind = ContentDetail['kind'];
export type ListKind = 'article' | 'notice' | 'activity' | 'landing';

// The language is in every key: the server answers in the caller's language, so a language switch refetches.
export const contentListQuery = (kind: ListKind, page: number) =>
  queryOptions({ queryKey: ['content', 'list', kind, page, currentLanguage()], queryFn: () => api.contentList({ kind, page }, { silent: true }) });

export const contentQuery = (kind: ContentKind, key: string) =>
  queryOptions({ queryKey: ['content', 'one', kind, key, currentLanguage()], queryFn: () => api.contentGet({ kind, key }, { silent: true }) });

export const guidesQuery = () => queryOptions({ queryKey: ['content', 'guides', currentLanguage()], queryFn: () => api.contentGuides({ silent: true }) });

export const amazonDealsQuery = (page: number) => queryOptions({ queryKey: ['content', 'amazonDeals', page], queryFn: () => api.amazonDeals({ page }, { silent: true }) });

/** An unknown or unpublished piece is the 404 page, not the error widget. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw new Response('Not Found', { status: 404 });
  throw error;
}

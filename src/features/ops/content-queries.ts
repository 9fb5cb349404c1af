import { queryOptions } from '@tanstack/react-query';
import type { OpsContent } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

export const contentKinds = ['article', 'activity', 'notice', 'guide', 'introduction', 'landing'] as const;
export type OpsContentKind = (typeof contentKinds)[number];

export function isContentKind(value: unknown): value is OpsContentKind {
  return typeof value === 'string' && (contentKinds as readonly string[]).includes(value);
}

export const opsContentsQuery = (kind: OpsContentKind | undefined, page: number) =>
  queryOptions({ queryKey: ['ops', 'contents', kind ?? 'all', page], queryFn: () => api.opsContents({ ...(kind ? { kind } : {}), page }, { silent: true }) });

export const opsContentQuery = (id: number) => queryOptions({ queryKey: ['ops', 'content', id], queryFn: () => api.opsContent({ id }, { silent: true }) });

/** A save answered the piece as it is now: show it, and let the list fetch again. */
export function contentSaved(content: OpsContent): void {
  queryClient.setQueryData(opsContentQuery(content.id).queryKey, content);
  void queryClient.invalidateQueries({ queryKey: ['ops', 'contents'] });
  void queryClient.invalidateQueries({ queryKey: ['content'] });
}

import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { messageListQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  void queryClient.prefetchQuery(messageListQuery(Number.isInteger(raw) && raw > 0 && raw <= 500 ? raw : 1));
  await loadNamespace('messages');
  return null;
};

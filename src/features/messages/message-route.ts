import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { messageListQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(messageListQuery(pageParamOf('Sig.Front.User.AppMessage.List', new URL(request.url).searchParams)));
  await loadNamespace('messages');
  return null;
};

import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pageParam } from './page-param';
import { isOpsQueue, notFoundOn404, opsOrdersQuery } from './queries';

export const loader: RouteLoader = async ({ params, request }) => {
  if (!isOpsQueue(params.queue)) throw new Response('Not Found', { status: 404 });
  const page = pageParam(new URL(request.url).searchParams);
  await Promise.all([loadNamespace('ops'), queryClient.ensureQueryData(opsOrdersQuery(params.queue, page)).catch(notFoundOn404)]);
  return null;
};

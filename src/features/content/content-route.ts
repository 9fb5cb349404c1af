import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { contentTarget } from './content-key';
import { contentQuery, notFoundOn404 } from './queries';

/** Every page that shows one piece (article, activity, introduction, guide, landing, web view). */
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const target = contentTarget(meta.screen, params, new URL(request.url).searchParams);
  if (!target) throw new Response('Not Found', { status: 404 });
  await Promise.all([queryClient.ensureQueryData(contentQuery(target.kind, target.key)).catch(notFoundOn404), loadNamespace('content')]);
  return null;
};

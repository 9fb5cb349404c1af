import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { checkoutQuery } from './queries';

export const loader: RouteLoader = ({ request }) => {
  const id = Number(new URL(request.url).searchParams.get('id'));
  if (!Number.isInteger(id) || id < 1) throw new Response('Not Found', { status: 404 });
  return Promise.all([loadNamespace('cart'), queryClient.ensureQueryData(checkoutQuery(id))]);
};

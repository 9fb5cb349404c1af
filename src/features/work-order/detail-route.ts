import type { RouteLoader } from '../../app/route-loader';
import { ApiError } from '../../lib/api/transport';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { idParam } from './params';
import { ticketQuery } from './queries';

const notFound = () => new Response('Not Found', { status: 404 });

/** The ticket pages (detail, reply, evaluate): a missing or another shopper's ticket is the 404 page. */
export const loader: RouteLoader = async ({ params }) => {
  const id = idParam(params.id);
  if (id === null) throw notFound();
  await Promise.all([
    loadNamespace('workOrder'),
    loadNamespace('uploads'),
    queryClient.ensureQueryData(ticketQuery(id)).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }),
  ]);
  return null;
};

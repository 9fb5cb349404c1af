import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { notFoundOn404, opsOrderQuery } from './queries';

/** The order id of the address, or null when it cannot be one. */
export function orderIdParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export const loader: RouteLoader = async ({ params }) => {
  const id = orderIdParam(params.id);
  if (id === null) throw new Response('Not Found', { status: 404 });
  await Promise.all([loadNamespace('ops'), queryClient.ensureQueryData(opsOrderQuery(id)).catch(notFoundOn404)]);
  return null;
};

import { loadNamespace } from '../../lib/i18n';
import { ApiError } from '../../lib/api/transport';
import { queryClient } from '../../lib/query-client';
import { idParam } from './params';
import { orderDetailQuery } from './queries';

export const notFound = () => new Response('Not Found', { status: 404 });

/** A page about one order (`?id=`): its strings and the order; a mangled id or someone else's order is the 404 page. */
export async function loadOrderPage(request: Request): Promise<number> {
  const id = idParam(new URL(request.url).searchParams.get('id'));
  if (id === null) throw notFound();
  try {
    await Promise.all([loadNamespace('orders'), queryClient.ensureQueryData(orderDetailQuery(id))]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return id;
}

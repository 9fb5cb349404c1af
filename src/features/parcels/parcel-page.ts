import { loadNamespace } from '../../lib/i18n';
import { ApiError } from '../../lib/api/transport';
import { queryClient } from '../../lib/query-client';
import { idParam } from './params';
import { parcelQuery } from './queries';

export const notFound = () => new Response('Not Found', { status: 404 });

/** A page about one parcel (`?id=`): its strings and the parcel; a mangled id or someone else's parcel is the 404 page. */
export async function loadParcelPage(request: Request, extra: (id: number) => Promise<unknown> = async () => null): Promise<number> {
  const id = idParam(new URL(request.url).searchParams.get('id'));
  if (id === null) throw notFound();
  try {
    await Promise.all([loadNamespace('parcels'), queryClient.ensureQueryData(parcelQuery(id)), extra(id)]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return id;
}

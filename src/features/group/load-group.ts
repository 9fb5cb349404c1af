import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { idParam } from './params';
import { groupDetailQuery } from './queries';

const notFound = () => new Response('Not Found', { status: 404 });

/**
 * A page about one group (`?id=`): a mangled id is the 404 page; the group is fetched without waiting so
 * the page shows its skeleton at once (a group that is not the caller's shows the not-found widget).
 */
export async function loadGroup(request: Request): Promise<void> {
  const id = idParam(new URL(request.url).searchParams.get('id'));
  if (id === null) throw notFound();
  void queryClient.prefetchQuery(groupDetailQuery(id));
  await loadNamespace('group');
}

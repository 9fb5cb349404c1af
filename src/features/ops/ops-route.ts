import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { isContentKind, opsContentQuery, opsContentsQuery } from './content-queries';
import { orderIdParam } from './order-id';
import { isOpsQueue, notFoundOn404, opsHaulsQuery, opsIdentitiesQuery, opsOrderQuery, opsOrdersQuery, opsParcelQueues, opsParcelsQuery, opsQueuesQuery, opsWorkOrderQuery, opsWorkOrdersQuery, ticketStatusParam } from './queries';

const notFound = () => new Response('Not Found', { status: 404 });

const filesOf = (glob: Record<string, () => Promise<{ default: Record<string, unknown> }>>) =>
  Object.fromEntries(Object.entries(glob).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]));
// The content editor's strings, with the console's (issue 10).
const contentStringFiles = filesOf(import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/ops-content/*.json'));

// The console's strings travel with the console: the shell's file map (in the first load) leaves them out.
const stringFiles = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/ops/*.json')).map(([path, load]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    load,
  ]),
);

/** The console's one loader (its pages are one part of the app): the strings, and the page's data. */
export const loader: RouteLoader = async ({ params, request }, meta) => {
  let data: Promise<unknown>;
  if (meta.screen === 'ops.queue') {
    if (!isOpsQueue(params.queue)) throw notFound();
    data = queryClient.ensureQueryData(opsOrdersQuery(params.queue, pageParamOf('Sig.Ops.Orders', new URL(request.url).searchParams)));
  } else if (meta.screen === 'ops.contents') {
    const search = new URL(request.url).searchParams;
    const kind = search.get('kind');
    data = Promise.all([
      queryClient.ensureQueryData(opsContentsQuery(isContentKind(kind) ? kind : undefined, pageParamOf('Sig.Ops.Contents', search))),
      loadNamespace('opsContent', contentStringFiles),
    ]);
  } else if (meta.screen === 'ops.content') {
    const id = params.id === 'new' ? null : orderIdParam(params.id);
    if (id === null && params.id !== 'new') throw notFound();
    data = Promise.all([
      id === null ? null : queryClient.ensureQueryData(opsContentQuery(id)),
      loadNamespace('opsContent', contentStringFiles),
      loadNamespace('uploads'),
    ]);
  } else if (meta.screen === 'ops.order') {
    const id = orderIdParam(params.id);
    if (id === null) throw notFound();
    data = queryClient.ensureQueryData(opsOrderQuery(id));
  } else if (meta.screen === 'ops.workOrders') {
    const search = new URL(request.url).searchParams;
    data = queryClient.ensureQueryData(opsWorkOrdersQuery(ticketStatusParam(search.get('status')), pageParamOf('Sig.Ops.WorkOrders', search)));
  } else if (meta.screen === 'ops.workOrder') {
    const id = orderIdParam(params.id);
    if (id === null) throw notFound();
    data = queryClient.ensureQueryData(opsWorkOrderQuery(id));
  } else if (meta.screen === 'ops.identities') {
    data = queryClient.ensureQueryData(opsIdentitiesQuery());
  } else {
    // The front page links to the content list under its own name.
    data = Promise.all([queryClient.ensureQueryData(opsQueuesQuery()), loadNamespace('opsContent', contentStringFiles)]);
    void queryClient.prefetchQuery(opsWorkOrdersQuery(undefined, 1));
    for (const queue of opsParcelQueues) void queryClient.prefetchQuery(opsParcelsQuery(queue));
    for (const status of ['pending', 'approved'] as const) void queryClient.prefetchQuery(opsHaulsQuery(status));
  }
  // Tickets share the shopper pages' ticket strings (statuses, categories) and the picture uploader's.
  const ticketStrings = meta.screen === 'ops.order' || meta.screen === 'ops.queue' ? [] : [loadNamespace('workOrder'), loadNamespace('uploads')];
  await Promise.all([loadNamespace('ops', stringFiles), ...ticketStrings, data.catch(notFoundOn404)]);
  return null;
};

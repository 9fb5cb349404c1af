import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { opsQueuesQuery } from './queries';

export async function loader() {
  await Promise.all([loadNamespace('ops'), queryClient.ensureQueryData(opsQueuesQuery())]);
  return null;
}

import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { identityQuery } from './queries';

export const loader: RouteLoader = () => Promise.all([loadNamespace('personal'), queryClient.ensureQueryData(identityQuery())]);

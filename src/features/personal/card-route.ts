import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { savedCardsQuery } from '../../lib/queries/saved-cards';

export const loader: RouteLoader = () => Promise.all([loadNamespace('personal'), queryClient.ensureQueryData(savedCardsQuery())]);

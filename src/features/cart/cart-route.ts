import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { cartQuery } from './queries';

// The cart, its update, change and remark pages all read the one cart answer.
export const loader: RouteLoader = () => Promise.all([loadNamespace('cart'), queryClient.ensureQueryData(cartQuery())]);

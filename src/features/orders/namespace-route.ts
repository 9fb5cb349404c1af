import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';

/** Pages with nothing to fetch but their strings. */
export const loader: RouteLoader = async () => {
  await loadNamespace('orders');
  return null;
};

import type { RouteLoader } from '../../app/route-loader';
import { loadOrderPage } from './route-loaders';

export const loader: RouteLoader = async ({ request }) => {
  await loadOrderPage(request);
  return null;
};

import type { RouteLoader } from '../../app/route-loader';
import { loadGroup } from './load-group';

export const loader: RouteLoader = async ({ request }) => {
  await loadGroup(request);
  return null;
};

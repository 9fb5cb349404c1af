import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { stringFiles } from './strings';

export const loader: RouteLoader = async () => {
  await loadNamespace('analytics', stringFiles);
  return null;
};

import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';

// The invite code's words live with the invite page's strings, not in the shell's (the home page's first load).
export const loader: RouteLoader = async () => {
  await loadNamespace('invite');
  return null;
};

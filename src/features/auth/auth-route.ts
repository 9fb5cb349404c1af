import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { widgetConfigQuery } from '../../lib/widget-config';

/** Login, register and reset forms: the captcha and social-login words and which implementations to use. */
export const loader: RouteLoader = async () => {
  await Promise.all([loadNamespace('account'), queryClient.ensureQueryData(widgetConfigQuery()).catch(() => null)]);
  return null;
};

import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { loadGloss } from '../../lib/gloss-load';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { cartQuery } from './queries';

// The cart, its update, change and remark pages all read the one cart answer (and the lines' glossary).
export const loader: RouteLoader = ({ request }) => Promise.all([loadNamespace('cart'), queryClient.ensureQueryData(cartQuery()), loadGloss(requestLanguage(request))]);

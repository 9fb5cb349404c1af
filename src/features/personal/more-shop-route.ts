import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';

// The directory itself is spec data; each marketplace's shops are fetched when its list is opened.
export const loader: RouteLoader = () => loadNamespace('personal');

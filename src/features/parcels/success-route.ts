import type { RouteLoader } from '../../app/route-loader';
import { loadParcelPage } from './parcel-page';

export const loader: RouteLoader = async ({ request }) => loadParcelPage(request);

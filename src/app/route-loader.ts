import type { LoaderFunctionArgs } from 'react-router';
import type { RouteMeta } from '../../generated/routes';

/**
 * A page's data loader, in a module of its own (`<feature>/<page>-route.ts`) that imports query options
 * and never the screen, so the router fetches it and the screen's chunk side by side. It gets the route's
 * meta (its marketplace, screen kind) besides the address; what it returns is unused (the cache holds the data).
 */
export type RouteLoader = (args: LoaderFunctionArgs, meta: RouteMeta) => unknown;

export interface RouteLoaderModule {
  loader: RouteLoader;
}

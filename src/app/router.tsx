import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routeNames, routes } from '../../generated/routes';
import { screens } from './screens';

/** One lazily loaded page per route of the generated table; the screen comes from the contract. */
export const routeObjects: RouteObject[] = routeNames.map((name) => {
  const meta = routes[name];
  return {
    id: name,
    path: meta.path,
    handle: meta,
    lazy: async () => ({ Component: (await screens[meta.screen]()).default }),
  };
});

export const router = createBrowserRouter([
  ...routeObjects,
  { path: '*', lazy: async () => ({ Component: (await screens.notFound()).default }) },
]);

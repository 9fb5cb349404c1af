import type { Screen } from './screens';

/** The home page, apart from the screen tables: its first paint needs no other page's chunk names. */
export const homeScreen: Screen = {
  component: () => import('../features/home/HomeScreen'),
  loader: () => import('../features/home/home-route'),
};

import { constants } from '../../generated/constants';
import { type RouteName, routes } from '../../generated/routes';

type Connection = { effectiveType?: string; saveData?: boolean };
type ScreenLoader = (screen: string) => Promise<unknown>;

const started = new Set<string>();
let inFlight = 0;
let loadScreen: ScreenLoader | null = null;

/** The app registers how to fetch a screen's chunk; shared code only asks for routes by name. */
export function registerScreenLoader(loader: ScreenLoader): void {
  loadScreen = loader;
}

export function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const slow = constants.navigation.slowConnections as readonly string[];
  return Boolean(connection?.saveData) || slow.includes(connection?.effectiveType ?? '');
}

/**
 * Loads a route's page chunk ahead of the click: a few at a time at most, and none on slow or
 * data-saving connections, where the bytes matter more than the wait.
 */
export function preloadRoute(name: RouteName): void {
  const screen = routes[name].screen;
  if (!loadScreen || started.has(screen) || inFlight >= constants.navigation.preloadQueueLimit || slowConnection()) return;
  started.add(screen);
  inFlight++;
  loadScreen(screen)
    .catch(() => started.delete(screen))
    .finally(() => inFlight--);
}

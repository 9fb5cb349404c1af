import { constants } from '../../../generated/constants';
import { buildId } from '../../config/env';
import { slowConnection } from '../../lib/preload';

let outdated = false;

async function check(): Promise<void> {
  try {
    const response = await fetch('/build.json', { cache: 'no-store' });
    if (!response.ok) return;
    const meta = (await response.json()) as { buildId?: string };
    if (meta.buildId && meta.buildId !== buildId) outdated = true;
  } catch {
    // Offline or between deploys: try again at the next interval.
  }
}

/**
 * Learns about newer builds: first a second after the app is ready (skipped on slow connections),
 * then every interval. The reload itself waits for the next navigation, never interrupting a page.
 */
export function watchBuilds(): () => void {
  if (import.meta.env.DEV) return () => {};
  const first = slowConnection() ? undefined : setTimeout(check, constants.build.manifestFetchDelayMs);
  const every = setInterval(check, constants.build.outdatedCheckIntervalMs);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

export function isOutdated(): boolean {
  return outdated;
}

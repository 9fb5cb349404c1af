import { constants } from '../../../generated/constants';

const key = 'chunk-reload-at';

/** A page chunk that fails to resolve usually means a new build replaced it: reload to get it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to resolve (async )?component|Unable to preload CSS/i.test(message);
}

/** Reloads at most once per guard interval, so a broken deploy cannot loop the page. */
export function reloadOnce(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (now - last < constants.navigation.reloadGuardMs) return false;
  sessionStorage.setItem(key, String(now));
  window.location.reload();
  return true;
}

import { type EditionId, editions, isEditionId } from '../../generated/editions';

/** The edition is fixed at build time; an unknown value fails the build in vite.config.ts. */
export const edition: EditionId = isEditionId(import.meta.env.EDITION) ? import.meta.env.EDITION : 'global';
export const editionConfig = editions[edition];
export const buildId: string = import.meta.env.BUILD_ID ?? 'dev';

/** Base host for API calls: runtime configuration, else the page's own origin. */
export function apiBase(): string {
  return (typeof window !== 'undefined' && window.__APP_CONFIG__?.apiBase) || '';
}

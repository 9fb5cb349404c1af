import { useMatches, useParams, useSearchParams } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import { contentTarget } from './content-route';

/** The piece the current content page shows (its loader already made sure there is one). */
export function useContentTarget() {
  const screen = (useMatches().at(-1)?.handle as RouteMeta | undefined)?.screen;
  const params = useParams();
  const [search] = useSearchParams();
  return contentTarget(screen, params, search)!;
}

import { type ComponentType, lazy, useMemo } from 'react';
import { useMatches } from 'react-router';
import type { RouteMeta, ScreenKind } from '../../../generated/routes';
import { pageModule } from './content-route';

const pages = new Map<ScreenKind | undefined, ComponentType>();
const pageOf = (screen: ScreenKind | undefined) => {
  if (!pages.has(screen)) pages.set(screen, lazy(() => pageModule(screen)));
  return pages.get(screen)!;
};

/** Every content page, picked by the route, each in a chunk of its own (page-modules.ts). */
export default function ContentPages() {
  const screen = (useMatches().at(-1)?.handle as RouteMeta | undefined)?.screen;
  const Page = useMemo(() => pageOf(screen), [screen]);
  return <Page />;
}

import { useMatches } from 'react-router-dom';
import type { RouteMeta } from '../../../generated/routes';

/** Stands in for pages whose screens arrive with later issues; names the route so it is testable. */
export default function PlaceholderScreen() {
  const match = useMatches().at(-1);
  const meta = match?.handle as RouteMeta | undefined;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16, maxWidth: 1200, marginInline: 'auto' }}>
      <h1 style={{ fontSize: 20 }}>{meta ? meta.name : 'Page Not Found'}</h1>
      <p>{meta ? `This page (${meta.path}) is not built yet.` : 'Page Not Found'}</p>
    </main>
  );
}

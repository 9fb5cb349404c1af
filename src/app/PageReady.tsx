import { type ReactNode, useEffect } from 'react';

/**
 * Marks a server-rendered page as React's (`<html data-ready>`) once its hydration is committed: before that
 * the page shows its markup but its buttons do nothing yet. It wraps the page on the server and in the
 * browser's hydration alike (src/entry-server.tsx, src/app/hydrate.ts), so both trees keep one shape.
 */
export function PageReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return children;
}

import { useEffect } from 'react';

/**
 * Marks the page as React's (`<html data-ready>`) once the first render or the hydration of a server-rendered
 * page is committed: before that, a server-rendered page shows its markup but its buttons do nothing yet.
 * Rendered beside the router on the server and in the browser, so both trees keep one shape.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

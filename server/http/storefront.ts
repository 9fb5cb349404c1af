// The built storefront (dist/): files as they are, and the SPA's index.html for every other GET path
// that is not a file, so client-side routes load on refresh. Hashed assets are cached for a year.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';

/** `render` answers the pages the server renders (server/http/render.ts) before the shell is served. */
export function mountStorefront(app: Hono, staticDir: string, render?: MiddlewareHandler): void {
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: staticDir, onFound: (_path, c) => { c.header('Cache-Control', 'no-cache'); } }));
  if (render) app.on(['GET', 'HEAD'], '*', render);
  const index = join(staticDir, 'index.html');
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    // A missing file (a path with an extension) is a 404, not the page: a broken asset link must show.
    if (/\.[A-Za-z0-9]+$/.test(c.req.path) || !existsSync(index)) return next();
    return serveStatic({ path: index, onFound: (_path, ctx) => { ctx.header('Cache-Control', 'no-cache'); } })(c, next);
  });
}

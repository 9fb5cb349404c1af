// The built storefront (dist/): files as they are, and the SPA's index.html for every other GET path
// that is not a file, so client-side routes load on refresh. Hashed assets are cached for a year.
// The build writes a brotli (.br) and a gzip (.gz) copy beside every sizeable text file
// (build/precompress.ts); the one the caller accepts is sent, br first, with Content-Encoding.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { isFilePath } from './file-path';

const precompressedSuffix = /\.(?:br|gz)$/;

// serveStatic names Accept-Encoding in Vary only when it sent a compressed copy; a cache must also know
// that the plain answer is only for callers that accept neither.
function varyIfPrecompressed(path: string, c: Context) {
  if (!precompressedSuffix.test(path) && (existsSync(`${path}.br`) || existsSync(`${path}.gz`))) c.header('Vary', 'Accept-Encoding', { append: true });
}

/** `render` answers the pages the server renders (server/http/render.ts) before the shell is served. */
export function mountStorefront(app: Hono, staticDir: string, render?: MiddlewareHandler): void {
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (path, c) => {
        varyIfPrecompressed(path, c);
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const noCache = (path: string, c: Context) => {
    varyIfPrecompressed(path, c);
    c.header('Cache-Control', 'no-cache');
  };
  // Pages before files: to serveStatic `/` is index.html, which the render fills for home (its code named).
  if (render) app.on(['GET', 'HEAD'], '*', render);
  app.use('*', serveStatic({ root: staticDir, precompressed: true, onFound: noCache }));
  const index = join(staticDir, 'index.html');
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    // A missing file (a path with an extension) is a 404, not the page: a broken asset link must show.
    if (isFilePath(c.req.url) || !existsSync(index)) return next();
    return serveStatic({ path: index, precompressed: true, onFound: noCache })(c, next);
  });
}

// The server render's build: `vite build --config vite.ssr.config.ts` after the browser's build, into
// <OUT_DIR>/server/entry-server.js, which the server loads (server/http/render.ts). The browser's modules that
// keep per-visitor state in singletons (the query cache, the language, the cookies) are swapped for ones that
// keep it per request (src/ssr/).
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const swaps = new Map([
  [source('./src/lib/query-client.ts'), source('./src/ssr/query-client.ts')],
  [source('./src/lib/i18n.ts'), source('./src/ssr/i18n.ts')],
  [source('./src/lib/cookies.ts'), source('./src/ssr/cookies.ts')],
]);

function perRequestModules(): Plugin {
  return {
    name: 'per-request-modules',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!importer || importer.includes('/src/ssr/')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved ? (swaps.get(resolved.id) ?? null) : null;
    },
  };
}

export default mergeConfig(
  base,
  defineConfig({
    plugins: [perRequestModules()],
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: `${process.env.OUT_DIR ?? 'dist'}/server`,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: true } },
    },
  }),
);

/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { editionPages, editions, isEditionId } from './generated/editions.ts';

// EDITION=global|china|analytics picks the edition a build serves; it is fixed into the bundle.
const edition = process.env.EDITION ?? 'global';
if (!isEditionId(edition)) {
  throw new Error(`EDITION must be one of ${Object.keys(editions).join(', ')}; got "${edition}"`);
}
const buildId = `${edition}-${Date.now().toString(36)}`;

// `npm run dev` runs the API on API_PORT; calls (`/api/<name>` and `/?n=<name>`) go there.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

// The app's own modules that the entry and the home page load and lazy screens share as well. Left to the
// automatic split each would be a chunk of its own (a dozen requests of a few hundred bytes, each with its
// own import list and compressed apart); together they are one request and compress better. Only modules
// of the first load belong here: anything else would be fetched with it.
const shell = /[\\/](generated[\\/](runtime|routes|sites|editions|languages|api[\\/]call|constants[\\/](request|cookies|device|storage|money|home))|src[\\/](lib[\\/](cookies|cookie-lifetime|md5|device|api[\\/](transport|client)|i18n|price|session|query-client)|config[\\/]env|components[\\/](page-title|goods[\\/]offered-sites|ui[\\/](cx|Image))))\.tsx?$|i18next-resources-to-backend/;

const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query)|zustand)[\\/]/;

/** Writes build.json, which running pages poll to learn that a newer build is out. */
function buildMeta(): Plugin {
  return {
    name: 'build-meta',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId, edition }) });
    },
  };
}

// A lazy chunk's preload list names every chunk it imports, so the router fetches them alongside it. The
// chunks the entry imports statically are in the page already; listing them again in every one of those
// lists (which all ship in the entry) only makes the first load heavier with each screen added.
const loadedWithEntry = new Set<string>();
function entryChunks(): Plugin {
  return {
    name: 'entry-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loadedWithEntry.has(file) || chunk?.type !== 'chunk') return;
          loadedWithEntry.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), buildMeta(), entryChunks(), precompress()],
  // Static files copied as they are (the editions' image placeholders) live with the sources.
  publicDir: 'src/public',
  define: {
    'import.meta.env.EDITION': JSON.stringify(edition),
    'import.meta.env.BUILD_ID': JSON.stringify(buildId),
    // A constant, so an edition that serves every page drops the code that picks pages (and the list).
    'import.meta.env.EDITION_PAGES': JSON.stringify(editionPages[edition] ?? null),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => {
        return hostType === 'js' ? deps.filter((dep) => !loadedWithEntry.has(dep)) : deps;
      },
    },
    outDir: process.env.OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // Every page needs the framework at first load. Left to the automatic split it lands in chunks cut by
        // which lazy modules reach which library (a route loader reaches i18next through the API client but
        // not the router), each compressed on its own; one chunk is smaller and steadier.
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 2 },
            { name: 'shell', test: shell, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // Test files share their worker's module cache: importing the server afresh for each of two hundred
    // files cost about four seconds a file, most of the suite's time, and no test relies on a fresh module
    // (each starts its own server over its own database). Two workers on two cores, where vitest's default
    // is one fewer than the cores: the API tests wait on their server as often as they compute.
    isolate: false,
    maxWorkers: 2,
    // Not a time budget: on a busy machine a test takes several times as long, and one that passes quiet must
    // pass there too (a 30 s budget failed the generator's copy-of-the-project test beside stress-ng). These
    // only end a test or a hook (a server started with its seed, a copy of the project built) that hangs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // How long a state polled for may take to come before it is taken to never come (the default is 1 s).
    expect: { poll: { timeout: 30_000 } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/': { target: api },
      // Goods pictures drawn by the server (server/catalog/images.ts).
      '/img/goods/': { target: api },
      // The local test gateway's card tokens and 3-D Secure page (server/payments/test-gateway).
      '/test-gateway/': { target: api },
      '^/\\?(?:.*&)?n=': { target: api },
    },
  },
});

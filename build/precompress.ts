// Writes a brotli (.br, highest quality) and a gzip (.gz, level 9) copy beside every text file of the
// build above a kilobyte, once at build time, so the server sends them without compressing per request
// (server/http/storefront.ts picks the one the caller accepts). A copy no smaller than its file is not kept.
import { readFile, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const textFile = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

/** Compresses every text file under dir; returns how many files got copies. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => textFile.test(f));
  let done = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
        gzipAsync(body, { level: 9 }),
      ]);
      for (const [suffix, copy] of [['.br', br], ['.gz', gz]] as const) {
        // A stale copy from an earlier build must not outlive its file.
        if (copy.byteLength < body.byteLength) await writeFile(file + suffix, copy);
        else await unlink(file + suffix).catch(() => {});
      }
      done++;
    }),
  );
  return done;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let browserBuild = true;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // A server-side bundle is read from disk by the server, never sent.
      browserBuild = !config.build.ssr;
    },
    // After every file (the bundle and the public directory) is written.
    async closeBundle() {
      if (browserBuild) await precompressDir(outDir);
    },
  };
}

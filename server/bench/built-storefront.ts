// The built storefront served for a browser bench: its own build (unless one is named), served by the real
// server in its own process on a free port, over a fresh seeded SQLite file, with production settings and
// the test stand-ins allowed (a demonstration: the seed's hauls and the notice such a store carries are
// measured with the rest). bench:lighthouse and bench:page-load measure the same store this way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GoodsListItem, SearchResult } from '../../generated/api/schemas';

/** Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network. */
export const benchChromium = {
  path: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  flags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** The keyword whose search both benches load (the seed has pages of it on every marketplace). */
export const benchKeyword = 'ポケモン';

export interface BuiltStorefront {
  base: string;
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// `npm run build`: the browser's build, then the server render's, which search and detail pages need. A
// build of the bench's own, so that a run never swaps the files under another server of the same checkout.
function build(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '--', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, EDITION: 'global', OUT_DIR: outDir } });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (exit ${code})`))));
  });
}

/** Serves `given` (a build folder), or a build of its own in `ownDir`; the server starts once the files are made. */
export async function startBuiltStorefront(given: string | undefined, ownDir: string): Promise<BuiltStorefront> {
  const outDir = given ?? ownDir;
  const [port] = await Promise.all([freePort(), given ? undefined : build(outDir)]);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  // node itself (not npx) so that killing the child stops the server; the identity key is as throwaway as the data.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: outDir, EDITION: 'global', NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', LOG_LEVEL: 'warn',
      IDENTITY_KEY: randomBytes(32).toString('hex'), SECURE_COOKIES: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(base)) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)));
  });
  return { base, stop };
}

/** A goods item of the seed, found the way the storefront finds it. */
export async function seededItem(base: string): Promise<GoodsListItem> {
  const query = new URLSearchParams({ n: 'Sig.Front.SubSite.App.Search', from: 'INTERNATIONAL', isNew: '1', language: 'en', deviceId: 'pc_bench', keyword: benchKeyword, site: 'mercari', hideSoldOut: 'true' });
  const body = (await (await fetch(`${base}/?${query}`)).json()) as { code: number; data: SearchResult };
  const item = body.data?.items?.[0];
  if (body.code !== 200 || !item) throw new Error(`no seeded item to measure (search answered ${body.code})`);
  return item;
}

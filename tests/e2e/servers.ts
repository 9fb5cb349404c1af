// Builds the storefront for each edition and starts the real server for it on a free loopback port,
// with its own fresh SQLite file. No part of the backend is mocked.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase, sqliteFile } from '../../server/db/connect';
import { endTogether } from '../../server/test/auction-fixtures';

export type Edition = 'global' | 'china' | 'analytics';

export interface RunningServer {
  edition: Edition;
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function buildEdition(edition: Edition): string {
  const outDir = edition === 'global' ? 'dist' : `dist-${edition}`;
  // The pages, then the server render into <outDir>/server.
  for (const extra of [[], ['--config', 'vite.ssr.config.ts']]) {
    const result = spawnSync('npx', ['vite', 'build', ...extra, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, EDITION: edition, OUT_DIR: outDir },
    });
    if (result.status !== 0) throw new Error(`building the ${edition} edition failed`);
  }
  return join(root, outDir);
}

/**
 * A copy of a build in a folder of its own, which nothing but the caller writes or removes. It stays inside the
 * project: the server render's bundle imports its packages by name, found in the project's node_modules.
 */
export function snapshotBuild(dist: string): string {
  const parent = join(root, 'node_modules', '.cache', 'e2e-builds');
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(join(parent, 'build-'));
  cpSync(dist, copy, { recursive: true });
  return copy;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // A bound for a server that never comes up, not a budget: a busy machine seeds more slowly.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/build.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within 5 minutes:\n${log()}`);
}

/** `env` adds to the server's environment (a spec's own server pointed at a provider's replica). */
export async function startServer(edition: Edition, staticDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-${edition}-`));
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // Behind one load balancer, as in production (TRUST_PROXY=1): each test's browser says which network
    // its shopper is on (fixtures.ts), so the per-address limits on codes and logins count per shopper,
    // not for the whole run from 127.0.0.1. Warnings and errors only: a line per request would pile up in `output`.
    // PUBLIC_URL is the address the browser uses: the server sends it back there after 3-D Secure, and
    // localhost (the default) would be another site to the browser's cookies. The job runner looks for due
    // jobs every half second instead of every five: a test waiting for an alert or a message waits for that.
    // A catalog of 20,000 made-up goods (the default start makes 100,000, seeded by every server at start-up
    // while the tests wait) holds over a thousand per marketplace, more than any page or search asks for.
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, STATIC_DIR: staticDir, EDITION: edition, TRUST_PROXY: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', JOBS_POLL_MS: '500', SEED_GOODS: '20000', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitUntilUp(url, child, () => output);
  return {
    edition,
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The newest mail to this address in the server's outbox, as `npm run mail:outbox` prints it, read straight
 * from the server's SQLite file (read-only, beside the running server): the command starts Node with tsx and
 * the migrations each time, seconds per code on a busy machine, and every sign-up of the suite reads one.
 */
export function latestMail(dataDir: string, email: string): string {
  const database = new SQLite(sqliteFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    const mail = database.prepare('SELECT recipient, subject, body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(email) as
      | { recipient: string; subject: string; body: string }
      | undefined;
    if (!mail) throw new Error(`no mail to ${email} in ${dataDir}`);
    return `to ${mail.recipient}\n  ${mail.subject}\n  ${mail.body.replaceAll('\n', '\n  ')}`;
  } finally {
    database.close();
  }
}

export function latestCode(dataDir: string, email: string): string {
  const mail = latestMail(dataDir, email);
  const code = mail.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the last mail to ${email}:\n${mail}`);
  return code;
}

/**
 * Brings a running server's auction to its end a second from now, on the server's own database: a test
 * takes its steps on a long auction, however long a busy machine needs for them, and then lets it end.
 */
export async function endAuctionSoon(dataDir: string, site: string, externalId: string): Promise<void> {
  const { db, close } = openDatabase({ dataDir, databaseUrl: null });
  try {
    const goods = await db.selectFrom('goods').select('id').where('site', '=', site).where('external_id', '=', externalId).executeTakeFirstOrThrow();
    await endTogether(db, [goods.id], Date.now() + 1000);
  } finally {
    await close();
  }
}

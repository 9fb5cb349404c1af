// A throwaway PostgreSQL cluster for `npm test`: found on the machine, or installed from Debian's
// `postgresql` package when running as root; started in a temp dir on a free loopback port; always
// stopped and removed afterwards. Plain JavaScript so tests/run.mjs can run it before anything builds.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** Installs Debian's postgresql when its binaries are missing; null (with the reason) when it cannot. */
export function ensurePostgres() {
  let bin = findBinDir();
  if (bin) return { bin };
  if (!isRoot) return { skip: 'PostgreSQL binaries are missing and installing them needs root' };
  console.log('Installing PostgreSQL (apt-get install postgresql)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  sh('apt-get', ['update', '-qq'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  sh('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  bin = findBinDir();
  return bin ? { bin } : { skip: 'apt-get installed postgresql but no pg_ctl was found under /usr/lib/postgresql' };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; returns its DATABASE_URL and a stop() that is safe to call more than once. */
export async function startCluster(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  // PostgreSQL refuses to run as root; the Debian package made the postgres user for it.
  const asPostgres = (tool, args) => (isRoot ? sh('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : sh(join(bin, tool), args));
  if (isRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      spawnSync(isRoot ? 'runuser' : join(bin, 'pg_ctl'), [...(isRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []), '-D', data, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // C collation (byte order), but a UTF-8 character classification: pg_trgm only makes trigrams of
    // letters it recognises, and in the plain C locale Japanese has none.
    asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    running = true;
    asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'storefront_test']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/storefront_test`, stop };
}

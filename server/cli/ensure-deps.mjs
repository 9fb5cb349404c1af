// Installs the npm dependencies when node_modules is missing or was installed from another lockfile, so
// that `npm start` and `npm test` work on a fresh clone without a separate `npm install`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, statSync, writeFileSync } from 'node:fs';

// The lockfile's hash as of the last install. Content, not modification times: a checkout or merge that
// rewrites an unchanged lockfile must not wipe and reinstall node_modules.
const installedLock = 'node_modules/.installed-lock-hash';

function lockHash(lock) {
  return existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'none';
}

export function ensureDependencies() {
  // A node_modules linked from another checkout (git worktrees sharing one install) is kept up to date
  // where it lives: `npm ci` here would empty it for every checkout that shares it.
  if (existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink()) return;
  const marker = 'node_modules/.package-lock.json';
  const lock = 'package-lock.json';
  const hash = lockHash(lock);
  const installed = existsSync(installedLock) ? readFileSync(installedLock, 'utf8').trim() : null;
  if (existsSync(marker) && installed === hash) return;
  // Installed by hand (npm ci/install): current unless the lockfile is newer than that install.
  if (existsSync(marker) && installed === null && statSync(lock).mtimeMs <= statSync(marker).mtimeMs + 1000) {
    writeFileSync(installedLock, hash);
    return;
  }
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', [existsSync(lock) ? 'ci' : 'install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Dependency installation failed.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(installedLock, hash);
}

/** Runs a command with inherited output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * The browser tests drive Debian's Chromium (never a downloaded browser). Installs it when missing
 * and this process may (root, apt available); otherwise says why the browser tests cannot run.
 */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return { path };
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) {
    return { skip: `no Chromium at ${path}, and installing it needs root and apt-get` };
  }
  console.log('Installing Chromium from Debian (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync(path)) return { skip: 'apt-get install chromium failed' };
  return { path };
}

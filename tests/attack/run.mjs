// `npm run test:attack`: the attack and fault suite, step by step, stopping at the first failure.
// `--fast` leaves out the steps marked slow (what `npm test` runs); `--only <title part>` runs matching steps;
// `--postgres` runs them on a throwaway PostgreSQL cluster instead of SQLite.
// A step is a title, a command, and optionally `slow` and a `prepare` that installs what it needs.
import { spawnSync } from 'node:child_process';
import { ensureDependencies, run } from '../../server/cli/ensure-deps.mjs';
import { ensurePostgres, startCluster } from '../../server/test/pg-cluster.mjs';

/** Installs Debian packages whose commands are missing (root and apt-get needed), as ensureChromium does. */
function ensureDebian(commands) {
  const missing = commands.filter((c) => spawnSync('which', [c]).status !== 0);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(`✗ ${missing.join(' and ')} missing, and installing them needs root and apt-get.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian (apt-get install)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

const vitest = (file, config = ['-c', 'tests/attack/vitest.config.ts']) => ['npx', 'vitest', 'run', ...config, file];

const steps = [
  { title: 'fuzz every operation (fast-check)', command: vitest('tests/attack/fuzz.test.ts') },
  { title: 'access matrix (shopper B and logged out on shopper A’s objects)', command: vitest('tests/attack/access.test.ts') },
  { title: 'security headers on every kind of answer', command: vitest('server/test/security-headers.test.ts', []) },
  // Every rendered route with hostile text in each part of its address: size and CPU time against a plain twin.
  // It builds the storefront first (about 10 s) unless ATTACK_RENDER_DIST names a build (`npm test` does).
  { title: 'rendered routes (hostile addresses: page size and work)', command: vitest('tests/attack/rendered.test.ts') },
  // kill -9 inside each money flow, a full disk (a real tmpfs, so root), PostgreSQL restarted under load: about
  // two minutes. Each part needs what it names (root for the tmpfs, Debian's postgresql for the restart).
  { title: 'faults (kill -9 in money flows, full disk, PostgreSQL restart)', slow: true, command: ['npx', 'tsx', 'tests/attack/faults.ts'] },
  // Two server processes on one PostgreSQL, 50 shoppers for 10 s: no error, no double charge, no double job.
  { title: 'shoppers on two processes over one PostgreSQL', slow: true, command: ['npx', 'tsx', 'tests/attack/load.ts'], env: { LOAD_SERVERS: '2', LOAD_SHOPPERS: '50', LOAD_SECONDS: '10', SEED_GOODS: '2000' } },
  // About two and a half minutes: sqlmap on five calls, then wapiti for under a minute.
  { title: 'sqlmap and wapiti', slow: true, prepare: () => ensureDebian(['sqlmap', 'wapiti']), command: ['npx', 'tsx', 'tests/attack/scanners.ts'] },
];

const fast = process.argv.includes('--fast');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;

ensureDependencies();
let env = process.env;
if (process.argv.includes('--postgres')) {
  const found = ensurePostgres();
  if (found.skip) {
    console.error(`✗ ${found.skip}.`);
    process.exit(1);
  }
  const cluster = await startCluster(found.bin);
  process.on('exit', cluster.stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
  env = { ...process.env, DATABASE_URL: cluster.url };
}
const started = Date.now();
for (const step of steps) {
  if ((fast && step.slow) || (only && !step.title.includes(only))) continue;
  console.log(`\n▶ attack: ${step.title}`);
  step.prepare?.();
  const [command, ...args] = step.command;
  run(command, args, { env: { ...env, ...step.env } });
}
console.log(`\nAttack suite passed in ${Math.round((Date.now() - started) / 1000)} s.`);

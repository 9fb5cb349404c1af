// `npm test`: installs what is missing, then runs every check in order and stops at the first failure.
// The API suite (server/) runs twice: on SQLite, then on a throwaway PostgreSQL cluster.
import { spawnSync } from 'node:child_process';
import { ensurePostgres, startCluster } from '../server/test/pg-cluster.mjs';
import { ensureChromium, ensureDependencies, run } from '../server/cli/ensure-deps.mjs';

ensureDependencies();

const steps = [
  ['typecheck (browser, server, generator and test projects)', ['npx', 'tsc', '-b', 'tsconfig.build.json']],
  ['lint (hooks rules, unused code)', ['npx', 'oxlint', '--deny-warnings']],
  ['dead code: unused files, exports and dependencies (knip.json)', ['npx', 'knip']],
  ['generated code is current', ['npx', 'tsx', 'generator/cli.ts', '--check']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
];

for (const [title, [command, ...args]] of steps) {
  console.log(`\n▶ ${title}`);
  run(command, args);
}

// The build every later step serves (the rendered routes' attack, the browser tests), made once.
console.log('\n▶ home page first-load JavaScript (budget)');
run('node', ['tests/size.mjs', '--build']);

// The attack suite's fast parts (fuzz, access matrix, security headers, rendered routes on that build) and its
// faults: kill -9 inside every money flow, a full disk, PostgreSQL restarted under load (about two minutes).
// sqlmap and wapiti, and the two-process shopper load, would add about four minutes more to a run already
// long, so they run in `npm run test:attack` only.
console.log('\n▶ attack suite');
run('node', ['tests/attack/run.mjs', '--fast'], { env: { ...process.env, ATTACK_RENDER_DIST: 'dist' } });
run('node', ['tests/attack/run.mjs', '--only', 'faults']);

console.log('\n▶ API tests on PostgreSQL');
if (process.env.SKIP_POSTGRES === '1') {
  console.log('Skipped: SKIP_POSTGRES=1.');
} else {
  const found = ensurePostgres();
  if (found.skip) {
    console.log(`Skipped: ${found.skip}. Run as root, or install postgresql, to test on PostgreSQL.`);
  } else {
    const cluster = await startCluster(found.bin);
    // Stopped on every way out, the failing one included.
    process.on('exit', cluster.stop);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
    const result = spawnSync('npx', ['vitest', 'run', 'server/'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } });
    cluster.stop();
    if (result.status !== 0) {
      console.error('\n✗ the API tests failed on PostgreSQL.');
      process.exit(result.status ?? 1);
    }
  }
}

const chromium = ensureChromium();
if (chromium.skip) {
  // Not silently green: the run fails, saying what is missing.
  console.error(`✗ ${chromium.skip}.`);
  process.exit(1);
}

console.log('\n▶ browser tests (Chromium)');
// On the global build the size step made (the china and analytics editions are built by the suite).
run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], { env: { ...process.env, CHROMIUM_PATH: chromium.path, E2E_GLOBAL_DIST: 'dist' } });

console.log('\nAll checks passed.');

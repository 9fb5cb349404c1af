// `npm test`: installs what is missing, then runs every check and stops at the first failure. No step
// judges speed: a busy machine must pass as a quiet one does (speed is `npm run bench:*`).
// Three stages of two lanes (tests/lanes.mjs); the table printed at the end says where the time went.
import { ensurePostgres, startCluster } from '../server/test/pg-cluster.mjs';
import { ensureChromium, ensureDependencies } from '../server/cli/ensure-deps.mjs';
import { printTimings, stage } from './lanes.mjs';
import { postgresExcluded } from './postgres-suites.mjs';

ensureDependencies();
const chromium = ensureChromium();
if (chromium.skip) {
  // Not silently green: the run fails, saying what is missing.
  console.error(`✗ ${chromium.skip}.`);
  process.exit(1);
}

// Each edition's pages and server render, made once: the size step reads the global one, the rendered
// routes' attack and the browser tests serve all three.
const build = (edition, outDir) => ({
  title: `build the ${edition} edition (${outDir})`,
  command: ['sh', '-c', 'npx vite build --logLevel warn && npx vite build --config vite.ssr.config.ts --logLevel warn'],
  env: { EDITION: edition, OUT_DIR: outDir },
});

await stage(
  [{ title: 'unit and API tests (SQLite)', command: ['npx', 'vitest', 'run'] }],
  [
    { title: 'typecheck (browser, server, generator and test projects)', command: ['npx', 'tsc', '-b', 'tsconfig.build.json'] },
    { title: 'lint (hooks rules, unused code)', command: ['npx', 'oxlint', '--deny-warnings'] },
    { title: 'dead code: unused files, exports and dependencies (knip.json)', command: ['npx', 'knip'] },
    { title: 'generated code is current', command: ['npx', 'tsx', 'generator/cli.ts', '--check'] },
    build('global', 'dist'),
    { title: 'home page first-load JavaScript (budget)', command: ['node', 'tests/size.mjs'] },
    build('china', 'dist-china'),
    build('analytics', 'dist-analytics'),
  ],
);

let cluster = null;
const postgres = ensurePostgres();
const onPostgres = {
  title: 'API tests on PostgreSQL (the suites where the database matters: tests/postgres-suites.mjs)',
  command: ['npx', 'vitest', 'run', 'server/', ...postgresExcluded.flatMap((file) => ['--exclude', file])],
  async before() {
    cluster = await startCluster(postgres.bin);
    // Stopped on every way out, the failing one included.
    process.on('exit', () => cluster?.stop());
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
    return { DATABASE_URL: cluster.url };
  },
  after() {
    cluster?.stop();
    cluster = null;
  },
};
if (postgres.skip) console.log(`(PostgreSQL skipped: ${postgres.skip}. Run as root, or install postgresql, to test on PostgreSQL.)`);

await stage(
  postgres.skip ? [] : [onPostgres],
  [
    // The attack suite's fast parts: fuzz every operation, the access matrix, hostile addresses on the rendered
    // routes of the build above. Security headers are in the API tests already.
    // The folder is named because the attack config adds its files to the project's include (mergeConfig joins
    // the lists): without it the run would be every unit test again.
    {
      title: 'attack: fuzz, access matrix, rendered routes',
      command: ['npx', 'vitest', 'run', '-c', 'tests/attack/vitest.config.ts', 'tests/attack/'],
      env: { ATTACK_RENDER_DIST: 'dist' },
    },
    // kill -9 inside every money flow, a full disk, PostgreSQL restarted under load. sqlmap and wapiti, and
    // the two-process shopper load, run in `npm run test:attack` only.
    { title: 'attack: faults (kill -9 in money flows, full disk, PostgreSQL restart)', command: ['npx', 'tsx', 'tests/attack/faults.ts'] },
  ],
);

await stage([
  {
    title: 'browser tests (Chromium)',
    command: ['npx', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
    env: { CHROMIUM_PATH: chromium.path, E2E_GLOBAL_DIST: 'dist', E2E_CHINA_DIST: 'dist-china', E2E_ANALYTICS_DIST: 'dist-analytics' },
  },
]);

printTimings();
console.log('\nAll checks passed.');

// npm run bench:analytics — seeds a fresh SQLite file with a year of analytics data (server/analytics/
// seed-year.ts: accounts, orders, refunds, failed purchases, search/detail/cart/pay events), then times
// each panel's queries, in process, for the last 30, 90 and 365 days: BENCH_RUNS runs each (default 7)
// after one warm-up, p50 and max printed beside the 200 ms target. Exit 1 when a p50 misses it.
// DATABASE_URL benchmarks PostgreSQL instead (in a throwaway schema); BENCH_DAYS seeds fewer days.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { accountsPanel, funnelPanel, refundsPanel, salesPanel, searchesPanel } from '../analytics/panels';
import { type DayRange, dayRange } from '../analytics/range';
import { seedAnalyticsYear } from '../analytics/seed-year';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { constants } from '../../generated/constants';

const targetMs = 200;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const seedDays = Number(process.env.BENCH_DAYS ?? 365);
const ranges = [30, 90, 365];

const dataDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
const databaseUrl = process.env.DATABASE_URL || null;
const schema = databaseUrl ? `bench_analytics_${process.pid}` : null;
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
}
const config = loadConfig({ ...process.env, NODE_ENV: 'development' }, { dataDir, databaseUrl, databaseSchema: schema });
const handle = openDatabase(config);
const panels = {
  sales: salesPanel,
  funnel: (db: typeof handle.db, r: DayRange) => funnelPanel(db, handle.dialect, r),
  searches: (db: typeof handle.db, r: DayRange) => searchesPanel(db, handle.dialect, r),
  accounts: accountsPanel,
  refunds: refundsPanel,
};
let failed = false;
try {
  await migrate(handle.db, handle.dialect, () => {});
  console.log(`Seeding ${seedDays} days into ${handle.location}…`);
  const started = performance.now();
  const now = Date.now();
  const counts = await seedAnalyticsYear(handle.db, { now, days: seedDays, report: (line) => console.log(line) });
  console.log(
    `Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.users.toLocaleString('en')} accounts, ${counts.orders.toLocaleString('en')} orders, ` +
      `${counts.refunds.toLocaleString('en')} refunds, ${counts.failures.toLocaleString('en')} failed purchases, ${counts.events.toLocaleString('en')} events ` +
      `(${counts.searches.toLocaleString('en')} searches)\n`,
  );

  // A PostgreSQL database in use has planner statistics (autovacuum analyses changed tables); a fresh
  // schema has none until then. SQLite's panels name their indexes and need none.
  if (handle.dialect === 'postgres') await sql`analyze`.execute(handle.db);
  const today = new Date(now + constants.analytics.dayOffsetHours * 3_600_000).toISOString().slice(0, 10);
  const back = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  console.log(`${handle.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${runs} runs after a warm-up; target: each panel under ${targetMs} ms\n`);
  console.log('| panel | range | p50 ms | max ms | target |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const [name, panel] of Object.entries(panels)) {
    for (const days of ranges) {
      const range = dayRange(back(days), today);
      await panel(handle.db, range);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await panel(handle.db, range);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p50 = times[Math.floor(times.length / 2)]!;
      const max = times.at(-1)!;
      const ok = p50 < targetMs;
      if (!ok) failed = true;
      console.log(`| ${name} | ${days} days | ${p50.toFixed(1)} | ${max.toFixed(1)} | ${ok ? (max < targetMs ? 'met' : 'p50 met') : 'MISSED'} (< ${targetMs}) |`);
    }
  }
} finally {
  await handle.close();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;

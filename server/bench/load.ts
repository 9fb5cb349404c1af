// npm run bench:load — search under load: autocannon, 200 connections for 15 s each, against a server
// started for the run (its own process, a fresh SQLite file seeded with the 100,000 goods,
// NODE_ENV=production): the bare /healthz route as the baseline, one popular keyword (ポケモン) asked by
// everyone, and a mix of keywords, marketplaces, sorts and pages. Prints req/s, p50, p99, timeouts and
// errors of each, and whether the goal holds on the searches (no timeout, p99 at most 300 ms).
// Each route gets BENCH_WARMUP (3) s of the same load first, not counted. BENCH_SECONDS, BENCH_CONNECTIONS
// and BENCH_TIMEOUT (s) change the load; SEARCH_WORKERS the server's
// search threads (0: searches on the event loop); DATABASE_URL benchmarks PostgreSQL (a throwaway schema).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const timeout = Number(process.env.BENCH_TIMEOUT ?? 10);
const warmUp = Number(process.env.BENCH_WARMUP ?? 3);
const goalP99 = 300;

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const databaseUrl = process.env.DATABASE_URL || null;
const schema = databaseUrl ? `bench_load_${process.pid}` : null;
const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
if (admin) {
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
}
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-load-'));
const started = Date.now();
// node itself (not npx) so that killing the child stops the server.
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    // Production settings with the test stand-ins allowed (a demonstration): only searches are measured.
    ...process.env, PORT: String(port), DATA_DIR: dataDir, SERVE_STATIC: '0', NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', LOG_LEVEL: 'warn', SEED_GOODS: process.env.SEED_GOODS ?? '100000',
    IDENTITY_KEY: process.env.IDENTITY_KEY ?? randomBytes(32).toString('hex'), ...(schema ? { DATABASE_SCHEMA: schema } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', resolve));
let cleaned = false;
const cleanUp = async () => {
  if (cleaned) return;
  cleaned = true;
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
};
process.on('exit', () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const base = `http://127.0.0.1:${port}`;
await new Promise<void>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes(base)) resolve();
  });
  child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)));
});
console.log(`Server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${databaseUrl ? 'PostgreSQL' : 'SQLite'}, SEARCH_WORKERS=${process.env.SEARCH_WORKERS ?? 'default'}).`);

const search = (params: Record<string, string>) => `/?${new URLSearchParams({ n: 'Sig.Front.SubSite.App.Search', from: 'INTERNATIONAL', isNew: '0', language: 'en', deviceId: 'pc_bench', ...params })}`;
// Popular searches as a crowd asks them: a few keywords, on all marketplaces or one, several sorts and pages.
const mix = ([
  { keyword: 'ポケモン' }, { keyword: 'ポケモン', page: '2' }, { keyword: 'ポケモンカード 151' }, { keyword: 'ヴィトン', sort: 'priceAsc' },
  { keyword: 'nike', site: 'mercari' }, { keyword: 'スニーカー', hideSoldOut: 'true' }, { keyword: '財布' }, { keyword: 'seiko 自動巻き' },
  { keyword: 'フィギュア', sort: 'newest' }, { keyword: 'iphone', site: 'yahoo', sort: 'priceDesc' }, { keyword: 'ゼルダ' }, { keyword: 'ps5 ソフト' },
] as Record<string, string>[]).map((p) => search(p));

const targets = [
  { label: 'bare JSON (/healthz)', requests: [{ path: '/healthz' }], search: false },
  { label: 'Search ポケモン', requests: [{ path: search({ keyword: 'ポケモン' }) }], search: true },
  { label: `Search, ${mix.length} keywords mixed`, requests: mix.map((path) => ({ path })), search: true },
];

interface Row { label: string; rps: number; p50: number; p99: number; timeouts: number; errors: number; search: boolean }
const rows: Row[] = [];
try {
  for (const target of targets) {
    process.stdout.write(`${target.label}: ${warmUp} s of warm-up, then ${seconds} s at ${connections} connections…\n`);
    // Steady state is measured: the first seconds of a route compile its code paths and fill the cache.
    await autocannon({ url: base, requests: target.requests, connections, duration: warmUp, timeout });
    const result = await autocannon({ url: base, requests: target.requests, connections, duration: seconds, timeout });
    rows.push({
      label: target.label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
      timeouts: result.timeouts, errors: result.errors - result.timeouts + result.non2xx, search: target.search,
    });
  }
} finally {
  await cleanUp();
}

const [baseline] = rows;
const width = Math.max(...rows.map((r) => r.label.length)) + 2;
console.log(`\n${'route'.padEnd(width)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs bare'.padStart(9)}${'timeouts'.padStart(10)}${'errors'.padStart(8)}`);
for (const row of rows) {
  const ratio = baseline!.rps > 0 ? `${((row.rps / baseline!.rps) * 100).toFixed(0)} %` : '-';
  console.log(`${row.label.padEnd(width)}${row.rps.toFixed(0).padStart(9)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${ratio.padStart(9)}${String(row.timeouts).padStart(10)}${String(row.errors).padStart(8)}`);
}
const searches = rows.filter((r) => r.search);
const met = searches.every((r) => r.timeouts === 0 && r.errors === 0 && r.p99 <= goalP99);
console.log(`\nGoal (searches: 0 timeouts at ${timeout} s, no errors, p99 ≤ ${goalP99} ms at ${connections} connections): ${met ? 'met' : 'NOT met'}.`);
console.log(`(${databaseUrl ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}, one server process; autocannon runs on the same machine)`);
process.exit(met ? 0 : 1);

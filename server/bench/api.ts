// npm run bench:api — autocannon, 50 connections for 10 s each, against a server started for the run
// (its own process, a fresh SQLite file, NODE_ENV=production): GlobalHomeInfo anonymous and logged in
// as the seeded demo shopper, and the static /healthz route of the same server as the baseline.
// BENCH_SECONDS and BENCH_CONNECTIONS change the load; DATABASE_URL benchmarks PostgreSQL instead;
// BENCH_ACCEPT_ENCODING (e.g. "gzip, deflate, br", as browsers send) has every call ask for compressed answers.
// The goal (issue 11): GlobalHomeInfo at least half the static route's rate, p99 at most 20 ms.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { constants } from '../../generated/constants';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? '';
const goal = { ratio: 0.5, p99Ms: 20 };

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
// node itself (not npx) so that killing the child stops the server. A demonstration (ALLOW_TEST_PROVIDERS=1),
// which seeds the demo shopper the run logs in as.
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SERVE_STATIC: '0', NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', LOG_LEVEL: 'warn', IDENTITY_KEY: process.env.IDENTITY_KEY ?? randomBytes(32).toString('hex') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
const exited = new Promise((resolve) => child.once('exit', resolve));

const base = `http://127.0.0.1:${port}`;
const demo = await new Promise<{ email: string; password: string }>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const email = /email:\s+(\S+)/.exec(out)?.[1];
    const password = /password:\s+(\S+)/.exec(out)?.[1];
    if (email && password && out.includes(base)) resolve({ email, password });
  });
  child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)));
});

const login = await fetch(`${base}/?n=Sig.Front.AppApi.Login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demo) });
const session = login.headers.getSetCookie().find((c) => c.startsWith(`${constants.cookies.session.name}=`))?.split(';')[0];
if (!login.ok || !session) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);

const home = `${base}/?n=Sig.Front.Front.GlobalHomeInfo&from=INTERNATIONAL&isNew=1&language=en&deviceId=pc_bench`;
const encoding: Record<string, string> = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
const targets = [
  { label: 'static JSON (/healthz)', url: `${base}/healthz`, headers: encoding },
  { label: 'GlobalHomeInfo, anonymous', url: home, headers: encoding },
  { label: 'GlobalHomeInfo, logged in', url: home, headers: { ...encoding, Cookie: session } },
];

// The server's own CPU time per call (Linux): steadier than req/s when other work shares the cores, since
// it does not count the time the server waits for a core. /proc counts in USER_HZ ticks (100 per second).
const statFile = `/proc/${child.pid}/stat`;
const cpuMs = () => {
  if (!existsSync(statFile)) return null;
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

// A fresh server still has start-up work running (jobs due at start, the first market simulator rounds):
// measured, it would count against whichever route came first. Wait (at most 2 minutes) for it to settle.
for (let waited = 0, last = cpuMs(); last !== null && waited < 120; waited++) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const now = cpuMs()!;
  if (now - last < 50) break;
  last = now;
}

const rows: { label: string; rps: number; p99: number; bytes: number; cpuUs: number | null; errors: number }[] = [];
for (const target of targets) {
  process.stdout.write(`${target.label}: ${seconds} s at ${connections} connections…\n`);
  // A short warm-up first: the first calls compile code and fill caches that every later call finds ready.
  await autocannon({ url: target.url, headers: target.headers, connections, amount: 500 });
  const before = cpuMs();
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
  const after = cpuMs();
  rows.push({
    label: target.label,
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    cpuUs: before !== null && after !== null && result.requests.total > 0 ? ((after - before) * 1000) / result.requests.total : null,
    errors: result.errors + result.non2xx,
  });
}

const [baseline, ...homeRows] = rows;
const ratioOf = (row: (typeof rows)[number]) => (baseline!.rps > 0 ? row.rps / baseline!.rps : 0);
console.log(`\n${'route'.padEnd(28)}${'req/s'.padStart(10)}${'p99 ms'.padStart(9)}${'vs static'.padStart(11)}${'CPU µs/call'.padStart(13)}${'bytes'.padStart(8)}${'errors'.padStart(8)}`);
for (const row of rows) {
  const cpu = row.cpuUs === null ? '-' : row.cpuUs.toFixed(0);
  console.log(
    `${row.label.padEnd(28)}${row.rps.toFixed(0).padStart(10)}${String(row.p99).padStart(9)}${`${ratioOf(row).toFixed(2)}×`.padStart(11)}${cpu.padStart(13)}${row.bytes.toFixed(0).padStart(8)}${String(row.errors).padStart(8)}`,
  );
}
const holds = homeRows.every((row) => ratioOf(row) >= goal.ratio && row.p99 <= goal.p99Ms);
console.log(
  `\nGoal (GlobalHomeInfo ≥ ${goal.ratio}× the static route, p99 ≤ ${goal.p99Ms} ms, anonymous and logged in): ${holds ? 'holds' : 'does not hold'}` +
    ` (${homeRows.map((row) => `${ratioOf(row).toFixed(2)}×, p99 ${row.p99} ms`).join('; ')})`,
);
console.log(
  `(${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}, one server process, ${connections} connections, ` +
    `${acceptEncoding ? `Accept-Encoding: ${acceptEncoding}` : 'no Accept-Encoding'}; CPU = the server process's own; bytes = per answer with headers)`,
);
child.kill('SIGTERM');
await exited;
process.exit(rows.some((r) => r.errors > 0) ? 1 : 0);

// npm run bench:checkout — checkouts per second and their p99, against a server started for the run (its
// own process, a fresh SQLite file or, with DATABASE_URL, PostgreSQL; NODE_ENV=production). Each of
// BENCH_SHOPPERS shoppers (default 20) loops add-to-cart → cart → pay for BENCH_SECONDS (default 10);
// a checkout is the three calls, and the pay call's latency is reported on its own. The baseline is the
// bare JSON route (/healthz) of the same server, measured with autocannon in the same run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createApiClient } from '../../generated/api/client';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { reconcile } from '../money/reconcile';
import { buyableGoods, prepareBuyer } from '../test/buyer';
import { Shopper } from '../test/shopper';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 20);

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as { port: number };
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
// A demonstration (ALLOW_TEST_PROVIDERS=1: the shoppers sign up past the test captcha and pay with test
// cards), with a throwaway identity key as the run's data is.
const env = {
  ...process.env, PORT: String(port), DATA_DIR: dataDir, SERVE_STATIC: '0', NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', LOG_LEVEL: 'warn',
  IDENTITY_KEY: process.env.IDENTITY_KEY ?? randomBytes(32).toString('hex'), SEED_GOODS: process.env.SEED_GOODS ?? '20000',
};
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
const stop = () => {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
const base = `http://127.0.0.1:${port}`;
await new Promise<void>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes(base)) resolve();
  });
  child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)));
});

const handle = openDatabase(loadConfig(env));
const { db, dialect } = handle;
const goods = await buyableGoods(db, 5000);

/** A verified, funded shopper with an address and every buy notice accepted. */
async function readyShopper(index: number) {
  const shopper = new Shopper(base, `10.8.${Math.floor(index / 250)}.${(index % 250) + 1}`);
  const api = createApiClient(shopper.transport());
  const email = `bench${index}@example.com`;
  await api.register({ email, password: 'correct horse 1', captchaToken: await shopper.captchaToken() });
  const mail = await db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await api.verifyRegister({ email, code: /\b(\d{6})\b/.exec(mail.body)![1]! });
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const addressId = await prepareBuyer(db, dialect, id, 1e9);
  return { api, addressId };
}

process.stdout.write(`preparing ${shoppers} shoppers…\n`);
const ready = await Promise.all(Array.from({ length: shoppers }, (_, i) => readyShopper(i)));

process.stdout.write(`bare JSON route (/healthz): ${seconds} s at ${shoppers} connections…\n`);
const bare = await autocannon({ url: `${base}/healthz`, connections: shoppers, duration: seconds });

process.stdout.write(`checkouts: ${shoppers} shoppers for ${seconds} s…\n`);
let next = 0;
let failures = 0;
const payLatencies: number[] = [];
const checkoutLatencies: number[] = [];
const until = Date.now() + seconds * 1000;
await Promise.all(
  ready.map(async ({ api, addressId }) => {
    while (Date.now() < until) {
      const item = goods[next++ % goods.length]!;
      const started = performance.now();
      try {
        await api.addToCart({ site: item.site as never, id: item.external_id }, { silent: true });
        const cart = await api.cartList({ silent: true });
        const lineIds = cart.groups.flatMap((g) => g.lines.filter((l) => l.status === 'ok').map((l) => l.id));
        const payStarted = performance.now();
        await api.checkoutPay({ lineIds, addressId, services: [], points: 0, idempotencyKey: `bench${crypto.randomUUID().replaceAll('-', '')}` }, { silent: true });
        payLatencies.push(performance.now() - payStarted);
        checkoutLatencies.push(performance.now() - started);
      } catch {
        failures++;
      }
    }
  }),
);

const p = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
};
const problems = await reconcile(db);
const rate = checkoutLatencies.length / seconds;
console.log(`\n${'measure'.padEnd(34)}${'per s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
console.log(`${'bare JSON route (/healthz)'.padEnd(34)}${bare.requests.average.toFixed(0).padStart(10)}${String(bare.latency.p50).padStart(9)}${String(bare.latency.p99).padStart(9)}`);
console.log(`${'checkout (add + cart + pay)'.padEnd(34)}${rate.toFixed(1).padStart(10)}${p(checkoutLatencies, 0.5).toFixed(1).padStart(9)}${p(checkoutLatencies, 0.99).toFixed(1).padStart(9)}`);
console.log(`${'  of which the pay call'.padEnd(34)}${''.padStart(10)}${p(payLatencies, 0.5).toFixed(1).padStart(9)}${p(payLatencies, 0.99).toFixed(1).padStart(9)}`);
console.log(`\n(${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}, one server process, ${failures} failed checkouts, ledger ${problems.length === 0 ? 'reconciles' : `has ${problems.length} problems`})`);
await handle.close();
child.kill('SIGTERM');
process.exit(failures > 0 || problems.length > 0 ? 1 : 0);

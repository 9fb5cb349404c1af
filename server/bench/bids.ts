// npm run bench:bids — bids per second on one hot auction and the bid call's p99, against a server
// started for the run (its own process, a fresh SQLite file or, with DATABASE_URL, PostgreSQL;
// NODE_ENV=production, the market simulator off so only shoppers bid). BENCH_SHOPPERS shoppers (default
// 20) bid on the same auction for BENCH_SECONDS (default 10), each a maximum a little above the next
// valid amount it last saw (placed even when a higher proxy maximum outbids it at once):
// every bid takes the auction's lock, so this measures the serialised path (lock, hold, resolution,
// releases, outbid notices). A bid refused as too low (another got in first) is counted apart; the
// shopper retries at the amount the refusal names. The baseline is the bare JSON route (/healthz) of the
// same server, measured with autocannon in the same run.
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
import { fund, makeAuction } from '../test/auction-fixtures';
import { createSchema, dropSchema, newSchemaName } from '../test/harness';
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
// On PostgreSQL the run gets a schema of its own, dropped at the end, so a shared database is left as it was.
const databaseUrl = process.env.DATABASE_URL || null;
const schema = databaseUrl ? newSchemaName() : null;
if (databaseUrl) await createSchema(databaseUrl, schema!);
// A demonstration (ALLOW_TEST_PROVIDERS=1: the shoppers sign up past the test captcha and fund with test
// cards), with a throwaway identity key as the run's data is.
const env = {
  ...process.env, PORT: String(port), DATA_DIR: dataDir, SERVE_STATIC: '0', NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', LOG_LEVEL: 'warn',
  IDENTITY_KEY: process.env.IDENTITY_KEY ?? randomBytes(32).toString('hex'),
  SEED_GOODS: process.env.SEED_GOODS ?? '5000', MARKET_SIMULATOR: 'off', ...(schema ? { DATABASE_SCHEMA: schema } : {}),
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
const hot = await makeAuction(db, { priceYen: 1000, endsInMs: 24 * 60 * 60_000 });

async function readyShopper(index: number) {
  const shopper = new Shopper(base, `10.7.${Math.floor(index / 250)}.${(index % 250) + 1}`);
  const api = createApiClient(shopper.transport());
  const email = `bidder${index}@example.com`;
  await api.register({ email, password: 'correct horse 1', captchaToken: await shopper.captchaToken() });
  const mail = await db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await api.verifyRegister({ email, code: /\b(\d{6})\b/.exec(mail.body)![1]! });
  const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await fund(db, dialect, id, 1e9);
  return { api, shopper };
}

process.stdout.write(`preparing ${shoppers} bidders…\n`);
const ready = await Promise.all(Array.from({ length: shoppers }, (_, i) => readyShopper(i)));

process.stdout.write(`bare JSON route (/healthz): ${seconds} s at ${shoppers} connections…\n`);
const bare = await autocannon({ url: `${base}/healthz`, connections: shoppers, duration: seconds });

process.stdout.write(`bids: ${shoppers} bidders on one auction for ${seconds} s…\n`);
let failures = 0;
let tooLow = 0;
const latencies: number[] = [];
const accepted: number[] = [];
const until = Date.now() + seconds * 1000;
await Promise.all(
  ready.map(async ({ api, shopper }) => {
    let next = (await api.auctionState({ site: 'yahoo', id: hot.id })).nextBidYen;
    while (Date.now() < until) {
      const started = performance.now();
      // A proxy maximum somewhat above the next valid amount, as shoppers set them.
      const maxYen = next + Math.floor(Math.random() * 10) * 100;
      const answer = await shopper.call('Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: hot.id, maxYen, idempotencyKey: `bench${crypto.randomUUID().replaceAll('-', '')}` });
      const took = performance.now() - started;
      latencies.push(took);
      const body = answer.body as { data?: { nextBidYen?: number; auction?: { nextBidYen: number } } };
      if (answer.status === 200 && body.data?.auction) {
        accepted.push(took);
        next = body.data.auction.nextBidYen;
      } else if (answer.status === 400 && body.data?.nextBidYen) {
        tooLow++;
        next = body.data.nextBidYen;
      } else failures++;
    }
  }),
);

const p = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
};
const problems = await reconcile(db);
const final = await db.selectFrom('auctions').select(['current_yen', 'bid_count']).where('goods_id', '=', hot.goodsId).executeTakeFirstOrThrow();
console.log(`\n${'measure'.padEnd(38)}${'per s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
console.log(`${'bare JSON route (/healthz)'.padEnd(38)}${bare.requests.average.toFixed(0).padStart(10)}${String(bare.latency.p50).padStart(9)}${String(bare.latency.p99).padStart(9)}`);
console.log(`${'bid calls on one auction (all)'.padEnd(38)}${(latencies.length / seconds).toFixed(1).padStart(10)}${p(latencies, 0.5).toFixed(1).padStart(9)}${p(latencies, 0.99).toFixed(1).padStart(9)}`);
console.log(`${'  of which accepted bids'.padEnd(38)}${(accepted.length / seconds).toFixed(1).padStart(10)}${p(accepted, 0.5).toFixed(1).padStart(9)}${p(accepted, 0.99).toFixed(1).padStart(9)}`);
console.log(`\n(${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}, one server process, ${tooLow} refused as too low, ${failures} failed, price ¥${final.current_yen} after ${final.bid_count} bids, ledger ${problems.length === 0 ? 'reconciles' : `has ${problems.length} problems`})`);
await handle.close();
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
if (databaseUrl) await dropSchema(databaseUrl, schema!);
process.exit(failures > 0 || problems.length > 0 ? 1 : 0);

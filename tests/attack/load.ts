// `npm run bench:shoppers`: LOAD_SHOPPERS (200) shoppers at once for LOAD_SECONDS (60), each in a loop of
// what a shopper does — home, a search, an item's page, into the cart, the cart, pay — against real
// server processes on a fresh seeded database, every answer counted. Each shopper first takes its
// anti-forgery token (GetToken, then sent on every POST) and tops its wallet up with a test card through
// the local test gateway (token, recharge, webhook).
//
// LOAD_SERVERS=2 starts two server processes on one PostgreSQL (a throwaway cluster,
// server/test/pg-cluster.mjs) and sends each shopper's calls to both in turn; LOAD_DATABASE=postgres uses
// PostgreSQL with one process. After the run the books and the tables are checked: the ledger reconciles
// (`npm run ledger:check`), each order set and each recharge was paid once, no job ran twice, and every
// mail of the outbox reached the SMTP sink exactly once.
//
// Errors: no answer within 10 s, any 5xx, and any 4xx not in `expected` below. Printed: per step the
// count, calls per second, p50, p99 and max, and the expected refusals by message.
// Why not autocannon: its per-connection request lists cannot carry an id from one answer (a search's
// item, a cart line) into the next request's body without a hand-written setupRequest per step that
// would be this driver again, and its latency histogram is per run, not per step.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { makeAuction } from '../../server/test/auction-fixtures';
import { ensurePostgres, startCluster } from '../../server/test/pg-cluster.mjs';
import { type Answer, type Caller, callApi } from './lib-faults/call';
import { afterRunChecks } from './lib-faults/load-checks';
import { startSmtpSink } from './lib-faults/smtp-sink';
import { Report } from './lib-faults/report';
import { type Running, startServer } from './lib-faults/server';
import { seedShoppers } from './lib-faults/shoppers';

const shoppers = Number(process.env.LOAD_SHOPPERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const serverCount = Number(process.env.LOAD_SERVERS ?? 1);
const usePostgres = serverCount > 1 || process.env.LOAD_DATABASE === 'postgres';
const seedGoods = process.env.SEED_GOODS ?? '5000';

const steps = ['token', 'topUp', 'home', 'search', 'detail', 'addToCart', 'cart', 'pay'] as const;
type Step = (typeof steps)[number];

/** Refusals a shopper can meet on a healthy store, by step: they are counted, not errors. */
const expected: Partial<Record<Step, number[]>> = {
  // Another shopper bought the last one, or the seller's price moved: the cart says so and pay refuses.
  pay: [409],
  // The cart's per-shopper limit, or an item gone from sale since the search.
  addToCart: [409],
};

interface Tally {
  ms: number[];
  errors: Map<string, number>;
  refusals: Map<string, number>;
}

const report = new Report();
const tallies = new Map<Step, Tally>(steps.map((s) => [s, { ms: [], errors: new Map(), refusals: new Map() }]));

function count(step: Step, answer: Answer): boolean {
  const tally = tallies.get(step)!;
  tally.ms.push(answer.ms);
  if (answer.status >= 200 && answer.status < 300) return true;
  const key = `${answer.status} ${answer.msg.slice(0, 90)}`;
  const bucket = answer.status >= 400 && answer.status < 500 && expected[step]?.includes(answer.status) ? tally.refusals : tally.errors;
  bucket.set(key, (bucket.get(key) ?? 0) + 1);
  return false;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

type Shopper = Caller & { addressId: number; index: number; turn: number };

function caller(servers: Running[], who: Shopper) {
  const next = () => servers[who.turn++ % servers.length]!.url;
  const call = (step: Step, name: string, params: Record<string, unknown> = {}, base = next()) =>
    callApi(base, who, name, params).then((answer) => ({ ok: count(step, answer), answer }));
  return { next, call };
}

/** What a shopper does once, before the timed run: the anti-forgery token and a card top-up. */
async function shopperSetup(servers: Running[], who: Shopper) {
  const { next, call } = caller(servers, who);
  const index = who.index;
  const token = await call('token', 'Sig.Front.AppApi.GetToken');
  if (token.ok) who.csrf = (token.answer.data as { token?: string } | null)?.token ?? null;
  // The card token comes from the gateway of the process the recharge goes to (each test gateway is its own).
  const base = next();
  const card = await fetch(`${base}/test-gateway/v1/tokens`, {
    method: 'POST',
    headers: { Authorization: 'Bearer pk_test_local', 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' }),
  }).then((r) => r.json() as Promise<{ id?: string }>, () => ({ id: undefined }));
  await call('topUp', 'Sig.Front.User.AppRecharge.Create', { amountYen: 50_000, token: card.id ?? 'none', idempotencyKey: `load-${index}-${randomBytes(6).toString('hex')}`, returnUrl: '/personal/recharge' }, base);
}

async function shopperLoop(servers: Running[], who: Shopper, keywords: string[], until: number) {
  const { call } = caller(servers, who);
  const index = who.index;
  for (let round = 0; Date.now() < until; round++) {
    await call('home', 'Sig.Front.Front.GlobalHomeInfo');
    const keyword = keywords[(index * 7 + round) % keywords.length]!;
    const found = await call('search', 'Sig.Front.SubSite.App.Search', { keyword, listing: 'fixed', hideSoldOut: true, pageSize: 20 });
    const items = found.ok ? ((found.answer.data as { items: { Site: string; Id: string }[] }).items ?? []) : [];
    if (items.length === 0 || Date.now() >= until) continue;
    const item = items[(index + round) % items.length]!;
    await call('detail', 'Sig.Front.SubSite.App.GoodsDetail', { site: item.Site, id: item.Id });
    const added = await call('addToCart', 'Sig.Front.User.AppCart.AddGoods', { site: item.Site, id: item.Id });
    const cart = await call('cart', 'Sig.Front.User.AppCart.List');
    if (!added.ok || !cart.ok || Date.now() >= until) continue;
    const lines = (cart.answer.data as { groups: { lines: { id: number; status: string }[] }[] }).groups.flatMap((g) => g.lines).filter((l) => l.status === 'ok');
    if (lines.length === 0) continue;
    await call('pay', 'Sig.Front.User.AppCheckout.Pay', { lineIds: lines.slice(0, 3).map((l) => l.id), addressId: who.addressId, services: [], points: 0, idempotencyKey: `pay${randomBytes(12).toString('hex')}` });
  }
}

async function main() {
  const started = Date.now();
  const smtp = await startSmtpSink();
  let cluster: { url: string; stop(): void } | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-load-'));
  if (usePostgres) {
    const found = ensurePostgres();
    if (found.skip !== undefined) throw new Error(`PostgreSQL is needed for LOAD_SERVERS=${serverCount}: ${found.skip}`);
    cluster = await startCluster(found.bin);
  }
  // A demonstration (ALLOW_TEST_PROVIDERS=1): the shoppers pay through the local test gateway.
  const env: Record<string, string> = {
    NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', IDENTITY_KEY: randomBytes(32).toString('hex'), SEED_GOODS: seedGoods, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SECURE_COOKIES: '0', LOG_LEVEL: 'warn', MARKET_SIMULATOR: 'off', JOBS_POLL_MS: '1000', DATA_DIR: dataDir, ...(cluster ? { DATABASE_URL: cluster.url } : {}),
  };
  const servers: Running[] = [];
  const handle = openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
  try {
    // The first process migrates and seeds; the second starts on the ready database.
    servers.push(await startServer(env, { timeoutMs: 300_000 }));
    for (let i = 1; i < serverCount; i++) servers.push(await startServer(env));
    const { db, dialect } = handle;
    const keywords = await keywordsOf(db);
    const seeded = await seedShoppers(db, dialect, shoppers, `load${Date.now()}`, 20_000_000);
    console.log(`${shoppers} shoppers × ${seconds} s against ${servers.length} server process(es) on ${cluster ? 'PostgreSQL' : 'SQLite'} (${seedGoods} goods); setup ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const crowd: Shopper[] = seeded.map((s, i) => ({ sid: s.sid, csrf: null, deviceId: `pc_load${i}`, addressId: s.addressId, index: i, turn: i }));
    const setupStarted = Date.now();
    await Promise.all(crowd.map((who) => shopperSetup(servers, who)));
    console.log(`every shopper's token and top-up (at once): ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);
    // Jobs for both processes to share: auctions ending during the run, each bid on, closed by the job runner.
    const auctions = await auctionsEndingDuring(db, servers, crowd, seconds);
    const until = Date.now() + seconds * 1000;
    const runStarted = Date.now();
    await Promise.all(crowd.map((who) => shopperLoop(servers, who, keywords, until)));
    const elapsed = (Date.now() - runStarted) / 1000;

    report.section('per step (ms)');
    console.log(`  (calls per second over the ${elapsed.toFixed(1)} s run; token and topUp happen once per shopper before it)`);
    console.log(`  ${'step'.padEnd(10)} ${'calls'.padStart(7)} ${'per s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'errors'.padStart(7)} ${'refused'.padStart(8)}`);
    let errors = 0;
    for (const step of steps) {
      const t = tallies.get(step)!;
      const sorted = [...t.ms].sort((a, b) => a - b);
      const e = [...t.errors.values()].reduce((a, b) => a + b, 0);
      const r = [...t.refusals.values()].reduce((a, b) => a + b, 0);
      errors += e;
      console.log(`  ${step.padEnd(10)} ${String(sorted.length).padStart(7)} ${(sorted.length / elapsed).toFixed(1).padStart(7)} ${percentile(sorted, 50).toFixed(0).padStart(7)} ${percentile(sorted, 99).toFixed(0).padStart(7)} ${(sorted.at(-1) ?? 0).toFixed(0).padStart(7)} ${String(e).padStart(7)} ${String(r).padStart(8)}`);
    }
    for (const step of steps) {
      for (const [key, n] of tallies.get(step)!.errors) console.log(`  error    ${step}: ${n}× ${key}`);
      for (const [key, n] of tallies.get(step)!.refusals) console.log(`  expected ${step}: ${n}× ${key}`);
    }
    report.check(errors === 0, 'no errors (no timeout, no 5xx, no unexpected 4xx)', `${errors} errors`);

    await afterRunChecks(report, db, smtp, servers, auctions);
  } finally {
    for (const server of servers) await server.stop();
    await handle.close();
    await smtp.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${report.failures.length === 0 ? 'Load run passed' : `${report.failures.length} load check(s) failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  process.exit(report.failures.length === 0 ? 0 : 1);
}

/** LOAD_AUCTIONS (20) auctions ending over the run, each bid on by one shopper through the API; answers their goods ids. */
async function auctionsEndingDuring(db: Kysely<Database>, servers: Running[], crowd: Shopper[], runSeconds: number): Promise<number[]> {
  const count = Math.min(Number(process.env.LOAD_AUCTIONS ?? 20), crowd.length);
  // The first ends a little after the bids are in (placed at once, given up to 15 s on a busy machine).
  const bidsInMs = 15_000;
  const made = [];
  for (let i = 0; i < count; i++) made.push(await makeAuction(db, { priceYen: 1000, endsInMs: bidsInMs + Math.floor((i / count) * runSeconds * 1000) }));
  await Promise.all(
    made.map(async (auction, i) => {
      const bid = await callApi(servers[i % servers.length]!.url, crowd[i]!, 'Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id: auction.id, maxYen: 3000, idempotencyKey: `bid${randomBytes(12).toString('hex')}` });
      if (bid.status !== 200) throw new Error(`a bid for the job check was refused: ${bid.status} ${bid.msg}`);
    }),
  );
  return made.map((a) => a.goodsId);
}

/** Words shoppers search for: the first word of seeded titles, the way people type a brand or a kind. */
async function keywordsOf(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('goods').select('title').where('listing_type', '=', 'fixed').orderBy('id').limit(400).execute();
  const words = [...new Set(rows.map((r) => r.title.split(/[\s　]+/)[0]!).filter((w) => w.length >= 2))];
  return words.slice(0, 60);
}

await main();

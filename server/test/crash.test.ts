// kill -9 of the server in the middle of a loop of checkouts, then a restart on the same database: the
// ledger still balances, no order is without its payment and no payment without its order, the wallet
// lost exactly what the finished checkouts cost, and the restarted server takes the next checkout.
// Runs on SQLite, and on PostgreSQL when DATABASE_URL is set (npm test runs both).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { createSchema, dropSchema, newSchemaName } from './harness';
import { buyableGoods, prepareBuyer } from './buyer';
import { newKey } from './checkout-fixtures';
import { Shopper } from './shopper';

const root = join(import.meta.dirname, '..', '..');
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-crash-'));
const schema = databaseUrl ? newSchemaName() : null;
const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}) };

let child: ChildProcess | null = null;
let handle: DatabaseHandle;

async function startProcess(): Promise<string> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SERVE_STATIC: '0', NODE_ENV: 'test', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  proc.stdout!.on('data', (chunk) => (output += chunk));
  proc.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start:\n${output}`);
}

function killHard(): Promise<void> {
  const proc = child!;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGKILL');
  return exited;
}

beforeAll(async () => {
  if (databaseUrl) await createSchema(databaseUrl, schema!);
}, 30_000);

afterAll(async () => {
  if (child && child.exitCode === null) await killHard();
  await handle?.close();
  if (databaseUrl) await dropSchema(databaseUrl, schema!);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during checkouts', () => {
  it('leaves books that balance and agree with every order, and the restarted server goes on', async () => {
    let url = await startProcess();
    handle = openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
    const { db, dialect } = handle;

    const shopper = new Shopper(url, '10.9.0.1');
    const api = () => createApiClient(shopper.transport());
    const email = 'crash@example.com';
    await api().register({ email, password: 'correct horse 1' });
    const code = /\b(\d{6})\b/.exec((await db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow()).body)![1]!;
    await api().verifyRegister({ email, code });
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const funded = 50_000_000;
    const addressId = await prepareBuyer(db, dialect, user.id, funded);
    const goods = await buyableGoods(db, 400);

    // Three shoppers' worth of tabs buying one item at a time, as fast as the server answers.
    let next = 0;
    let stop = false;
    const checkout = async () => {
      const item = goods[next++ % goods.length]!;
      await api().addToCart({ site: item.site as never, id: item.external_id });
      const cart = await api().cartList();
      const lineIds = cart.groups.flatMap((g) => g.lines.filter((l) => l.status === 'ok').map((l) => l.id)).slice(0, 1);
      if (lineIds.length === 0) return;
      await api().checkoutPay({ lineIds, addressId, services: [], points: 0, idempotencyKey: newKey() });
    };
    const loop = async () => {
      while (!stop) await checkout().catch(() => undefined);
    };
    const loops = [loop(), loop(), loop()];
    // Kill once some checkouts have gone through, while others are under way.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const { n } = await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(n) >= 15) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await killHard();
    stop = true;
    await Promise.all(loops);

    url = await startProcess();
    expect(await reconcile(db)).toEqual([]);
    const spent = await db.selectFrom('checkouts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cash_yen'), eb.lit(0)).as('cash')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Number(spent.cash)).toBeGreaterThan(0);
    expect(await balance(db, accounts.wallet(user.id))).toBe(funded - Number(spent.cash));

    // The restarted server serves the same shopper (their session survived in the database).
    const restarted = new Shopper(url, '10.9.0.1');
    for (const [name, value] of shopper.cookies) restarted.cookies.set(name, value);
    const before = Number((await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const item = goods.at(-1)!;
    const again = createApiClient(restarted.transport());
    await again.addToCart({ site: item.site as never, id: item.external_id });
    const cart = await again.cartList();
    const lineIds = cart.groups.flatMap((g) => g.lines.filter((l) => l.status === 'ok').map((l) => l.id));
    await again.checkoutPay({ lineIds, addressId, services: [], points: 0, idempotencyKey: newKey() });
    const after = Number((await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before + 1);
    expect(await reconcile(db)).toEqual([]);
  }, 180_000);
});

// A full disk under SQLite: the data directory is a small tmpfs (mount -t tmpfs -o size=…; needs root, and
// works in this container), the server is started and seeded on it, the WAL is checkpointed to nothing so
// the next write must grow a file, and the rest of the tmpfs is filled. Then: a write answers 507 with a
// message a shopper can read (no stack, no SQLite words), reads go on, a payment tried while full charges
// nothing; once space is back the same server (no restart) takes writes again, the payment retried with
// its key charges once, `PRAGMA integrity_check` says ok and the books reconcile.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { createApiClient } from '../../generated/api/client';
import { loadConfig } from '../../server/config';
import { openDatabase, sqliteFile } from '../../server/db/connect';
import { accounts } from '../../server/money/accounts';
import { balance } from '../../server/money/ledger';
import { reconcile } from '../../server/money/reconcile';
import { buyableGoods } from '../../server/test/buyer';
import type { Report } from './lib-faults/report';
import { startServer } from './lib-faults/server';
import { seedShoppers, shopperAt } from './lib-faults/shoppers';

const newKey = () => `k${crypto.randomUUID().replaceAll('-', '')}`;

/** Writes zeros until the file system refuses; answers how many bytes went in. */
function fill(file: string): number {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  let written = 0;
  try {
    for (let size = chunk.length; size >= 512; ) {
      try {
        written += writeSync(fd, chunk, 0, size);
      } catch {
        size /= 2;
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

export async function diskSuite(report: Report, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', dir], { encoding: 'utf8' });
  if (mounted.status !== 0) {
    report.note(`skipped: cannot mount a tmpfs here (${(mounted.stderr || mounted.error?.message || '').trim()}); run as root`);
    return;
  }
  const env = { DATA_DIR: dir, SEED_GOODS: '300', MARKET_SIMULATOR: 'off', LOG_LEVEL: 'warn' };
  const server = await startServer(env).catch(async (error) => {
    spawnSync('umount', [dir]);
    throw error;
  });
  const handle = openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
  const filler = join(dir, 'filler');
  try {
    await report.part('a full disk under SQLite', async () => {
      const { db, dialect } = handle;
      const [seeded] = await seedShoppers(db, dialect, 1, `disk${Date.now()}`, 1_000_000);
      const me = seeded!;
      const shopper = shopperAt(server.url, me);
      const api = createApiClient(shopper.transport());
      const goods = await buyableGoods(db, 50);
      await api.addToCart({ site: goods[0]!.site as never, id: goods[0]!.external_id });
      const line = (await api.cartList()).groups.flatMap((g) => g.lines).find((l) => l.status === 'ok')!;

      const direct = new SQLite(sqliteFile(dir));
      direct.pragma('wal_checkpoint(TRUNCATE)');
      direct.close();
      const bytes = fill(filler);
      report.note(`tmpfs of 48 MB; the database and the filler (${(bytes / 1e6).toFixed(1)} MB) fill it`);

      const add = await shopper.call('Sig.Front.User.AppCart.AddGoods', { site: goods[1]!.site, id: goods[1]!.external_id }, { shape: 'api' });
      const msg = add.body.msg ?? '';
      report.check(add.status === 507, 'a write while the disk is full answers 507', `${add.status} ${msg}`);
      report.check(/storage|space|full/i.test(msg) && !/SQLITE|at \w+ \(|\.ts:/.test(msg), 'its message says what happened, without internals', msg);
      const read = await shopper.call('Sig.Front.SubSite.App.Search', { keyword: 'nike' }, { shape: 'api' });
      report.check(read.status === 200, 'searches still answer', String(read.status));
      const before = await balance(db, accounts.wallet(me.userId));
      const key = newKey();
      const payParams = { lineIds: [line.id], addressId: me.addressId, services: [], points: 0, idempotencyKey: key };
      const refused = await shopper.call('Sig.Front.User.AppCheckout.Pay', payParams, { shape: 'api' });
      report.check(refused.status === 507 && (await balance(db, accounts.wallet(me.userId))) === before, 'a payment while full is refused and charges nothing', `${refused.status} ${refused.body.msg ?? ''}\n${server.output().slice(-3000)}`);
      report.check(server.child.exitCode === null, 'the server is still running');

      rmSync(filler);
      const again = await shopper.call('Sig.Front.User.AppCart.AddGoods', { site: goods[1]!.site, id: goods[1]!.external_id }, { shape: 'api' });
      report.check(again.status === 200, 'with space back the same process takes writes', `${again.status} ${again.body.msg ?? ''}`);
      const paid = await shopper.call('Sig.Front.User.AppCheckout.Pay', payParams, { shape: 'api' });
      const twice = await shopper.call('Sig.Front.User.AppCheckout.Pay', payParams, { shape: 'api' });
      const cash = (paid.body.data as { cashYen?: number } | undefined)?.cashYen ?? -1;
      report.check(paid.status === 200 && twice.status === 200 && (await balance(db, accounts.wallet(me.userId))) === before - cash, 'the payment retried with its key charges once');
      const check = new SQLite(sqliteFile(dir), { readonly: true });
      const integrity = check.pragma('integrity_check', { simple: true });
      check.close();
      report.check(integrity === 'ok', 'PRAGMA integrity_check is ok', String(integrity));
      const problems = await reconcile(db);
      report.check(problems.length === 0, 'the books reconcile', problems.join('; '));
    });
  } finally {
    rmSync(filler, { force: true });
    await server.killHard();
    await handle.close();
    spawnSync('umount', [dir]);
  }
}

// PostgreSQL restarted under load: a server process on a throwaway cluster (server/test/pg-cluster.mjs)
// serves a steady stream of shoppers' calls while the cluster is restarted with `pg_ctl restart -m fast`.
// The server itself is never restarted. Calls during the restart must fail with 503 and the
// databaseUnavailable message (never a 500, never a hang), the process must live through it (the pool's
// error listener in server/db/connect.ts), and calls must succeed again once PostgreSQL is back.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createApiClient } from '../../generated/api/client';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { catalogues } from '../../server/messages';
import { reconcile } from '../../server/money/reconcile';
import { buyableGoods } from '../../server/test/buyer';
import { ensurePostgres, startCluster } from '../../server/test/pg-cluster.mjs';
import { callApi } from './lib-faults/call';
import { eventually, type Report } from './lib-faults/report';
import { startServer } from './lib-faults/server';
import { seedShoppers, shopperAt } from './lib-faults/shoppers';

interface Outcome {
  at: number;
  status: number;
  msg: string;
  ms: number;
}

export async function pgSuite(report: Report): Promise<void> {
  const found = ensurePostgres();
  if (found.skip !== undefined) {
    report.section('PostgreSQL restarted under load');
    report.note(`skipped: ${found.skip}`);
    return;
  }
  const cluster = await startCluster(found.bin);
  const env = { DATABASE_URL: cluster.url, SEED_GOODS: '300', MARKET_SIMULATOR: 'off', LOG_LEVEL: 'warn' };
  const handle = openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await report.part('PostgreSQL restarted under load', async () => {
      server = await startServer(env);
      const running = server;
      const { db, dialect } = handle;
      const goods = await buyableGoods(db, 200);
      const shoppers = await seedShoppers(db, dialect, 8, `pg${Date.now()}`, 10_000_000);

      report.note(`server on ${running.url}, ${shoppers.length} shoppers calling`);
      const outcomes: Outcome[] = [];
      let stop = false;
      const loop = async (index: number) => {
        const who = { sid: shoppers[index]!.sid, csrf: null, deviceId: `pc_pg${index}` };
        for (let i = 0; !stop; i++) {
          const item = goods[(index * 31 + i) % goods.length]!;
          const calls: [string, unknown][] = [
            ['Sig.Front.SubSite.App.Search', { keyword: 'nike' }],
            ['Sig.Front.User.AppCart.AddGoods', { site: item.site, id: item.external_id }],
            ['Sig.Front.User.AppCart.List', {}],
          ];
          for (const [name, params] of calls) {
            const started = Date.now();
            const answer = await callApi(running.url, who, name, params as Record<string, unknown>);
            outcomes.push({ at: started, status: answer.status, msg: answer.msg, ms: answer.ms });
            // A refused call waits as its Retry-After asks, as the storefront's wrapper does.
            if (answer.status === 503) await new Promise((r) => setTimeout(r, 200));
          }
        }
      };
      const loops = shoppers.map((_, i) => loop(i));
      await new Promise((r) => setTimeout(r, 2000));

      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      const dataDir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
      await client.end();
      report.note(`restarting PostgreSQL (${outcomes.length} calls so far)`);
      const restartStarted = Date.now();
      // Not spawnSync: the shoppers go on calling while PostgreSQL restarts. The log file (-l) keeps the new
      // postmaster off our pipes, which would otherwise stay open for as long as it runs.
      const restarted = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn('runuser', ['-u', 'postgres', '--', join(found.bin, 'pg_ctl'), '-D', dataDir, '-l', join(dirname(dataDir), 'restart.log'), '-m', 'fast', '-w', 'restart'], { stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('close', (code) => resolve({ code, stderr }));
      });
      const restartEnded = Date.now();
      report.check(restarted.code === 0, 'pg_ctl restart -m fast', restarted.stderr);
      report.note(`PostgreSQL was down for ${restartEnded - restartStarted} ms`);

      // Calls succeed again without restarting the server.
      const recovered = await eventually(async () => outcomes.some((o) => o.at > restartEnded && o.status === 200), 20_000);
      await new Promise((r) => setTimeout(r, 1500));
      stop = true;
      await Promise.all(loops);

      const during = outcomes.filter((o) => o.at >= restartStarted - 500 && o.at <= restartEnded + 2000);
      const refused = outcomes.filter((o) => o.status !== 200);
      const byStatus = new Map<number, number>();
      for (const o of refused) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
      report.note(`${outcomes.length} calls, ${during.length} around the restart; not 200: ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(', ') || 'none'}`);
      const unclear = refused.filter((o) => o.status !== 503 || o.msg !== catalogues.en.databaseUnavailable);
      report.check(unclear.length === 0, 'every call that failed is a 503 saying the shop is briefly unavailable', unclear.slice(0, 5).map((o) => `${o.status} ${o.msg}`).join(' | '));
      const slowest = Math.round(Math.max(0, ...during.map((o) => o.ms)));
      report.check(slowest < 10_000, 'no call hung through the restart', `slowest ${slowest} ms`);
      report.check(running.child.exitCode === null && running.child.signalCode === null, 'the server process lived through it', running.output().slice(-2000));
      report.check(recovered, 'calls succeed again after the restart, with no restart of the server');
      const after = await Promise.all(shoppers.map((s) => createApiClient(shopperAt(running.url, s).transport()).cartList().then(() => true, () => false)));
      report.check(after.every(Boolean), 'every shopper’s next call succeeds');
      const problems = await reconcile(db);
      report.check(problems.length === 0, 'the books reconcile', problems.join('; '));
    });
  } finally {
    await (server as Awaited<ReturnType<typeof startServer>> | null)?.killHard();
    await handle.close();
    cluster.stop();
  }
}

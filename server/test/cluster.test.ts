// Several server processes on one database behave as one: sessions and rate limits are shared, and
// processes starting together on an empty database migrate and seed it exactly once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import type { SiteId } from '../../generated/sites';
import { openDatabase } from '../db/connect';
import { migrations } from '../db/migrations';
import { buyableGoods } from './buyer';
import { type TestServer, createSchema, dropSchema, newSchemaName, startTestServer } from './harness';

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({}, undefined, a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('two processes, one database', () => {
  it('share sessions: logged in on one, known on the other, logged out everywhere', async () => {
    const shopper = await a.verifiedShopper('shared@example.com');
    const onB = b.shopper(shopper.ip);
    for (const [name, value] of shopper.cookies) onB.cookies.set(name, value);
    expect((await createApiClient(onB.transport()).getUserInfo()).email).toBe('shared@example.com');
    await createApiClient(onB.transport()).logoutAction();
    expect((await shopper.call('Sig.Front.User.AppUserSetting.GetUserInfo')).status).toBe(403);
  });

  it('share rate limits: failures on both count together', async () => {
    await a.verifiedShopper('counted@example.com');
    // Both clocks stand at one moment, so the failures fall in one window of the counter.
    const at = Date.now();
    const failures = async () => {
      for (let i = 0; i < constants.accounts.captchaAfterFailures; i++) {
        expect((await (i % 2 === 0 ? a : b).shopper().call('Sig.Front.AppApi.Login', { email: 'counted@example.com', password: 'wrong password' })).status).toBe(401);
      }
      // The failures made on both processes ask for the captcha on either.
      for (const process of [a, b]) {
        const answer = await process.shopper().call('Sig.Front.AppApi.Login', { email: 'counted@example.com', password: 'correct horse 1' });
        expect([answer.status, answer.body.field]).toEqual([400, 'captchaToken']);
      }
    };
    await a.atOneMoment(() => b.atOneMoment(failures, at), at);
  });
});

describe('per-shopper caches on two processes', () => {
  // Kept far longer than the test runs: what the test sees can only come from the change reaching the process.
  let c: TestServer;
  let d: TestServer;
  beforeAll(async () => {
    c = await startTestServer({ sharedCacheMs: 600_000 });
    d = await startTestServer({ sharedCacheMs: 600_000 }, undefined, c);
  });
  afterAll(async () => {
    await d.close();
    await c.close();
  });

  it("drop a shopper's kept home counters and session when the other process changes them", async () => {
    const shopper = await c.verifiedShopper('kept-across@example.com');
    const onD = d.shopper(shopper.ip);
    for (const [name, value] of shopper.cookies) onD.cookies.set(name, value);
    const homeOnD = () => createApiClient(onD.transport()).globalHomeInfo();
    const before = await homeOnD();
    const [goods] = await buyableGoods(c.services.db, 1);
    const onC = createApiClient(shopper.transport());
    await onC.addToCart({ site: goods!.site as SiteId, id: goods!.external_id });
    await expect.poll(async () => (await homeOnD()).cartNum).toBe(before.cartNum + 1);
    await onC.logoutAction();
    await expect.poll(async () => (await onD.call('Sig.Front.User.AppUserSetting.GetUserInfo')).status).toBe(403);
  });
});

describe('first start of several processes at once', () => {
  it('migrates and seeds once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-race-'));
    const url = process.env.DATABASE_URL || null;
    const schema = url ? newSchemaName() : null;
    if (url) await createSchema(url, schema!);
    try {
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_SCHEMA: schema ?? '', NODE_ENV: 'test' };
      const runs = [1, 2, 3].map(
        () =>
          new Promise<number>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/db.ts', 'seed'], { env, stdio: 'ignore' });
            child.on('exit', (code) => resolve(code ?? 1));
          }),
      );
      expect(await Promise.all(runs)).toEqual([0, 0, 0]);
      const handle = openDatabase({ dataDir, databaseUrl: url, databaseSchema: schema });
      try {
        expect(await handle.db.selectFrom('schema_migrations').select('version').execute()).toHaveLength(migrations.length);
        expect(await handle.db.selectFrom('users').select('id').execute()).toHaveLength(1);
        expect(await handle.db.selectFrom('settings').select('key').where('key', '=', 'seeded_at').execute()).toHaveLength(1);
      } finally {
        await handle.close();
      }
    } finally {
      if (url) await dropSchema(url, schema!);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

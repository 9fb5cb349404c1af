// The API suite's server: the real server on a free loopback port, over a real SQLite file in a temp
// dir — or, when DATABASE_URL is set, in a throwaway PostgreSQL schema — and shoppers that keep
// cookies like a browser and call through the storefront's own transport.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApiClient } from '../../generated/api/client';
import { loadConfig, type ServerConfig } from '../config';
import { constants } from '../../generated/constants';
import type { HandlerMap } from '../handlers/types';
import type { JobDefinitions } from '../jobs/types';
import type { Logger } from '../log';
import { type RunningServer, startServer } from '../start';
import { Shopper } from './shopper';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** The PostgreSQL schema, when the suite runs on PostgreSQL. */
  schema: string | null;
  shopper(ip?: string): Shopper;
  /** A verified account made through the real register and verify calls; returns its logged-in shopper. */
  verifiedShopper(email: string, password?: string, ip?: string): Promise<Shopper>;
  /** A verified account given the staff role, as `npm run ops:staff` does; returns its logged-in shopper. */
  staffMember(email: string): Promise<Shopper>;
  /** The newest code mailed to this address. */
  lastCode(email: string): Promise<string>;
  /**
   * Runs `work` with the server's clock standing at one moment (now, or `at`), so that the fixed-window
   * counters it fills never straddle two windows, whatever the time the suite runs at.
   */
  atOneMoment<T>(work: () => Promise<T>, at?: number): Promise<T>;
}

let ipCounter = 0;
/** A distinct client address per shopper (the server trusts one proxy hop), so per-IP limits stay apart. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/**
 * A fresh database per server, unless `sharing` names another test server's (a second process behind the
 * same load balancer). Its job runner does not poll unless `overrides.jobs` says so: tests run due jobs
 * with `server.jobs.runDue(now)`, so nothing runs behind their back. `jobs` replaces the job kinds of
 * server/jobs/registry.ts. `log` replaces the logger made from `logLevel` (a test reading the log passes
 * one writing to its own stream). `env` is the environment the configuration is read from (a test of
 * production settings passes NODE_ENV=production and what goes with it).
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {}, handlerMap?: HandlerMap, sharing?: TestServer, jobs?: JobDefinitions, log?: Logger, env: Record<string, string> = { NODE_ENV: 'test' },
): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL || null;
  const dataDir = sharing?.dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const schema = sharing ? sharing.schema : databaseUrl ? newSchemaName() : null;
  if (databaseUrl && !sharing) await createSchema(databaseUrl, schema!);
  const config = loadConfig(
    env,
    { port: 0, host: '127.0.0.1', dataDir, databaseUrl, databaseSchema: schema, staticDir: null, trustProxy: 1, validateResults: true, logLevel: process.env.TEST_LOG_LEVEL as ServerConfig['logLevel'] ?? 'silent',
      jobs: { polling: false, pollMs: constants.jobs.pollMs, leaseMs: constants.jobs.leaseMs }, ...overrides },
  );
  const server = await startServer(config, () => {}, handlerMap, jobs, log);
  const test: TestServer = {
    ...server,
    dataDir,
    schema,
    shopper: (ip = nextIp()) => new Shopper(server.url, ip),
    async lastCode(email) {
      const row = await server.services.db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return /\b(\d{6})\b/.exec(row.body)![1]!;
    },
    async atOneMoment(work, at = Date.now()) {
      const running = server.services.now;
      server.services.now = () => at;
      try {
        return await work();
      } finally {
        server.services.now = running;
      }
    },
    async verifiedShopper(email, password = 'correct horse 1', ip) {
      const shopper = test.shopper(ip);
      const api = createApiClient(shopper.transport());
      await api.register({ email, password, captchaToken: await shopper.captchaToken() });
      await api.verifyRegister({ email, code: await test.lastCode(email) });
      return shopper;
    },
    async staffMember(email) {
      const shopper = await test.verifiedShopper(email);
      await server.services.db.updateTable('users').set({ role: 'staff' }).where('email', '=', email).execute();
      return shopper;
    },
    async close() {
      await server.close();
      if (sharing) return;
      if (databaseUrl) await dropSchema(databaseUrl, schema!);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}

export const newSchemaName = () => `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

export function createSchema(url: string, schema: string): Promise<unknown> {
  return withPg(url, (c) => c.query(`create schema "${schema}"`));
}

// Dropping a schema locks each of its objects in turn, while other files' workers create and drop theirs
// beside it; CI once saw PostgreSQL end one such drop as a deadlock victim. The drops take turns (an
// advisory lock held for the transaction), and a drop chosen as a victim by anything else is tried
// again: PostgreSQL has rolled it back, so another try starts clean.
const dropTurn = 7_240_024;
export async function dropSchema(url: string, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withPg(url, async (c) => {
        await c.query('begin');
        await c.query('select pg_advisory_xact_lock($1)', [dropTurn]);
        await c.query(`drop schema "${schema}" cascade`);
        await c.query('commit');
      });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
    }
  }
}

async function withPg<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Starts the whole server: database ready, app listening. Used by `npm start`, the dev script, the
// benchmark and the API tests (which listen on port 0 and a temporary DATA_DIR).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { constants } from '../generated/constants';
import { createMailer } from './accounts/mail';
import { flushEvents } from './analytics/events';
import { sweep } from './accounts/sweep';
import { createApp } from './app';
import { catalogOf, closeCatalog } from './catalog/registry';
import { handlers as defaultHandlers } from './handlers';
import type { HandlerMap } from './handlers/types';
import type { ServerConfig } from './config';
import { prepareDatabase } from './db/bootstrap';
import { createChangeLog } from './db/changes';
import { openDatabase } from './db/connect';
import { watchChanges } from './db/watch-changes';
import { type JobRunner, createJobRunner } from './jobs/runner';
import { jobDefinitions } from './jobs/registry';
import type { JobDefinitions } from './jobs/types';
import { type Logger, createLogger } from './log';
import { reencodeStoredPhotos } from './ops/photo-reencode';
import { createPayments } from './payments/setup';
import type { Services } from './services';
import { createSharedCache } from './shared-cache';
import { registerLiveSources } from './sources/register';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  /** The job runner: `runDue(now?)` runs what is due (tests move time on with it), `idle()` waits for a run. */
  jobs: Pick<JobRunner, 'runDue' | 'idle'>;
  close(): Promise<void>;
}

const sweepEveryMs = 3_600_000;
const mailRetryEveryMs = constants.mail.retrySeconds * 1000;

export async function startServer(
  config: ServerConfig,
  report: (line: string) => void = () => {},
  handlerMap: HandlerMap = defaultHandlers,
  definitions: JobDefinitions = jobDefinitions,
  log: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  // A production server gets here with test stand-ins only when ALLOW_TEST_PROVIDERS=1 asked for a
  // demonstration (config.ts refuses them otherwise): whoever reads the log is told what is not real.
  if (config.demonstration.length > 0) {
    const standIns = config.demonstration.map((item) => `${item.variables} ${item.effect}`);
    const variables = config.demonstration.map((item) => item.variables).join(', ');
    log.warn({ standIns }, `DEMONSTRATION (ALLOW_TEST_PROVIDERS=1), not for real shoppers: every page says so. Test stand-ins instead of ${variables}`);
  }
  const handle = openDatabase(config);
  try {
    await prepareDatabase(handle, report, config.madeUpData);
  } catch (error) {
    await handle.close();
    throw error;
  }
  // The local test gateway is called over HTTP at our own address, which is known once we listen.
  let selfUrl = '';
  const payments = createPayments(config, log, () => selfUrl);
  const changes = createChangeLog(config.sharedCacheMs);
  const stopWatching = watchChanges(handle, config, changes, log);
  const services: Services = {
    db: handle.db, dialect: handle.dialect, config, log, mailer: createMailer(handle.db, config, log), payments,
    cache: createSharedCache(config.sharedCacheMs), changes, now: () => Date.now(),
  };
  registerLiveSources(config.liveSources);
  const app = createApp(services, handlerMap);
  // The search threads start before the first shopper waits on them.
  await catalogOf(services).ready();
  // Calls still running when close() is asked for finish before the database goes away.
  let running = 0;
  let drained: (() => void) | null = null;
  const server = serve({
    fetch: async (request, env) => {
      running++;
      try {
        return await app.fetch(request, env);
      } finally {
        if (--running === 0) drained?.();
      }
    },
    port: config.port,
    hostname: config.host,
  });
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = constants.server.keepAliveSeconds * 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const sweeper = setInterval(() => sweep(handle.db, Date.now()).catch((e: unknown) => log.warn({ error: String(e) }, 'sweep failed')), sweepEveryMs);
  sweeper.unref();
  const mailRetry = setInterval(() => services.mailer.retryPending(Date.now()).catch((e: unknown) => log.warn({ error: String(e) }, 'mail retry failed')), mailRetryEveryMs);
  mailRetry.unref();
  await sweep(handle.db, Date.now());
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const reachable = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '[::1]' : host;
  selfUrl = `http://${reachable}:${port}`;
  // Jobs may call the local test gateway at selfUrl, so they start once it is known.
  const jobs = createJobRunner(services, { definitions, ...config.jobs });
  await jobs.start();
  // Warehouse photos kept as sent before they were re-encoded: rewritten in the background (not served
  // meanwhile), so that a store with many of them does not start late.
  const stopPhotoPass = new AbortController();
  const photoPass = reencodeStoredPhotos(services, stopPhotoPass.signal).catch((e: unknown) => log.error({ error: String(e) }, 're-encoding kept warehouse photos failed'));
  return {
    url: `http://${host}:${port}`,
    port,
    services,
    jobs: { runDue: (now) => jobs.runDue(now), idle: () => jobs.idle() },
    async close() {
      clearInterval(sweeper);
      clearInterval(mailRetry);
      const jobsStopped = jobs.stop();
      stopPhotoPass.abort();
      payments.testWebhooks?.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive connections would hold close() for their timeout; requests still running get
      // a moment to finish before their connections are cut.
      if ('closeIdleConnections' in server) {
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 500).unref();
      }
      await closed;
      if (running > 0) await new Promise<void>((resolve) => (drained = resolve));
      await jobsStopped;
      await photoPass;
      await services.mailer.idle();
      await closeCatalog(services);
      // Its live sources leave with it: the registry outlives a server in the process that started it (the
      // tests start many in one process), and code that asks it without a server (the simulator's rule)
      // must not find another's.
      if (config.liveSources.length > 0) registerLiveSources([]);
      // The shoppers' last steps are written before the database goes away.
      await flushEvents(handle.db);
      await stopWatching();
      await handle.close();
    },
  };
}

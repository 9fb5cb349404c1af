// Everything the server reads from its environment, read once. Business numbers live in
// spec/constants.yaml (generated/constants.ts); only deployment choices belong here.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from '../generated/constants';
import { defaultEdition, type EditionId, isEditionId } from '../generated/editions';
import { type PageReaderConfig, pageReaderConfig } from './anybuy/page-config';
import { defaultSimulatorSeed } from './auctions/rival';
import { type StandIn, type StandInSettings, refusal, standIns, testDefaults } from './stand-ins';
import { type LiveSourceSetting, liveSourceSettings } from './sources/settings';

export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite lives here (and nothing else); ignored when databaseUrl is set. */
  dataDir: string;
  /** postgres://… selects PostgreSQL. */
  databaseUrl: string | null;
  /** A PostgreSQL schema to use instead of public (the test suite isolates each file in one). */
  databaseSchema: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** The built storefront; null serves the API only (the Vite dev server serves pages then). */
  staticDir: string | null;
  edition: EditionId;
  /** Hops of X-Forwarded-For to trust (the load balancers in front of this process). */
  trustProxy: number;
  /** Other origins whose pages may call the API with credentials (spec §7: the base host is configurable). */
  allowedOrigins: string[];
  /** The storefront's address as shoppers reach it (PUBLIC_URL): links in mail must be whole addresses. */
  publicUrl: string;
  /** Cookies get the Secure flag; on by default in production. */
  secureCookies: boolean;
  /** Checks every result against its operation's result schema (tests and development). */
  validateResults: boolean;
  /** How long lists every shopper sees alike are kept in this process (server/shared-cache.ts); 0 turns it off. */
  sharedCacheMs: number;
  /** Prints outgoing mail to the console when no SMTP_URL is set. */
  printMail: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  payments: PaymentConfig;
  /** Rivals bidding on the embedded catalog's auctions (server/auctions/simulator.ts). */
  marketSimulator: { enabled: boolean; seed: number };
  jobs: JobsConfig;
  widgets: WidgetsConfig;
  /** The AES-256 key that encrypts identity document numbers at rest (IDENTITY_KEY, 64 hex digits). */
  identityKey: Buffer;
  /**
   * The test stand-ins a production server runs with because ALLOW_TEST_PROVIDERS=1 asked for a
   * demonstration (server/stand-ins.ts): the log and every page say so. Empty outside production, where
   * the stand-ins are the point, and in a production with its own keys.
   */
  demonstration: readonly StandIn[];
  /**
   * The seed makes up a catalog (goods, sellers and reviews, server/db/seed/goods.ts) and the demo shopper,
   * whose password it prints, with its haul (server/db/seed/demo.ts): not in a production that is not a
   * demonstration, where shoppers would pay real money for goods that do not exist and the demo shopper
   * would be an account anyone reading the log can use. Its goods then come from `catalog:import`.
   */
  madeUpData: boolean;
  /** The live marketplace sources whose credentials the environment sets (server/sources/settings.ts). */
  liveSources: LiveSourceSetting[];
  /**
   * SQLite: worker threads that run catalog searches, each with its own connection (SEARCH_WORKERS; one per
   * core in production, none otherwise: 0 runs them on the event loop). PostgreSQL ignores it.
   */
  searchWorkers: number;
  /**
   * The glossaries (locales/gloss/<code>.json) whose words a search keyword is expanded by
   * (server/catalog/expansion/); the API tests point it at fixtures of their own.
   */
  glossaryDir: string;
  /** Buy-by-link's reading of shops' pages (server/anybuy/page-config.ts). */
  pageReader: PageReaderConfig;
}

/**
 * Captcha and social login (server/accounts/captcha.ts, social.ts). Without production keys both are in
 * test mode: the local implementations under /test-widgets/ on this server, whose tokens are signed with
 * testSecret. None of the providers' hosts can be reached from this machine.
 */
export interface WidgetsConfig {
  captcha: { mode: 'test' | 'live'; siteKey: string; secretKey: string };
  social: { mode: 'test' | 'live'; clientIds: Partial<Record<'google' | 'apple', string>> };
  /** Signs the local test tokens; a well-known default, so it is never accepted in live mode. */
  testSecret: string;
}

/** The job runner (server/jobs/runner.ts); its defaults are spec/constants.yaml `jobs`. */
export interface JobsConfig {
  /** JOBS=off: this process runs no job by itself (no polling, nothing at start); `runDue()` still works. */
  polling: boolean;
  pollMs: number;
  /** How long a claimed job stays this process's before another may take it up. */
  leaseMs: number;
}

/** The card gateway. A test public key (pk_test_…) without a gateway URL uses the embedded test gateway. */
export interface PaymentConfig {
  /** pk_test_… or pk_live_…: handed to the browser, which tokenises cards with it. */
  publicKey: string;
  mode: 'test' | 'live';
  /** The gateway's API base; null serves the local test gateway under /test-gateway/ on this server. */
  gatewayUrl: string | null;
  secretKey: string;
  webhookSecret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function paymentConfig(env: Env): PaymentConfig {
  const publicKey = env.PAYMENT_PUBLIC_KEY || testDefaults.paymentPublicKey;
  const mode = publicKey.startsWith('pk_live_') ? 'live' : publicKey.startsWith('pk_test_') ? 'test' : null;
  if (!mode) throw new Error(`PAYMENT_PUBLIC_KEY must start with pk_test_ or pk_live_, got "${publicKey}"`);
  const gatewayUrl = env.PAYMENT_GATEWAY_URL?.replace(/\/+$/, '') || null;
  if (gatewayUrl && !/^https?:\/\//.test(gatewayUrl)) throw new Error('PAYMENT_GATEWAY_URL must start with http:// or https://');
  if (mode === 'live') {
    // A live key must never fall back to the test gateway or its well-known secrets.
    const missing = ['PAYMENT_GATEWAY_URL', 'PAYMENT_SECRET_KEY', 'PAYMENT_WEBHOOK_SECRET'].filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`${missing.join(', ')} must be set when PAYMENT_PUBLIC_KEY is a live key (pk_live_…)`);
  }
  return {
    publicKey,
    mode,
    gatewayUrl,
    secretKey: env.PAYMENT_SECRET_KEY || testDefaults.paymentSecretKey,
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || testDefaults.paymentWebhookSecret,
  };
}

function widgetsConfig(env: Env): WidgetsConfig {
  const siteKey = env.CAPTCHA_SITE_KEY || null;
  if (siteKey && !env.CAPTCHA_SECRET_KEY) throw new Error('CAPTCHA_SECRET_KEY must be set with CAPTCHA_SITE_KEY');
  const clientIds: WidgetsConfig['social']['clientIds'] = {};
  if (env.SOCIAL_GOOGLE_CLIENT_ID) clientIds.google = env.SOCIAL_GOOGLE_CLIENT_ID;
  if (env.SOCIAL_APPLE_CLIENT_ID) clientIds.apple = env.SOCIAL_APPLE_CLIENT_ID;
  return {
    captcha: siteKey
      ? { mode: 'live', siteKey, secretKey: env.CAPTCHA_SECRET_KEY! }
      : { mode: 'test', siteKey: constants.widgets.captcha.testSiteKey, secretKey: '' },
    social: { mode: Object.keys(clientIds).length > 0 ? 'live' : 'test', clientIds },
    testSecret: env.WIDGETS_TEST_SECRET || testDefaults.widgetsTestSecret,
  };
}

/** Without IDENTITY_KEY, a well-known development key (which production refuses, see stand-ins.ts). */
function identityKey(env: Env): Buffer {
  const raw = env.IDENTITY_KEY;
  if (!raw) return testDefaults.identityKey;
  if (!/^[0-9a-fA-F]{64}$/.test(raw)) throw new Error('IDENTITY_KEY must be 64 hex digits (a 256-bit key)');
  return Buffer.from(raw, 'hex');
}

function publicUrl(env: Env): string {
  const url = env.PUBLIC_URL || testDefaults.publicUrl(integer(env, 'PORT', 3000));
  if (!/^https?:\/\/[^/]+$/.test(url.replace(/\/$/, ''))) throw new Error(`PUBLIC_URL must be an http(s) origin such as https://shop.example.com, got "${url}"`);
  return url.replace(/\/$/, '');
}

function jobsConfig(env: Env): JobsConfig {
  const switchedTo = env.JOBS ?? 'on';
  if (switchedTo !== 'on' && switchedTo !== 'off') throw new Error(`JOBS must be on or off, got "${switchedTo}"`);
  const pollMs = integer(env, 'JOBS_POLL_MS', constants.jobs.pollMs);
  const leaseMs = integer(env, 'JOBS_LEASE_MS', constants.jobs.leaseMs);
  if (pollMs === 0 || leaseMs === 0) throw new Error('JOBS_POLL_MS and JOBS_LEASE_MS must be above 0');
  return { polling: switchedTo === 'on', pollMs, leaseMs };
}

/**
 * In production, what only tests should run (server/stand-ins.ts) stops the start with one message naming
 * every variable to set, unless ALLOW_TEST_PROVIDERS=1 asks for a demonstration; the list it may then run
 * with is returned. Outside production nothing is refused and nothing is announced.
 */
function demonstrationOf(env: Env, config: StandInSettings): StandIn[] {
  const allow = env.ALLOW_TEST_PROVIDERS ?? '';
  if (!['', '0', '1'].includes(allow)) throw new Error(`ALLOW_TEST_PROVIDERS must be 1 or 0, got "${allow}"`);
  if (env.NODE_ENV !== 'production') return [];
  const found = standIns(config, env);
  const allowed = allow === '1';
  const blocking = allowed ? found.filter((item) => !item.demonstrable) : found;
  if (blocking.length > 0) throw new Error(refusal(blocking, allowed));
  return found;
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const edition = env.EDITION ?? defaultEdition;
  if (!isEditionId(edition)) throw new Error(`EDITION must be one of the editions in spec/editions.yaml, got "${edition}"`);
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres://');
  const logLevel = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info');
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) throw new Error(`LOG_LEVEL "${logLevel}" is not a level`);
  const config = {
    port: integer(env, 'PORT', 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || testDefaults.mailFrom,
    staticDir: env.SERVE_STATIC === '0' ? null : resolve(env.STATIC_DIR ?? 'dist'),
    edition,
    trustProxy: integer(env, 'TRUST_PROXY', 0),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    publicUrl: publicUrl(env),
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === '1' : production,
    validateResults: env.VALIDATE_RESULTS ? env.VALIDATE_RESULTS === '1' : !production,
    // Tests write behind the server's back and expect the next call to see it.
    sharedCacheMs: integer(env, 'SHARED_CACHE_MS', env.NODE_ENV === 'test' ? 0 : constants.server.sharedCacheSeconds * 1000),
    printMail: env.NODE_ENV !== 'test' && !production,
    logLevel: logLevel as ServerConfig['logLevel'],
    payments: paymentConfig(env),
    marketSimulator: { enabled: env.MARKET_SIMULATOR !== 'off', seed: integer(env, 'MARKET_SIMULATOR_SEED', defaultSimulatorSeed) },
    jobs: jobsConfig(env),
    widgets: widgetsConfig(env),
    identityKey: identityKey(env),
    searchWorkers: integer(env, 'SEARCH_WORKERS', production ? availableParallelism() : 0),
    glossaryDir: fileURLToPath(new URL('../locales/gloss/', import.meta.url)),
    liveSources: liveSourceSettings(env),
    pageReader: pageReaderConfig(env),
  };
  const demonstration = demonstrationOf(env, config);
  return { ...config, demonstration, madeUpData: !production || demonstration.length > 0, ...overrides };
}

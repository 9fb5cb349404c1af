// A real server process on its own database, for the kill -9 tests: started with `start()` (ready once it
// answers /healthz), killed with `killHard()`, and the same database opened by the test with `open()`.
// SQLite in a temporary DATA_DIR, or a throwaway PostgreSQL schema when DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { createSchema, dropSchema, newSchemaName } from './harness';

const root = join(import.meta.dirname, '..', '..');

export interface ServerProcess {
  /** Starts the process with the fixed environment plus `extra`; answers its URL once it serves. */
  start(extra?: Record<string, string>): Promise<string>;
  /** SIGKILL, as a crash: nothing is flushed or closed. */
  killHard(): Promise<void>;
  /** The process's database, opened by the test (closed by teardown). */
  open(): DatabaseHandle;
  /** Makes the PostgreSQL schema (call in beforeAll). */
  setup(): Promise<void>;
  /** Kills the process if it runs, closes the database, drops the schema and the data dir (call in afterAll). */
  teardown(): Promise<void>;
}

export function serverProcess(name: string, env: Record<string, string> = {}, entry = 'server/main.ts'): ServerProcess {
  const databaseUrl = process.env.DATABASE_URL || null;
  const dataDir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  const schema = databaseUrl ? newSchemaName() : null;
  const fixed = { ...env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}) };
  let child: ChildProcess | null = null;
  let handle: DatabaseHandle | null = null;

  const killHard = (): Promise<void> => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGKILL');
    return exited;
  };

  return {
    async start(extra = {}) {
      // Port 0: the process takes a free port itself and prints its address. A port picked here could be
      // taken by another test's process before the server binds it (EADDRINUSE, seen in CI).
      const proc = spawn(process.execPath, ['--import', 'tsx', entry], {
        cwd: root,
        env: { ...process.env, ...fixed, ...extra, PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: '0', NODE_ENV: 'test', LOG_LEVEL: 'error' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let output = '';
      let stdout = '';
      proc.stdout!.on('data', (chunk) => {
        output += chunk;
        stdout += chunk;
      });
      proc.stderr!.on('data', (chunk) => (output += chunk));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
        // Both entries print the address they listen on once they do.
        const url = /\bhttp:\/\/127\.0\.0\.1:\d+/.exec(stdout)?.[0];
        try {
          if (url && (await fetch(`${url}/healthz`)).ok) return url;
        } catch {
          // not answering yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the server did not start:\n${output}`);
    },
    killHard,
    open() {
      handle ??= openDatabase(loadConfig({ ...fixed, NODE_ENV: 'test' }));
      return handle;
    },
    async setup() {
      if (databaseUrl) await createSchema(databaseUrl, schema!);
    },
    async teardown() {
      await killHard();
      await handle?.close();
      if (databaseUrl) await dropSchema(databaseUrl, schema!);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

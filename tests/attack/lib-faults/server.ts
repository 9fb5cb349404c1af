// Real server processes for the load and fault runs: started on a free port with the run's environment,
// stopped hard (SIGKILL) or gently, their output kept for the report, and a wait for the line a fault point
// prints when the process stops at it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { faultPointBanner } from '../../../server/faults/point';

const root = join(import.meta.dirname, '..', '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for a failure's report. */
  output(): string;
  /** Resolves when the process stops at the named fault point. */
  reached(point: string, timeoutMs?: number): Promise<void>;
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts server/main.ts with `env` (DATA_DIR or DATABASE_URL among it); resolves once /healthz answers. */
export async function startServer(env: Record<string, string>, options: { port?: number; timeoutMs?: number } = {}): Promise<Running> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, SERVE_STATIC: '0', LOG_LEVEL: 'error', NODE_ENV: 'test', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    if (process.env.FAULTS_ECHO === '1') process.stderr.write(chunk);
    if (text.length > 200_000) text = text.slice(-100_000);
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (gone()) throw new Error(`the server exited early:\n${text}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${text}`);
    }
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) })).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    child,
    output: () => text,
    reached(point, timeoutMs = 30_000) {
      const line = `${faultPointBanner}${point}\n`;
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        const check = () => {
          if (text.includes(line)) {
            done();
            resolve();
          } else if (gone()) {
            done();
            reject(new Error(`the server exited before ${point}:\n${text}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`the server never reached ${point}:\n${text.slice(-4000)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async killHard() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

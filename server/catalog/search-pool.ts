// Searches of the local catalog on worker threads (SQLite only). better-sqlite3 runs every query on the
// thread that asks, so on the event loop one slow search held up every other call and the other cores sat
// idle; each worker has its own read-only connection to the one WAL file (search-worker.ts) and a search
// goes to the one with the fewest in hand. A worker that dies is replaced and its searches run once more
// on another (they only read); one that cannot even start is not, and with none left the search runs
// here, on the event loop, as it did before. PostgreSQL needs none of this: its pool already runs queries
// elsewhere.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ApiFailure, type FailureStatus } from '../http/failure';
import type { MessageKey, MessageVars } from '../messages';
import type { SearchAnswer, SearchQuery, SearchScope } from './source';

export type SearchWorkerRequest =
  | { close?: undefined; id: number; query: SearchQuery; scope: SearchScope; now: number }
  | { close: true };

export type SearchWorkerReply =
  | { ready: true }
  | { ready?: undefined; id: number; answer: SearchAnswer }
  | { ready?: undefined; id: number; failure?: { status: FailureStatus; key: MessageKey; vars: MessageVars }; error: string };

export interface SearchPool {
  search(query: SearchQuery, scope: SearchScope, now: number): Promise<SearchAnswer>;
  /** Resolves once every worker started has its connection open (or has failed to). */
  ready(): Promise<void>;
  /** The live workers, for tests. */
  threads(): readonly Worker[];
  close(): Promise<void>;
}

export interface SearchPoolOptions {
  /** The SQLite file. */
  file: string;
  size: number;
  /** Runs a search on this thread, when no worker is left. */
  fallback(query: SearchQuery, scope: SearchScope, now: number): Promise<SearchAnswer>;
  warn(message: string, fields: Record<string, unknown>): void;
}

interface Job {
  id: number;
  request: Extract<SearchWorkerRequest, { id: number }>;
  retried: boolean;
  resolve(answer: SearchAnswer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  started: Promise<void>;
  jobs: Map<number, Job>;
}

// Workers run the TypeScript sources the server runs from, through tsx as the server does. A worker's
// first module is loaded before any --import of its own takes effect, so a line of JavaScript registers
// tsx and then imports it.
const workerFile = new URL('./search-worker.ts', import.meta.url).href;
function tsxApi(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  return pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
}
const bootstrap = `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(workerFile)}); })`;

export function createSearchPool({ file, size, fallback, warn }: SearchPoolOptions): SearchPool {
  const slots: Slot[] = [];
  let nextId = 1;
  let closing = false;

  const start = (): Slot => {
    let started = () => {};
    const slot: Slot = { worker: new Worker(bootstrap, { eval: true, workerData: { file } }), ready: false, started: new Promise((resolve) => (started = resolve)), jobs: new Map() };
    slot.worker.on('message', (reply: SearchWorkerReply) => {
      if (reply.ready) {
        slot.ready = true;
        started();
        return;
      }
      const job = slot.jobs.get(reply.id);
      if (!job) return;
      slot.jobs.delete(reply.id);
      if ('answer' in reply) job.resolve(reply.answer);
      else job.reject(reply.failure ? new ApiFailure(reply.failure.status, reply.failure.key, reply.failure.vars) : new Error(`search failed in a worker: ${reply.error}`));
    });
    slot.worker.on('error', (error) => warn('search worker failed', { error: error.message }));
    slot.worker.on('exit', (code) => {
      started();
      const index = slots.indexOf(slot);
      if (index < 0) return;
      slots.splice(index, 1);
      if (closing) return;
      warn('search worker stopped', { code, replaced: slot.ready });
      // One that never started would fail again at once: the others (or this thread) carry on.
      if (slot.ready) slots.push(start());
      for (const job of slot.jobs.values()) {
        if (job.retried) job.reject(new Error('search worker stopped'));
        else {
          job.retried = true;
          dispatch(job);
        }
      }
    });
    return slot;
  };

  const dispatch = (job: Job) => {
    if (slots.length === 0) {
      fallback(job.request.query, job.request.scope, job.request.now).then(job.resolve, job.reject);
      return;
    }
    let least = slots[0]!;
    for (const slot of slots) if (slot.jobs.size < least.jobs.size) least = slot;
    least.jobs.set(job.id, job);
    least.worker.postMessage(job.request);
  };

  for (let i = 0; i < size; i++) slots.push(start());

  return {
    search(query, scope, now) {
      if (closing) return Promise.reject(new Error('the search pool is closed'));
      return new Promise<SearchAnswer>((resolve, reject) => {
        const id = nextId++;
        dispatch({ id, request: { id, query, scope, now }, retried: false, resolve, reject });
      });
    },
    ready: async () => {
      await Promise.all(slots.map((s) => s.started));
    },
    threads: () => slots.map((s) => s.worker),
    async close() {
      closing = true;
      await Promise.all(
        slots.map(async ({ worker, jobs }) => {
          const exited = new Promise((resolve) => worker.once('exit', resolve));
          // Searches in hand finish first; the worker closes its connection and its port, and ends.
          while (jobs.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
          worker.postMessage({ close: true } satisfies SearchWorkerRequest);
          const timer = setTimeout(() => void worker.terminate(), 2_000);
          await exited;
          clearTimeout(timer);
        }),
      );
      slots.length = 0;
    },
  };
}

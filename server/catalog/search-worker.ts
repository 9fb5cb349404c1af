// One thread of the search pool (search-pool.ts): its own read-only connection to the SQLite file, the
// local catalog's search run on it, so the server's event loop stays free while SQLite works.
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteReader } from '../db/connect';
import { ApiFailure } from '../http/failure';
import { searchLocal } from './local-search';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-pool';

const port = parentPort!;
const handle = openSqliteReader((workerData as { file: string }).file);
port.postMessage({ ready: true } satisfies SearchWorkerReply);

port.on('message', (request: SearchWorkerRequest) => {
  if (request.close) {
    void handle.close().then(() => port.close());
    return;
  }
  const { id, query, scope, now } = request;
  searchLocal({ db: handle.db, dialect: 'sqlite', now: () => now }, query, scope).then(
    (answer) => port.postMessage({ id, answer } satisfies SearchWorkerReply),
    (error: unknown) => {
      const failure = error instanceof ApiFailure ? { status: error.status, key: error.key, vars: error.vars } : undefined;
      port.postMessage({ id, failure, error: error instanceof Error ? error.message : String(error) } satisfies SearchWorkerReply);
    },
  );
});

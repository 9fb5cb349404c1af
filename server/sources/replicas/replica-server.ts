// What every replica's HTTP server shares: a loopback port, a stall that holds requests unanswered (a
// provider past our timeout), and the time each request took the replica itself, so that a benchmark can
// tell our own time per call from the provider's (npm run bench:sources).
import { type IncomingMessage, type RequestListener, type ServerResponse, createServer } from 'node:http';

/** One request the replica answered: when it arrived and how long it took, up to its answer's last byte. */
export interface ReplicaAnswer {
  /** performance.now() when the request's headers arrived. */
  arrivedAt: number;
  ms: number;
  status: number;
}

/** A provider's refusal a replica can be told to answer with: throttled, closed for maintenance, failing. */
export type ReplicaRefusal = 'tooManyRequests' | 'maintenance' | 'systemError' | null;

export interface ReplicaTiming {
  /** Told of every request the replica answers (a held one is answered never). */
  onAnswered?: (answer: ReplicaAnswer) => void;
}

export interface ReplicaServer {
  base: string;
  /** While on, requests are held without an answer until the client gives up or the replica closes. */
  stall(on: boolean): void;
  /** Requests held unanswered now. */
  holding(): number;
  close(): Promise<void>;
}

export async function startReplicaServer(handler: RequestListener, timing: ReplicaTiming = {}): Promise<ReplicaServer> {
  let stalled = false;
  const held = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (stalled) {
      held.add(response);
      response.once('close', () => held.delete(response));
      return;
    }
    const arrivedAt = performance.now();
    if (timing.onAnswered) {
      const told = timing.onAnswered;
      response.once('finish', () => told({ arrivedAt, ms: performance.now() - arrivedAt, status: response.statusCode }));
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the replica has no port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    stall(on) {
      stalled = on;
    },
    holding: () => held.size,
    close() {
      // A held request would keep its connection, and so close(), waiting for ever.
      for (const response of held) response.destroy();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

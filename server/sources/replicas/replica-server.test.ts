// The replicas' shared server: each answer's own time told, and a stall that holds requests unanswered
// until the client gives up or the replica closes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ReplicaAnswer, type ReplicaServer, startReplicaServer } from './replica-server';

let replica: ReplicaServer | null = null;
afterEach(async () => {
  await replica?.close();
  replica = null;
});

let told: ReplicaAnswer[] = [];
const answer = (status: number) => startReplicaServer((_request, response) => void response.writeHead(status).end('{}'), { onAnswered: (a) => told.push(a) });

describe('a replica server', () => {
  it('tells each answer with its status, arrival and own time, within the call', async () => {
    told = [];
    replica = await answer(429);
    const started = performance.now();
    expect((await fetch(replica.base)).status).toBe(429);
    const ended = performance.now();
    expect(told).toHaveLength(1);
    const [one] = told;
    expect(one!.status).toBe(429);
    expect(one!.arrivedAt).toBeGreaterThanOrEqual(started);
    expect(one!.arrivedAt + one!.ms).toBeLessThanOrEqual(ended);
  });

  it('holds requests while stalled, answering none, and answers again once the stall ends', async () => {
    told = [];
    replica = await answer(200);
    replica.stall(true);
    const giveUp = new AbortController();
    const held = fetch(replica.base, { signal: giveUp.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(replica!.holding()).toBe(1));
    expect(told).toEqual([]);
    giveUp.abort();
    expect(await held).toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(replica!.holding()).toBe(0));
    replica.stall(false);
    expect((await fetch(replica.base)).status).toBe(200);
    expect(told.map((a) => a.status)).toEqual([200]);
  });

  it('closes with a request still held', async () => {
    replica = await answer(200);
    replica.stall(true);
    const held = fetch(replica.base).then(() => 'answered', () => 'refused');
    await vi.waitFor(() => expect(replica!.holding()).toBe(1));
    await replica.close();
    replica = null;
    expect(await held).toBe('refused');
  });
});

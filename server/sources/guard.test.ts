// The guard's retry is for a refusal that came back: a provider that lets the whole timeout pass is not asked
// again, so a search of every marketplace answers within that timeout, while a quick transient refusal is retried.
import { type Server, createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture';
import { createGuard } from './guard';
import { ProviderError } from './provider';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A provider answering each request as `answer` says; `hold` leaves it unanswered. Counts what arrives. */
async function provider(answer: (n: number) => 'hold' | number) {
  const seen = { requests: 0 };
  server = createServer((_request, response) => {
    const how = answer(++seen.requests);
    if (how === 'hold') return;
    response.writeHead(how).end('{}');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { base: `http://127.0.0.1:${address.port}`, seen };
}

const guardOf = () =>
  createGuard({
    provider: 'rakuten', timeoutMs: 100, retryDelayMs: 1, log: captureLog().log, now: Date.now,
    rateLimit: { acquire: async () => Date.now() }, context: { credentials: {}, base: '', now: Date.now },
  });

const callOnce = (base: string) =>
  guardOf().call(async ({ fetch }) => {
    const answer = await fetch(base);
    if (answer.status >= 500) throw new ProviderError('unavailable', `status ${answer.status}`, answer.status);
    return answer.status;
  });

describe('guard retry', () => {
  it('does not ask again a provider that let the timeout pass', async () => {
    const { base, seen } = await provider(() => 'hold');
    await expect(callOnce(base)).rejects.toMatchObject({ kind: 'unavailable', timedOut: true, site: 'rakuten' });
    expect(seen.requests).toBe(1);
  });

  it('retries once a transient refusal that came back', async () => {
    const { base, seen } = await provider((n) => (n === 1 ? 503 : 200));
    expect(await callOnce(base)).toBe(200);
    expect(seen.requests).toBe(2);
  });
});

describe('guard rate limit', () => {
  it('takes a turn of the rate limit for each request, as it is sent', async () => {
    const { base } = await provider(() => 200);
    const steps: string[] = [];
    const guard = createGuard({
      provider: 'amazon', timeoutMs: 1000, log: captureLog().log, now: Date.now, context: { credentials: {}, base: '', now: Date.now },
      rateLimit: { acquire: async () => (steps.push('turn'), Date.now()) },
    });
    await guard.call(async ({ fetch }) => {
      for (const request of ['first', 'second']) {
        steps.push(`${request} signed`);
        await fetch(base);
      }
    });
    expect(steps).toEqual(['first signed', 'turn', 'second signed', 'turn']);
  });
});

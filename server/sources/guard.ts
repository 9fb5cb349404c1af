// Every call to a provider goes through here: the shared rate limit (a turn for each request), the timeout,
// one retry of a transient refusal after a back-off, and a circuit breaker that stops calling a provider that
// keeps failing so that searches answer at once instead of each waiting for its timeout.
import type { Logger } from '../log';
import { type ProviderContext, ProviderError } from './provider';
import type { RateLimit } from './rate-limit';

export interface GuardOptions {
  provider: string;
  timeoutMs: number;
  rateLimit: RateLimit;
  log: Logger;
  now(): number;
  /** The context without its fetch: the guard supplies a fetch bounded by the timeout. */
  context: Omit<ProviderContext, 'fetch'>;
  /** Back-off before the one retry, when the provider did not say how long to wait. */
  retryDelayMs?: number;
  /** Failed calls in a row that open the breaker, and how long it stays open. */
  breakerFailures?: number;
  breakerOpenMs?: number;
}

export interface Guard {
  call<T>(operation: (context: ProviderContext) => Promise<T>): Promise<T>;
  /** Why the provider refused our key, while it does (named in /healthz); null when it accepts it. */
  refusedKey(): string | null;
}

/** The longest wait a provider's Retry-After may impose on a shopper's request. */
const MAX_RETRY_WAIT_MS = 2000;

export function createGuard(options: GuardOptions): Guard {
  const { retryDelayMs = 200, breakerFailures = 5, breakerOpenMs = 30_000 } = options;
  let failures = 0;
  let openUntil = 0;
  let refused: string | null = null;

  // Each request takes its turn of the rate limit as it is sent, after the kind has built and signed it: the
  // provider counts requests as they arrive, and a turn taken before that work let it arrive late, closer to
  // the next call's than the limit's spacing.
  const boundedFetch = async (url: string, init?: RequestInit) => {
    await options.rateLimit.acquire();
    return fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }).catch((error: unknown) => {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const failure = new ProviderError('unavailable', timedOut ? `no answer within ${options.timeoutMs} ms` : `unreachable: ${(error as Error).message}`);
      failure.timedOut = timedOut;
      throw failure;
    });
  };
  const context: ProviderContext = { ...options.context, fetch: boundedFetch };

  return {
    refusedKey: () => refused,
    async call(operation) {
      if (options.now() < openUntil) {
        const open = new ProviderError('unavailable', `${options.provider} is failing; not called until its breaker closes`);
        open.site = options.provider;
        throw open;
      }
      try {
        let result;
        try {
          result = await operation(context);
        } catch (error) {
          // A provider that let the whole timeout pass is not asked again: the shopper has waited long enough,
          // and a search of every marketplace answers within that timeout.
          if (!(error instanceof ProviderError) || !error.transient || error.timedOut) throw error;
          const wait = error.retryAfterSeconds ? Math.min(MAX_RETRY_WAIT_MS, error.retryAfterSeconds * 1000) : retryDelayMs;
          await new Promise((resolve) => setTimeout(resolve, wait));
          result = await operation(context);
        }
        failures = 0;
        refused = null;
        return result;
      } catch (error) {
        if (error instanceof ProviderError) error.site ??= options.provider;
        if (error instanceof ProviderError && error.kind === 'auth') {
          refused = error.message;
          // Loud: a configured key the provider refuses is an operator's problem, never an empty shop.
          options.log.error({ provider: options.provider, status: error.status }, `${options.provider} refused our key: ${error.message}`);
        } else if (error instanceof ProviderError && (error.transient || error.kind === 'answer')) {
          failures++;
          if (failures >= breakerFailures) {
            openUntil = options.now() + breakerOpenMs;
            failures = 0;
            options.log.warn({ provider: options.provider }, `${options.provider} failed ${breakerFailures} times in a row; not called for ${breakerOpenMs} ms`);
          }
        }
        throw error;
      }
    },
  };
}

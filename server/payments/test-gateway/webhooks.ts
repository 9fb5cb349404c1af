// The test gateway's webhook sender: at least once, like a real gateway. Each event is POSTed, signed,
// and retried after growing pauses until it is answered 2xx; in test mode every event is also sent a
// second time, so that the receiver's duplicate handling is exercised on every payment.
import { constants } from '../../../generated/constants';
import type { Logger } from '../../log';
import { sign, signatureHeader } from '../signature';

export interface WebhookSender {
  send(event: object): void;
  /** Stops every pending delivery (server shutdown). */
  close(): void;
  /** Resolves once no delivery is in flight or waiting (tests). */
  idle(): Promise<void>;
}

export function createWebhookSender(target: () => string, secret: string, log: Logger): WebhookSender {
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let closed = false;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (inFlight > 0 || timers.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  function schedule(body: string, attempt: number, delayMs: number) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(body, attempt);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  async function deliver(body: string, attempt: number) {
    inFlight++;
    let ok = false;
    try {
      const response = await fetch(target(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [signatureHeader]: sign(secret, body, Math.floor(Date.now() / 1000)) },
        body,
        signal: AbortSignal.timeout(constants.wallet.gatewayTimeoutMs),
      });
      await response.arrayBuffer();
      ok = response.ok;
    } catch {
      ok = false;
    }
    const pauses = constants.wallet.testGatewayRetrySeconds;
    if (!ok) {
      if (attempt < pauses.length) schedule(body, attempt + 1, pauses[attempt]! * 1000);
      else log.warn({ attempts: attempt + 1 }, 'test gateway: webhook given up');
    }
    inFlight--;
    settle();
  }

  return {
    send(event) {
      const body = JSON.stringify(event);
      for (let i = 0; i < constants.wallet.testGatewayDeliveries; i++) schedule(body, 0, 0);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      settle();
    },
    idle: () => new Promise<void>((resolve) => {
      waiters.push(resolve);
      settle();
    }),
  };
}

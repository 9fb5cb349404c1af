import { describe, expect, it } from 'vitest';
import { beforeHydration, hydrationReady } from './before-hydration';

describe('hydrationReady', () => {
  it('waits for every load registered before it, a failed one included', async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    beforeHydration(slow);
    beforeHydration(Promise.reject(new Error('no locale')));
    let ready = false;
    const waiting = hydrationReady().then(() => (ready = true));
    // Every microtask queued so far has run after a macrotask turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(ready).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../generated/constants';
import { editions } from '../../generated/editions';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  vi.doUnmock('../config/env');
});

describe('scheduleChatWidget', () => {
  it('loads the widget constants.chat.loadDelayMs after the page is ready, not before', async () => {
    const { scheduleChatWidget } = await import('./chat-widget');
    const mount = vi.fn();
    const load = vi.fn(async () => ({ mount }));
    scheduleChatWidget(load);
    await vi.advanceTimersByTimeAsync(constants.chat.loadDelayMs - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledOnce();
    expect(mount).toHaveBeenCalledOnce();
  });

  it('leaves the page alone when the widget fails to load, and stops when the page goes first', async () => {
    const { scheduleChatWidget } = await import('./chat-widget');
    scheduleChatWidget(() => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(constants.chat.loadDelayMs);
    const load = vi.fn(async () => ({ mount: () => {} }));
    const stop = scheduleChatWidget(load);
    stop();
    await vi.advanceTimersByTimeAsync(constants.chat.loadDelayMs);
    expect(load).not.toHaveBeenCalled();
  });

  it('is not shown in the china edition', async () => {
    vi.doMock('../config/env', () => ({ edition: 'china', editionConfig: editions.china }));
    const { scheduleChatWidget } = await import('./chat-widget');
    const load = vi.fn(async () => ({ mount: () => {} }));
    scheduleChatWidget(load);
    await vi.advanceTimersByTimeAsync(constants.chat.loadDelayMs * 2);
    expect(load).not.toHaveBeenCalled();
  });
});

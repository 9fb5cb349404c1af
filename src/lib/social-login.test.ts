import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../generated/constants';
import { editions } from '../../generated/editions';

const live = { mode: 'live' as const, providers: [{ id: 'google' as const, clientId: 'client-1' }] };
const text = { title: 't', email: 'e', submit: 's', cancel: 'c' };

function stubDocument() {
  const scripts: { src: string }[] = [];
  vi.stubGlobal('document', { createElement: () => ({}), head: { appendChild: (s: { src: string }) => scripts.push(s) } });
  vi.stubGlobal('window', {});
  return scripts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.doUnmock('../config/env');
  vi.useRealTimers();
});

describe('signIn', () => {
  it("injects the provider's loader only when the shopper chooses it, and gives up when it never loads", async () => {
    vi.useFakeTimers();
    const scripts = stubDocument();
    const { signIn } = await import('./social-login');
    expect(scripts).toHaveLength(0);
    const attempt = signIn('google', live, text);
    const outcome = expect(attempt).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(0);
    expect(scripts.map((s) => s.src)).toEqual([constants.widgets.social.google.scriptUrl]);
    await vi.advanceTimersByTimeAsync(constants.widgets.scriptTimeoutMs);
    await outcome;
  });

  it('refuses a provider the server does not offer, injecting nothing', async () => {
    const scripts = stubDocument();
    const { signIn } = await import('./social-login');
    await expect(signIn('apple', live, text)).rejects.toThrow(/not offered/);
    expect(scripts).toHaveLength(0);
  });

  it('never loads anything in the china edition', async () => {
    vi.doMock('../config/env', () => ({ edition: 'china', editionConfig: editions.china }));
    const scripts = stubDocument();
    const { signIn } = await import('./social-login');
    await expect(signIn('google', live, text)).rejects.toThrow(/not offered/);
    expect(scripts).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptLoadError, type ScriptHost, loadScript } from './script-loader';

/** A document stand-in that records the scripts put into its head. */
function fakeHost() {
  const scripts: HTMLScriptElement[] = [];
  const host: ScriptHost = {
    createElement: () => ({}) as HTMLScriptElement,
    head: { appendChild: (node: HTMLScriptElement) => scripts.push(node) },
  };
  return { host, scripts };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadScript', () => {
  it('injects the script once, when asked, and resolves when its global is there', async () => {
    const { host, scripts } = fakeHost();
    let ready = false;
    expect(scripts).toHaveLength(0);
    const first = loadScript('https://provider.example/a.js', () => ready, { host });
    const second = loadScript('https://provider.example/a.js', () => ready, { host });
    expect(scripts.map((s) => s.src)).toEqual(['https://provider.example/a.js']);
    expect(scripts[0]!.async).toBe(true);
    ready = true;
    scripts[0]!.onload!(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('injects nothing when the global is already there', async () => {
    const { host, scripts } = fakeHost();
    await loadScript('https://provider.example/b.js', () => true, { host });
    expect(scripts).toHaveLength(0);
  });

  it('rejects on a network error, and a later try injects again', async () => {
    const { host, scripts } = fakeHost();
    const failing = loadScript('https://provider.example/c.js', () => false, { host });
    scripts[0]!.onerror!(new Event('error'));
    await expect(failing).rejects.toMatchObject({ reason: 'error' });
    void loadScript('https://provider.example/c.js', () => false, { host }).catch(() => {});
    expect(scripts).toHaveLength(2);
  });

  it('gives up after the timeout when the script never arrives', async () => {
    const { host } = fakeHost();
    const never = loadScript('https://provider.example/d.js', () => false, { host, timeoutMs: 5000 });
    const outcome = expect(never).rejects.toBeInstanceOf(ScriptLoadError);
    await vi.advanceTimersByTimeAsync(4999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(never).rejects.toMatchObject({ reason: 'timeout' });
  });
});

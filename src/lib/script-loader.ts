// Injects a third-party loader script once, when a feature asks for it (never at page load), and waits
// until the global it defines is there. A script that fails or does not arrive in time rejects, so the
// page can say "the check could not load" instead of waiting for ever.
import { constants } from '../../generated/constants';

export interface ScriptHost {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

export class ScriptLoadError extends Error {
  constructor(readonly url: string, readonly reason: 'error' | 'timeout') {
    super(`${reason} loading ${url}`);
    this.name = 'ScriptLoadError';
  }
}

const pending = new Map<string, Promise<void>>();

export function loadScript(
  url: string,
  ready: () => boolean,
  { host = document as ScriptHost, timeoutMs = constants.widgets.scriptTimeoutMs }: { host?: ScriptHost; timeoutMs?: number } = {},
): Promise<void> {
  if (ready()) return Promise.resolve();
  const known = pending.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = host.createElement('script');
    script.src = url;
    script.async = true;
    const timer = setTimeout(() => reject(new ScriptLoadError(url, 'timeout')), timeoutMs);
    script.onload = () => {
      // Some loaders define their global a moment after onload; the timer still bounds the wait.
      const poll = () => (ready() ? (clearTimeout(timer), resolve()) : setTimeout(poll, 50));
      poll();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new ScriptLoadError(url, 'error'));
    };
    host.head.appendChild(script);
  });
  pending.set(url, loading);
  // A failed load may be tried again (the "try again" button): forget it.
  loading.catch(() => pending.delete(url));
  return loading;
}

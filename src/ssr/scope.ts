// One server render's state. The browser's modules keep the query cache, the language and the cookies in
// module-level singletons; in the server bundle those modules are swapped (vite.ssr.config.ts) for ones that
// read this scope, so concurrent renders never see each other's cache, language or shopper.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { LanguageCode } from '../../generated/languages';

export interface RequestScope {
  readonly queryClient: QueryClient;
  /** The request's cookies by name; what the page sets during the render (a new device id) is kept here. */
  readonly cookies: Map<string, string>;
  /** The API, answered in process with the shopper's cookies. */
  readonly fetch: typeof fetch;
  language: LanguageCode;
  i18n: I18n | null;
  /** Work a loader started without awaiting (a namespace's strings): the render waits for it. */
  readonly pending: Set<Promise<unknown>>;
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

export function currentScope(): RequestScope {
  const scope = storage.getStore();
  if (!scope) throw new Error('server render state read outside a render');
  return scope;
}

export function scopeOrNull(): RequestScope | null {
  return storage.getStore() ?? null;
}

/** Remembers a promise the render must wait for, and returns it. */
export function track<T>(promise: Promise<T>): Promise<T> {
  const { pending } = currentScope();
  pending.add(promise);
  void promise.catch(() => {}).finally(() => pending.delete(promise));
  return promise;
}

/** Parses a Cookie header. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}

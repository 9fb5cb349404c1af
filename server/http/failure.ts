// A call that ends in a 4xx: the status, a catalogue key for the caller's language, and the field at
// fault when there is one. Thrown anywhere below the dispatcher; anything else thrown is a 500.
import type { MessageKey, MessageVars } from '../messages';

export type FailureStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503 | 507;

export class ApiFailure extends Error {
  constructor(
    readonly status: FailureStatus,
    readonly key: MessageKey,
    readonly vars: MessageVars = {},
    readonly headers: Readonly<Record<string, string>> = {},
    /** Figures the caller acts on besides the message (a payment's shortfall), sent as `data`. */
    readonly data: Readonly<Record<string, string | number>> | null = null,
  ) {
    super(key);
    this.name = 'ApiFailure';
  }

  /** The field named in the message, for clients that highlight it. */
  get field(): string | undefined {
    return typeof this.vars.field === 'string' ? this.vars.field : undefined;
  }
}

/** 400 naming the field; `key` gives a more specific message than "invalid value". */
export function badField(field: string, key: MessageKey = 'invalidField'): ApiFailure {
  return new ApiFailure(400, key, { field });
}

export function conflict(key: MessageKey): ApiFailure {
  return new ApiFailure(409, key);
}

export function rateLimited(retryAfterSeconds: number): ApiFailure {
  return new ApiFailure(429, 'rateLimited', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }, { 'Retry-After': String(retryAfterSeconds) });
}

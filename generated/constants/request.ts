// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const request = {
  timeoutMs: 60000,
  retryStatuses: [408, 409, 425, 429, 500, 502, 503, 504],
  retryCount: 1,
  retryAfterMaxMs: 10000,
  idempotentMethods: ['GET', 'HEAD', 'OPTIONS'],
  isNew: 1,
} as const;

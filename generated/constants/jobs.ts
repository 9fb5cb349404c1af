// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const jobs = {
  pollMs: 5000,
  leaseMs: 300000,
  maxAttempts: 8,
  backoff: { firstMs: 30000, factor: 2, maxMs: 3600000 },
} as const;

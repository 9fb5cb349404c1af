// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const server = {
  bodyLimitBytes: 65536,
  databaseRetryAfterSeconds: 2,
  sharedCacheSeconds: 5,
  personalCacheEntries: 20000,
  changePollMs: 100,
  compressMinBytes: 1024,
  keepAliveSeconds: 65,
} as const;

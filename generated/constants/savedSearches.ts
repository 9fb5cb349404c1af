// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const savedSearches = {
  maxPerShopper: 50,
  alertEveryHours: 24,
  checkEveryMinutes: 10,
  batchSize: 5000,
  itemsPerAlert: 200,
} as const;

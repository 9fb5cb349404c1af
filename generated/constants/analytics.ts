// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const analytics = {
  eventRetentionDays: 400,
  flushEveryMs: 1000,
  flushBatch: 500,
  dayOffsetHours: 9,
  maxRangeDays: 366,
  topTerms: 20,
  termMaxLength: 100,
} as const;

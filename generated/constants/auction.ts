// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const auction = {
  bidIncrements: [
    { fromYen: 0, yen: 10 },
    { fromYen: 1000, yen: 100 },
    { fromYen: 5000, yen: 250 },
    { fromYen: 10000, yen: 500 },
    { fromYen: 50000, yen: 1000 },
  ],
  mercariEndHourJst: 20,
  extensionWindowMinutes: 5,
  extensionMinutes: 5,
  historyMax: 20,
  myBidsPageSize: 20,
  idempotencyKeyMinLength: 16,
  idempotencyKeyMaxLength: 64,
  simulator: { rivalMinPercent: 110, rivalMaxPercent: 160, noRivalPercent: 20 },
} as const;

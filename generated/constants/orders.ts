// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const orders = {
  pageSize: 20,
  appealDays: 7,
  reasonMaxLength: 500,
  photos: { max: 8, maxBytes: 5242880, maxSide: 2560, quality: 85 },
  timeouts: { priceChangedDays: 7, awaitingPaymentDays: 3, checkEveryMinutes: 60 },
} as const;

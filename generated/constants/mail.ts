// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const mail = {
  retrySeconds: 60,
  maxAttempts: 5,
  groupWindowMinutes: 15,
  kinds: [
    { id: 'orders', locked: false },
    { id: 'parcels', locked: false },
    { id: 'auctions', locked: false },
    { id: 'alerts', locked: false },
    { id: 'payments', locked: true },
    { id: 'account', locked: true },
  ],
} as const;

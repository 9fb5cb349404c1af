// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const rateLimits = {
  login: { account: { max: 10, windowSeconds: 900 }, ip: { max: 50, windowSeconds: 900 } },
  code: {
    account: { max: 5, windowSeconds: 3600 },
    attempt: { max: 3, windowSeconds: 3600 },
    ip: { max: 30, windowSeconds: 3600 },
    failures: { max: 10, windowSeconds: 3600 },
  },
  upload: { account: { max: 120, windowSeconds: 3600 } },
  pageRead: { account: { max: 30, windowSeconds: 600 } },
} as const;

// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const cookies = {
  locale: { name: 'i18n_redirected', maxAgeDays: 365 },
  device: { name: 'deviceId', maxAgeDays: 730 },
  language: { name: 'language', maxAgeDays: 730 },
  userInfo: { name: 'userInfo', maxAgeDays: 730 },
  session: { name: 'sid', maxAgeDays: 30 },
  signup: { name: 'signup', maxAgeDays: 1 },
  reset: { name: 'reset', maxAgeDays: 1 },
} as const;

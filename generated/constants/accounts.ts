// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const accounts = {
  codeDigits: 6,
  codeTtlMinutes: 10,
  codeMaxAttempts: 5,
  sessionRefreshHours: 24,
  captchaAfterFailures: 3,
  retentionYears: 7,
  passwordHash: { cost: 16384, blockSize: 8, parallelization: 1, keyLength: 64 },
} as const;

// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const points = { earnPer100Yen: 1, yenPerPoint: 1, maxSharePercent: 50 } as const;

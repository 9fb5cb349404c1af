// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const home = { activities: 6, articles: 6, hotShares: 8, viewLog: 20, exchangeCurrency: 'CNY' } as const;

// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const anybuy = { titleMaxLength: 200, optionsMaxLength: 300, maxPriceYen: 2000000 } as const;

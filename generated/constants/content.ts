// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const content = { pageSize: 12, landingGoods: 12, amazonDeals: 30 } as const;

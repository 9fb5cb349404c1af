// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const invite = { reward: { amount: 500, kind: 'points' }, codeLength: 8 } as const;

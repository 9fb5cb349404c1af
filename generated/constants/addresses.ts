// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const addresses = {
  max: 20,
  phoneDigits: { min: 6, max: 20 },
  maxLength: { recipient: 100, phone: 30, postcode: 12, region: 100, city: 100, line: 200 },
} as const;

// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const fees = {
  proxyFee: [{ fromYen: 0, yen: 100 }, { fromYen: 3000, yen: 200 }, { fromYen: 10000, yen: 300 }],
  services: [
    {
      id: 'protectivePackaging',
      per: 'order',
      bands: [{ fromGrams: 0, yen: 100 }, { fromGrams: 2000, yen: 200 }],
      maxGrams: 5000,
    },
    { id: 'inspection', per: 'order', bands: [{ fromGrams: 0, yen: 300 }], maxGrams: null },
    { id: 'electronicsCheck', per: 'item', bands: [{ fromGrams: 0, yen: 1000 }], maxGrams: null },
    { id: 'photos', per: 'item', bands: [{ fromGrams: 0, yen: 500 }], maxGrams: null },
  ],
} as const;

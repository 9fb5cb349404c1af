// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const cart = {
  maxQuantity: 99,
  multiQuantitySites: ['amazon', 'rakuten', 'surugaya', 'yahoo'],
  buyNoticeVersions: {
    yahoo: 1,
    mercari: 1,
    rakuma: 1,
    paypay: 1,
    amazon: 1,
    rakuten: 1,
    surugaya: 1,
    lashinbang: 1,
    minne: 1,
    bunjang: 1,
    magi: 1,
    card: 1,
    market: 1,
    anybuy: 1,
  },
} as const;

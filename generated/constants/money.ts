// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const money = {
  exchangeRateDecimals: 4,
  conversionDecimals: 2,
  wholeNumberCurrencies: ['TWD'],
  discountPercentDecimals: 2,
  foldLanguages: ['zhCn', 'zhTw'],
  yenSign: '¥',
  yenWord: '円',
} as const;

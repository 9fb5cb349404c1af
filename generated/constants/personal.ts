// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const personal = {
  maxCards: 5,
  holderNameMaxLength: 100,
  identityDocuments: { KR: 'krPccc', BR: 'brCpf', TW: 'twNationalId', CN: 'cnResidentId' },
  legalNameMaxLength: 100,
  reviewReasonMaxLength: 300,
  growthYenPerPoint: 100,
  levels: [
    { id: 'member', minGrowth: 0, proxyFeeDiscountPercent: 0 },
    { id: 'silver', minGrowth: 500, proxyFeeDiscountPercent: 5 },
    { id: 'gold', minGrowth: 2000, proxyFeeDiscountPercent: 10 },
    { id: 'platinum', minGrowth: 6000, proxyFeeDiscountPercent: 20 },
  ],
  specialOffers: [
    { code: 'silverWelcome', level: 'silver', amountYen: 300, minSpendYen: 3000, validDays: 30 },
    { code: 'goldShipping', level: 'gold', amountYen: 800, minSpendYen: 8000, validDays: 30 },
    {
      code: 'platinumThanks',
      level: 'platinum',
      amountYen: 2000,
      minSpendYen: 15000,
      validDays: 60,
    },
    { code: 'everyoneFirst', level: 'member', amountYen: 100, minSpendYen: 1000, validDays: 14 },
  ],
} as const;

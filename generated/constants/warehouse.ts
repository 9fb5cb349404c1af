// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const warehouse = {
  freeStorageDays: 30,
  storageYenPerItemDay: 50,
  storageJobEveryMs: 3600000,
  parcelPhotos: { max: 4, maxBytes: 5242880, maxSide: 2560, quality: 85 },
  consolidation: { freeOrders: 10, perExtraOrderYen: 100 },
  maxOrders: 30,
  maxGrams: 30000,
  maxDeclaredYen: 500000,
  maxBoxMm: [750, 420, 606],
  exportDeclarationYen: 200000,
  options: [
    {
      id: 'protectivePackaging',
      bands: [{ fromGrams: 0, yen: 100 }, { fromGrams: 2000, yen: 200 }, { fromGrams: 5000, yen: 400 }],
    },
  ],
  postageReminderDays: 7,
  storageWarningDays: 7,
  pageSize: 20,
  idempotencyKeyMinLength: 16,
  idempotencyKeyMaxLength: 64,
} as const;

// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const uploads = {
  maxBytes: 10485760,
  maxMegapixels: 40,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxSide: 1600,
  quality: 80,
  pendingHours: 24,
  cacheSeconds: 86400,
  purposes: ['workOrder', 'experience', 'content'],
  staffPurposes: ['content'],
} as const;

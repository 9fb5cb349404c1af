// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const navigation = {
  repaintDelayMs: 100,
  reloadGuardMs: 10000,
  preloadQueueLimit: 4,
  slowConnections: ['slow-2g', '2g'],
} as const;

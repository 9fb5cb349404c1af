// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const catalog = {
  pageSize: 30,
  shopPageSize: 30,
  sellerPageSize: 20,
  siteHome: { featured: 12, newest: 12, endingSoon: 12, shops: 8 },
  sameListMax: 20,
  reviewsMax: 20,
  recentViewsMax: 100,
  imageCacheSeconds: 31536000,
  searchCache: { ttlMs: 3000, maxEntries: 500 },
  categoryNamesRefreshMs: 300000,
  recheck: { cartSeconds: 60 },
} as const;

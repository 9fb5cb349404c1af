import { z } from 'zod';

// Zod schemas of the spec files themselves. Every object is strict, so a misspelt key is reported at
// its line instead of being silently ignored.

const identifier = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'must be lowerCamelCase letters and digits');
const routeName = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*(\.[a-zA-Z][A-Za-z0-9]*)*$/, 'must be dot-separated lowerCamelCase words');
const routePath = z
  .string()
  .regex(
    /^\/$|^(\/(:[a-z][A-Za-z0-9]*|[A-Za-z0-9_.-]+))+$/,
    'must start with / and hold literal segments or :params (react-router syntax)',
  );

const routeFlags = {
  isAuth: z.boolean().optional(),
  marketHome: z.boolean().optional(),
  commonSearch: z.boolean().optional(),
  // The operations console: only staff reach it; anyone else gets the 404 page.
  staff: z.boolean().optional(),
  // A page shown without the shell's header, footer and bottom bar (content embedded in the apps).
  bare: z.boolean().optional(),
  // Only these editions have the page (the analytics edition's dashboard); the others have no such address.
  editions: z.array(identifier).min(1).optional(),
  screen: routeName.optional(),
};

export const RoutesFile = z.strictObject({
  tags: z.array(identifier),
  contentLinks: z.strictObject({
    default: identifier,
    types: z.record(identifier, routeName),
  }),
  routes: z.record(routeName, z.strictObject({ path: routePath, site: identifier.optional(), ...routeFlags })),
});

const linkVariant = z.union([
  z.string(),
  z.strictObject({ when: z.enum(['official', 'auction']), template: z.string() }),
]);

const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'must be an environment variable name such as RAKUTEN_APPLICATION_ID');

export const SiteFile = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9]*$/, 'must be lowercase letters and digits'),
  type: z.int().min(1).optional(),
  cartShopType: z.int().min(0).max(18),
  order: z.int().min(1),
  name: z.string().min(1),
  origin: z.url().optional(),
  routes: z.record(identifier, z.strictObject({ path: routePath, ...routeFlags })),
  center: z
    .strictObject({ path: routePath, pages: z.array(identifier).min(1) })
    .optional(),
  links: z.strictObject({
    detail: z.array(linkVariant).min(1),
    shop: z.array(linkVariant).min(1).optional(),
  }),
  // The hosts of the marketplace's addresses and short links; a subdomain of one counts as it.
  hosts: z.array(z.string().regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'must be a lowercase host name such as mercari.com')).min(1).optional(),
  // The item's address on the marketplace from its detail page's id: `https://host/…{id}…`, the first
  // template whose `when` (a query flag of the detail page) holds.
  itemUrls: z.array(z.union([z.string(), z.strictObject({ when: identifier, template: z.string() })])).min(1).optional(),
  // Marketplace item addresses a shopper may paste into search; named groups fill the detail link.
  urls: z
    .array(
      z.strictObject({
        match: z.string().min(1),
        set: z.record(identifier, z.union([z.string(), z.number(), z.boolean()])).optional(),
      }),
    )
    .optional(),
  categories: z
    .strictObject({ operation: z.string(), cacheMinutes: z.number().positive(), field: z.string() })
    .optional(),
  editions: z
    .record(identifier, z.strictObject({ available: z.boolean().optional(), loginRequired: z.boolean().optional() }))
    .optional(),
  // A live marketplace behind its provider's official API (generator/sources.ts knows the kinds); absent:
  // the local catalog serves it.
  source: z
    .strictObject({
      kind: z.string().min(1),
      base: z.url({ protocol: /^https?$/ }),
      // The environment variable that points the source at another base (a local replica in tests).
      baseEnv: envName,
      // The kind's credential keys → the environment variables holding them; the source is on when all are set.
      credentials: z.record(identifier, envName),
      // Calls per window for the provider's key, shared by every server process.
      rateLimit: z.strictObject({ calls: z.int().positive(), perSeconds: z.int().positive() }),
      timeoutMs: z.int().positive().max(60_000),
      cache: z.strictObject({ searchSeconds: z.int().min(0), itemSeconds: z.int().min(0), categoriesSeconds: z.int().min(0) }),
      // Our goods fields → the provider's answer field read for them, where the kind allows a mapping.
      map: z.record(identifier, z.string().min(1)).optional(),
      // The listings the provider serves, when it serves only part of the marketplace: the local catalog keeps
      // the others (Yahoo!: Shopping's fixed-price goods are live, its auctions stay local). Absent: all.
      listings: z.array(z.enum(['fixed', 'auction'])).min(1).optional(),
    })
    .optional(),
});

const redirectTarget = z.union([
  z.strictObject({ route: routeName }),
  z.strictObject({ url: z.url({ protocol: /^https?$/ }) }),
]);

export const EditionsFile = z.strictObject({
  default: identifier,
  editions: z.record(
    identifier,
    z.strictObject({
      value: z.int(),
      from: z.string().min(1),
      languagePrefix: z.boolean(),
      forcedLanguage: identifier.nullable(),
      yenDisplay: z.enum(['sign', 'word']),
      rmbOption: z.boolean(),
      localTimes: z.boolean(),
      socialLogin: z.boolean(),
      imagePlaceholder: z.string().startsWith('/'),
      unavailableRedirect: redirectTarget,
      redirects: z.array(
        z.strictObject({
          match: z.union([z.strictObject({ pathPrefix: z.string().startsWith('/') }), z.strictObject({ route: routeName })]),
          to: redirectTarget,
        }),
      ),
      cartConfirmScriptSrc: z.array(z.string().min(1)).min(1),
      // The only pages this edition serves (every other address is its 404); absent: every page.
      pages: z.array(routeName).min(1).optional(),
    }),
  ),
});

export const LanguagesFile = z.strictObject({
  default: identifier,
  helpFiles: z.strictObject({ languages: z.array(identifier).min(1), fallback: identifier }),
  languages: z
    .array(
      z.strictObject({
        code: identifier,
        service: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag such as ja or zh-CN'),
        name: z.string().min(1),
        dir: z.enum(['ltr', 'rtl']),
        dayjs: z.string().min(1),
      }),
    )
    .min(1),
});

const ms = z.int().positive();
const cookie = z.strictObject({ name: z.string().min(1), maxAgeDays: z.int().positive() });
const rateLimit = z.strictObject({ max: z.int().positive(), windowSeconds: z.int().positive() });
const socialProvider = z.strictObject({ scriptUrl: z.url(), issuer: z.url(), jwksUrl: z.url() });
/** Bands of a price list: the first starts at 0 and each starts above the one before. */
const rising = (starts: number[]) => starts[0] === 0 && starts.every((v, i) => i === 0 || v > starts[i - 1]!);
const yenByPrice = z
  .array(z.strictObject({ fromYen: z.int().min(0), yen: z.int().min(0) }))
  .min(1)
  .refine((bands) => rising(bands.map((b) => b.fromYen)), 'bands must start at fromYen 0 and rise');
const yenByWeight = z
  .array(z.strictObject({ fromGrams: z.int().min(0), yen: z.int().min(0) }))
  .min(1)
  .refine((bands) => rising(bands.map((b) => b.fromGrams)), 'bands must start at fromGrams 0 and rise');
/** Bands by price (fromYen) or by weight (fromGrams): a value takes the last band it reaches. */
function yenBands(from: 'fromYen'): typeof yenByPrice;
function yenBands(from: 'fromGrams'): typeof yenByWeight;
function yenBands(from: 'fromYen' | 'fromGrams') {
  return from === 'fromYen' ? yenByPrice : yenByWeight;
}
const dateFormats = z.strictObject({ 1: z.string(), 2: z.string(), 3: z.string(), 4: z.string(), 5: z.string(), 6: z.string() });

export const ConstantsFile = z.strictObject({
  request: z.strictObject({
    timeoutMs: ms,
    retryStatuses: z.array(z.int().min(400).max(599)),
    retryCount: z.int().min(0),
    retryAfterMaxMs: ms,
    idempotentMethods: z.array(z.enum(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])),
    isNew: z.int(),
  }),
  toast: z.strictObject({ durationMs: ms, offset: z.int().min(0) }),
  loading: z.strictObject({ fadeMs: ms }),
  build: z.strictObject({ outdatedCheckIntervalMs: ms, manifestFetchDelayMs: ms }),
  navigation: z.strictObject({
    repaintDelayMs: ms,
    reloadGuardMs: ms,
    preloadQueueLimit: z.int().positive(),
    slowConnections: z.array(z.string()),
  }),
  cookies: z.strictObject({ locale: cookie, device: cookie, language: cookie, userInfo: cookie, session: cookie, signup: cookie, reset: cookie }),
  device: z.strictObject({ idPrefix: z.string() }),
  storage: z.strictObject({ cartNum: z.string(), isRmb: z.string(), language: z.string(), buyNoticePrefix: z.string(), currency: z.string(), noticeSeenAt: z.string() }),
  clientState: z.strictObject({ initialVersion: z.string() }),
  searchHistory: z.strictObject({ max: z.int().positive() }),
  chat: z.strictObject({ loadDelayMs: ms }),
  widgets: z.strictObject({
    scriptTimeoutMs: ms,
    captcha: z.strictObject({ testSiteKey: z.string().min(1), scriptUrl: z.url(), verifyUrl: z.url(), tokenTtlSeconds: z.int().positive() }),
    social: z.strictObject({
      providers: z.array(z.enum(['google', 'apple'])).min(1),
      google: socialProvider,
      apple: socialProvider,
    }),
  }),
  locale: z.strictObject({ default: z.string() }),
  badge: z.strictObject({ max: z.int().positive() }),
  zIndex: z.strictObject({ uiBase: z.int(), imageViewer: z.int() }),
  money: z.strictObject({
    exchangeRateDecimals: z.int().min(0),
    conversionDecimals: z.int().min(0),
    wholeNumberCurrencies: z.array(z.string().length(3)),
    discountPercentDecimals: z.int().min(0),
    foldLanguages: z.array(identifier),
    yenSign: z.string().min(1),
    yenWord: z.string().min(1),
  }),
  dates: z.strictObject({
    default: z.string(),
    serverZone: z.string(),
    deadlineOffsetHours: z.number(),
    formats: dateFormats,
    englishFormats: dateFormats,
  }),
  images: z.strictObject({
    httpsHosts: z.array(z.string().min(1)),
    upload: z.strictObject({ maxWidth: z.int().positive(), maxHeight: z.int().positive(), quality: z.number().gt(0).max(1) }),
  }),
  validation: z.strictObject({ email: z.string().min(1) }),
  accounts: z.strictObject({
    codeDigits: z.int().min(4).max(10),
    codeTtlMinutes: z.int().positive(),
    codeMaxAttempts: z.int().positive(),
    sessionRefreshHours: z.int().positive(),
    captchaAfterFailures: z.int().positive(),
    retentionYears: z.int().positive(),
    passwordHash: z.strictObject({
      cost: z.int().min(1024),
      blockSize: z.int().positive(),
      parallelization: z.int().positive(),
      keyLength: z.int().min(16),
    }),
  }),
  rateLimits: z.strictObject({
    login: z.strictObject({ account: rateLimit, ip: rateLimit }),
    code: z.strictObject({ account: rateLimit, attempt: rateLimit, ip: rateLimit, failures: rateLimit }),
    upload: z.strictObject({ account: rateLimit }),
    pageRead: z.strictObject({ account: rateLimit }),
  }),
  server: z.strictObject({ bodyLimitBytes: z.int().positive(), databaseRetryAfterSeconds: z.int().positive(), sharedCacheSeconds: z.int().min(0), personalCacheEntries: z.int().positive(), changePollMs: z.int().positive(), compressMinBytes: z.int().min(0), keepAliveSeconds: z.int().positive() }),
  mail: z.strictObject({
    retrySeconds: z.int().positive(),
    maxAttempts: z.int().positive(),
    groupWindowMinutes: z.int().positive(),
    kinds: z.array(z.strictObject({ id: z.string().regex(/^[a-z][A-Za-z]*$/), locked: z.boolean() })).min(1),
  }),
  home: z.strictObject({
    activities: z.int().min(0),
    articles: z.int().min(0),
    hotShares: z.int().min(0),
    viewLog: z.int().min(0),
    exchangeCurrency: z.string().length(3),
  }),
  collections: z.strictObject({ pageSize: z.int().positive() }),
  savedSearches: z.strictObject({
    maxPerShopper: z.int().positive(),
    alertEveryHours: z.int().positive(),
    checkEveryMinutes: z.int().positive(),
    batchSize: z.int().positive(),
    itemsPerAlert: z.int().positive(),
  }),
  cart: z.strictObject({
    maxQuantity: z.int().positive(),
    multiQuantitySites: z.array(identifier),
    buyNoticeVersions: z.record(identifier, z.int().positive()),
  }),
  fees: z.strictObject({
    proxyFee: yenBands('fromYen'),
    services: z.array(
      z.strictObject({
        id: identifier,
        per: z.enum(['item', 'order']),
        bands: yenBands('fromGrams'),
        maxGrams: z.int().positive().nullable(),
      }),
    ),
  }),
  shipping: z.strictObject({
    firstBandGrams: z.int().positive(),
    stepGrams: z.int().positive(),
    methods: z.array(
      z.strictObject({
        id: identifier,
        carrier: identifier,
        tracked: z.boolean(),
        maxKg: z.number().positive(),
        maxSideCm: z.int().positive().nullable(),
        maxLengthGirthCm: z.int().positive().nullable(),
        maxSumCm: z.int().positive().nullable(),
        volumetricDivisor: z.int().positive().nullable(),
        volumetricMinSideCm: z.int().positive().nullable(),
        transitDays: z.string().regex(/^\d+-\d+$/, 'must be a range of days such as 3-14'),
      }),
    ).min(1),
    insurance: z.strictObject({
      carriers: z.array(
        z.strictObject({
          carrier: identifier,
          kind: z.enum(['steps', 'percent']),
          firstCoverYen: z.int().positive().nullable(),
          firstYen: z.int().nonnegative().nullable(),
          stepCoverYen: z.int().positive().nullable(),
          stepYen: z.int().nonnegative().nullable(),
          percent: z.number().positive().max(100).nullable(),
          minYen: z.int().nonnegative().nullable(),
          maxCoverYen: z.int().positive(),
        }),
      ),
      insurable: z.array(z.strictObject({ method: identifier, includedCoverYen: z.int().nonnegative() })),
      claimDays: z.int().positive(),
    }),
    carriers: z.array(
      z.strictObject({ id: identifier, name: z.string().min(1), domestic: z.boolean(), international: z.boolean(), tracking: z.string() }),
    ).min(1),
    defaultWithinDays: z.int().positive(),
  }),
  catalog: z.strictObject({
    pageSize: z.int().positive(),
    shopPageSize: z.int().positive(),
    sellerPageSize: z.int().positive(),
    siteHome: z.strictObject({ featured: z.int().positive(), newest: z.int().positive(), endingSoon: z.int().positive(), shops: z.int().positive() }),
    sameListMax: z.int().positive(),
    reviewsMax: z.int().positive(),
    recentViewsMax: z.int().positive(),
    imageCacheSeconds: z.int().positive(),
    searchCache: z.strictObject({ ttlMs: z.int().positive(), maxEntries: z.int().positive() }),
    categoryNamesRefreshMs: z.int().positive(),
    recheck: z.strictObject({ cartSeconds: z.int().positive() }),
  }),
  auction: z.strictObject({
    bidIncrements: yenBands('fromYen'),
    mercariEndHourJst: z.int().min(0).max(23),
    extensionWindowMinutes: z.int().positive(),
    extensionMinutes: z.int().positive(),
    historyMax: z.int().positive(),
    myBidsPageSize: z.int().positive(),
    idempotencyKeyMinLength: z.int().min(8),
    idempotencyKeyMaxLength: z.int().max(200),
    simulator: z.strictObject({
      rivalMinPercent: z.int().positive(),
      rivalMaxPercent: z.int().positive(),
      noRivalPercent: z.int().min(0).max(100),
    }),
  }),
  wallet: z.strictObject({
    minRechargeYen: z.int().positive(),
    maxRechargeYen: z.int().positive(),
    rechargePresetsYen: z.array(z.int().positive()).min(1),
    historyPageSize: z.int().positive(),
    idempotencyKeyMinLength: z.int().min(8),
    idempotencyKeyMaxLength: z.int().max(200),
    pollIntervalMs: z.int().positive(),
    webhookToleranceSeconds: z.int().positive(),
    gatewayTimeoutMs: z.int().positive(),
    testGatewayRetrySeconds: z.array(z.int().positive()).min(1),
    testGatewayDeliveries: z.int().min(1),
  }),
  checkout: z.strictObject({
    idempotencyKeyMinLength: z.int().min(8),
    idempotencyKeyMaxLength: z.int().max(200),
    maxLines: z.int().positive(),
    remarkMaxLength: z.int().positive(),
  }),
  biddingScreens: z.strictObject({ auctionRefreshMs: z.int().positive(), listRefreshMs: z.int().positive(), urgentMinutes: z.int().positive() }),
  experience: z.strictObject({
    titleMin: z.int().positive(), titleMax: z.int().positive(), textMin: z.int().positive(), textMax: z.int().positive(),
    photosMax: z.int().positive(), pageSize: z.int().positive(), rejectReasonMax: z.int().positive(),
    rewardPoints: z.strictObject({ haul: z.int().min(0), outer: z.int().min(0), monthly: z.int().min(0) }),
    monthlyWinnerPoints: z.int().min(0),
  }),
  invite: z.strictObject({
    reward: z.strictObject({ amount: z.int().positive(), kind: z.enum(['points', 'wallet']) }),
    codeLength: z.int().min(6).max(16),
  }),
  workOrder: z.strictObject({
    categories: z.array(z.string().regex(/^[a-z][A-Za-z]+$/)).min(1),
    subjectMaxLength: z.int().positive(),
    bodyMaxLength: z.int().positive(),
    commentMaxLength: z.int().positive(),
    maxAttachments: z.int().positive(),
    pageSize: z.int().positive(),
    autoCloseDays: z.int().positive(),
    checkEveryMinutes: z.int().positive(),
  }),
  points: z.strictObject({ earnPer100Yen: z.int().min(0), yenPerPoint: z.int().positive(), maxSharePercent: z.int().min(0).max(100) }),
  coupons: z.strictObject({
    welcome: z.strictObject({ amountYen: z.int().positive(), minSpendYen: z.int().min(0), validDays: z.int().positive() }),
  }),
  orders: z.strictObject({
    pageSize: z.int().positive(),
    appealDays: z.int().positive(),
    reasonMaxLength: z.int().positive(),
    // Kept as WebP like every upload (server/uploads/images.ts), whose sides stop at 16383 pixels.
    photos: z.strictObject({ max: z.int().positive(), maxBytes: z.int().positive(), maxSide: z.int().positive().max(16383), quality: z.int().min(1).max(100) }),
    timeouts: z.strictObject({ priceChangedDays: z.int().positive(), awaitingPaymentDays: z.int().positive(), checkEveryMinutes: z.int().positive() }),
  }),
  uploads: z.strictObject({
    maxBytes: z.int().positive(),
    maxMegapixels: z.int().positive(),
    types: z.array(z.string().regex(/^image\/[a-z+.-]+$/)).min(1),
    maxSide: z.int().positive().max(16383),
    quality: z.int().min(1).max(100),
    pendingHours: z.int().positive(),
    cacheSeconds: z.int().positive(),
    purposes: z.array(identifier).min(1),
    staffPurposes: z.array(identifier),
  }),
  anybuy: z.strictObject({
    titleMaxLength: z.int().positive(), optionsMaxLength: z.int().positive(), maxPriceYen: z.int().positive(),
    pageHosts: z.array(z.string().regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'must be a lowercase host name such as mercari.com')).min(1),
    page: z.strictObject({ maxRedirects: z.int().min(0), maxBytes: z.int().positive(), timeoutMs: z.int().positive(), sellerMaxLength: z.int().positive() }),
  }),
  addresses: z.strictObject({
    max: z.int().positive(),
    phoneDigits: z.strictObject({ min: z.int().positive(), max: z.int().positive() }),
    maxLength: z.strictObject({
      recipient: z.int().positive(),
      phone: z.int().positive(),
      postcode: z.int().positive(),
      region: z.int().positive(),
      city: z.int().positive(),
      line: z.int().positive(),
    }),
  }),
  warehouse: z.strictObject({
    freeStorageDays: z.int().min(0),
    storageYenPerItemDay: z.int().min(0),
    storageJobEveryMs: z.int().positive(),
    parcelPhotos: z.strictObject({ max: z.int().positive(), maxBytes: z.int().positive(), maxSide: z.int().positive().max(16383), quality: z.int().min(1).max(100) }),
    consolidation: z.strictObject({ freeOrders: z.int().min(0), perExtraOrderYen: z.int().min(0) }),
    maxOrders: z.int().positive(),
    maxGrams: z.int().positive(),
    maxDeclaredYen: z.int().positive(),
    maxBoxMm: z.tuple([z.int().positive(), z.int().positive(), z.int().positive()]),
    exportDeclarationYen: z.int().positive(),
    options: z.array(
      z.strictObject({ id: z.string().regex(/^[a-z][A-Za-z]*$/), bands: z.array(z.strictObject({ fromGrams: z.int().min(0), yen: z.int().min(0) })).min(1) }),
    ),
    postageReminderDays: z.int().positive(),
    storageWarningDays: z.int().positive(),
    pageSize: z.int().positive(),
    idempotencyKeyMinLength: z.int().min(8),
    idempotencyKeyMaxLength: z.int().max(200),
  }),
  groups: z.strictObject({
    minLeadHours: z.int().positive(),
    maxDays: z.int().positive(),
    pageSize: z.int().positive(),
    maxMembers: z.int().min(2),
    reminderHours: z.int().positive(),
    maxReminders: z.int().positive(),
  }),
  analytics: z.strictObject({
    eventRetentionDays: z.int().positive(),
    flushEveryMs: ms,
    flushBatch: z.int().positive(),
    dayOffsetHours: z.int().min(-12).max(14),
    maxRangeDays: z.int().positive(),
    topTerms: z.int().positive(),
    termMaxLength: z.int().positive(),
  }),
  personal: z.strictObject({
    maxCards: z.int().positive(),
    holderNameMaxLength: z.int().positive(),
    identityDocuments: z.record(z.string().regex(/^[A-Z]{2}$/), z.enum(['krPccc', 'brCpf', 'twNationalId', 'cnResidentId'])),
    legalNameMaxLength: z.int().positive(),
    reviewReasonMaxLength: z.int().positive(),
    growthYenPerPoint: z.int().positive(),
    levels: z.array(z.strictObject({ id: z.string().regex(/^[a-z][A-Za-z]*$/), minGrowth: z.int().min(0), proxyFeeDiscountPercent: z.int().min(0).max(100) })).min(1),
    specialOffers: z.array(
      z.strictObject({ code: z.string().regex(/^[a-z][A-Za-z0-9]*$/), level: z.string(), amountYen: z.int().positive(), minSpendYen: z.int().min(0), validDays: z.int().positive() }),
    ),
  }),
  content: z.strictObject({
    pageSize: z.int().positive(),
    landingGoods: z.int().positive(),
    amazonDeals: z.int().positive(),
  }),
  jobs: z.strictObject({
    pollMs: z.int().positive(),
    leaseMs: z.int().positive(),
    maxAttempts: z.int().positive(),
    backoff: z.strictObject({ firstMs: z.int().positive(), factor: z.number().min(1), maxMs: z.int().positive() }),
  }),
});

const fieldKey = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*\??$/, 'must be a field name, with ? when optional');
export type FieldMapSpec = { [key: string]: string | FieldMapSpec };
const fieldMap: z.ZodType<FieldMapSpec> = z.lazy(() => z.record(fieldKey, z.union([z.string(), fieldMap])));

export const ApiFile = z.strictObject({
  defaults: z.strictObject({ style: z.enum(['query', 'api']) }),
  schemas: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'schema names are PascalCase'), fieldMap),
  operations: z.record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/, 'must be a dotted API name'),
    z.strictObject({
      method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
      style: z.enum(['query', 'api']).optional(),
      auth: z.enum(['none', 'optional', 'required', 'staff']).optional(),
      // Seconds any cache (a CDN, a proxy, the browser) may keep a success; checked against method and auth in model.ts.
      cache: z.int('must be a whole number of seconds').positive('must be at least 1 second').optional(),
      retry: z.boolean().optional(),
      fn: identifier.optional(),
      summary: z.string().optional(),
      params: fieldMap.optional(),
      result: z.union([z.string(), fieldMap]),
    }),
  ),
});

// The order life. Names are checked against each other in generator/orders.ts; the key order of
// states, actions and groups is kept, as it is the order an order passes through them.
const orderNames = z.array(identifier);
export const OrdersFile = z.strictObject({
  actors: orderNames.min(1),
  states: z.record(identifier, z.strictObject({ final: z.boolean().optional() })),
  initial: z.record(identifier, identifier),
  inputs: orderNames,
  actions: z.record(
    identifier,
    z.strictObject({
      from: orderNames.min(1),
      to: identifier,
      by: orderNames.min(1),
      effects: orderNames.optional(),
      needs: orderNames.optional(),
    }),
  ),
  groups: z.record(identifier, z.union([z.literal('*'), orderNames.min(1)])),
});

export type ConstantsSpec = z.infer<typeof ConstantsFile>;
export type OrdersSpec = z.infer<typeof OrdersFile>;

// Import duty and tax estimates per destination (spec/duties.yaml). Country codes, dates and the
// currencies' reference rates are checked in generator/duties.ts.
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code (three capital letters)');
const percent = z.number().min(0, 'a percent must be from 0 to 100').max(100, 'a percent must be from 0 to 100');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const officialSource = z.strictObject({
  name: z.string().min(1),
  url: z.string().regex(/^https?:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/, 'must be the http(s) address of the official page'),
});
export const DutiesFile = z.strictObject({
  referenceRates: z.strictObject({
    asOf: isoDate,
    source: officialSource,
    perYen: z.record(currencyCode, z.number().positive('a rate must be more than 0')),
  }),
  countries: z.record(
    z.string(),
    z.strictObject({
      currency: currencyCode,
      valuation: z.enum(['cif', 'fob']),
      deMinimis: z.array(
        z.strictObject({
          amount: z.number().positive('a threshold must be more than 0'),
          currency: currencyCode.optional(),
          applies: z.enum(['duty', 'tax', 'both']),
          measure: z.enum(['value', 'amountDue']).optional(),
          charge: z.enum(['whole', 'excess']).optional(),
        }),
      ),
      tax: z.strictObject({ kind: z.enum(['vat', 'gst', 'salesTax', 'postalTax', 'flatRate', 'none']), percent }),
      duty: z.union([percent, z.literal('none')]),
      notes: z.string().min(1),
      source: officialSource,
      asOf: isoDate,
    }),
  ),
});
export type DutiesSpec = z.infer<typeof DutiesFile>;

// Generated from spec/sites/*.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export type SiteId =
  | 'amazon'
  | 'bunjang'
  | 'card'
  | 'lashinbang'
  | 'magi'
  | 'market'
  | 'mercari'
  | 'minne'
  | 'paypay'
  | 'rakuma'
  | 'rakuten'
  | 'surugaya'
  | 'yahoo';

/** The `Type` code of a goods list item (spec §3). */
export type GoodsType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export interface Site {
  readonly id: SiteId;
  readonly type: GoodsType | null;
  readonly cartShopType: number;
  readonly name: string;
  readonly origin: string | null;
  readonly categories: { readonly operation: string; readonly fn: string; readonly cacheMs: number; readonly field: string } | null;
  readonly editions: Readonly<Record<string, { readonly available: boolean; readonly loginRequired: boolean }>>;
}

export const sites: { readonly [S in SiteId]: Site } = {
  amazon: {
    id: 'amazon',
    type: 9,
    cartShopType: 9,
    name: 'sites.amazon',
    origin: 'https://www.amazon.co.jp',
    categories: null,
    editions: { china: { available: false, loginRequired: false } },
  },
  bunjang: {
    id: 'bunjang',
    type: 11,
    cartShopType: 11,
    name: 'sites.bunjang',
    origin: 'https://m.bunjang.co.kr',
    categories: null,
    editions: { global: { available: false, loginRequired: false } },
  },
  card: {
    id: 'card',
    type: null,
    cartShopType: 13,
    name: 'sites.card',
    origin: null,
    categories: null,
    editions: {},
  },
  lashinbang: {
    id: 'lashinbang',
    type: 10,
    cartShopType: 10,
    name: 'sites.lashinbang',
    origin: 'https://shop.lashinbang.com',
    categories: null,
    editions: {},
  },
  magi: {
    id: 'magi',
    type: null,
    cartShopType: 12,
    name: 'sites.magi',
    origin: 'https://magi.camp',
    categories: {
      operation: 'Sig.Front.SubSite.AppMokaki.Categories',
      fn: 'magiCategories',
      cacheMs: 3600000,
      field: 'Cat',
    },
    editions: {},
  },
  market: {
    id: 'market',
    type: 3,
    cartShopType: 3,
    name: 'sites.market',
    origin: null,
    categories: null,
    editions: {},
  },
  mercari: {
    id: 'mercari',
    type: 1,
    cartShopType: 1,
    name: 'sites.mercari',
    origin: 'https://jp.mercari.com',
    categories: {
      operation: 'Sig.Front.SubSite.AppMercari.MercariCat',
      fn: 'mercariCat',
      cacheMs: 600000,
      field: 'Cat',
    },
    editions: { china: { available: true, loginRequired: true } },
  },
  minne: {
    id: 'minne',
    type: 8,
    cartShopType: 8,
    name: 'sites.minne',
    origin: 'https://minne.com',
    categories: null,
    editions: {},
  },
  paypay: {
    id: 'paypay',
    type: 5,
    cartShopType: 5,
    name: 'sites.paypay',
    origin: 'https://paypayfleamarket.yahoo.co.jp',
    categories: null,
    editions: { china: { available: true, loginRequired: true } },
  },
  rakuma: {
    id: 'rakuma',
    type: 2,
    cartShopType: 2,
    name: 'sites.rakuma',
    origin: 'https://fril.jp',
    categories: null,
    editions: { china: { available: true, loginRequired: true } },
  },
  rakuten: {
    id: 'rakuten',
    type: 6,
    cartShopType: 6,
    name: 'sites.rakuten',
    origin: 'https://www.rakuten.co.jp',
    categories: null,
    editions: { china: { available: true, loginRequired: true } },
  },
  surugaya: {
    id: 'surugaya',
    type: 4,
    cartShopType: 4,
    name: 'sites.surugaya',
    origin: 'https://www.suruga-ya.jp',
    categories: null,
    editions: { china: { available: true, loginRequired: true } },
  },
  yahoo: {
    id: 'yahoo',
    type: 7,
    cartShopType: 7,
    name: 'sites.yahoo',
    origin: 'https://auctions.yahoo.co.jp',
    categories: {
      operation: 'Sig.Front.SubSite.App.Categories',
      fn: 'siteCategories',
      cacheMs: 3600000,
      field: 'Cat',
    },
    editions: { china: { available: false, loginRequired: false } },
  },
};

export const siteIds: readonly SiteId[] = [
  'amazon',
  'bunjang',
  'card',
  'lashinbang',
  'magi',
  'market',
  'mercari',
  'minne',
  'paypay',
  'rakuma',
  'rakuten',
  'surugaya',
  'yahoo',
];

/** Marketplaces in the order shoppers see them listed. */
export const siteOrder: readonly SiteId[] = [
  'yahoo',
  'mercari',
  'rakuma',
  'paypay',
  'amazon',
  'rakuten',
  'surugaya',
  'lashinbang',
  'minne',
  'bunjang',
  'magi',
  'card',
  'market',
];

export const siteByGoodsType: { readonly [T in GoodsType]: SiteId } = {
  '1': 'mercari',
  '2': 'rakuma',
  '3': 'market',
  '4': 'surugaya',
  '5': 'paypay',
  '6': 'rakuten',
  '7': 'yahoo',
  '8': 'minne',
  '9': 'amazon',
  '10': 'lashinbang',
  '11': 'bunjang',
};

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && Object.hasOwn(sites, value);
}

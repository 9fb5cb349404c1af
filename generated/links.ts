// Generated from spec/sites/*.yaml, spec/routes.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import type { ParamValue } from './routes';
import { buildLink, matchUrl, type LinkTemplate, type LinkValue, type UrlPattern } from './runtime';
import type { SiteId } from './sites';

/** Marketplaces that have seller or shop pages. */
export type ShopSiteId =
  | 'amazon'
  | 'bunjang'
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

const detailTemplates: { readonly [S in SiteId]: readonly LinkTemplate[] } = {
  amazon: [{ segments: ['mall', 'amazon', 'detail', { param: 'asin' }], query: [] }],
  bunjang: [
    { segments: ['mall', 'bunjang', 'detail', { param: 'asin' }], query: [] },
    { segments: ['mall', 'bunjang', 'detail', { param: 'id' }], query: [] },
  ],
  card: [{ segments: ['mall', 'card', 'detail', { param: 'id' }], query: [] }],
  lashinbang: [{ segments: ['mall', 'lashinbang', 'detail', { param: 'asin' }], query: [] }],
  magi: [{ segments: ['mall', 'magi', 'detail', { param: 'id' }], query: [] }],
  market: [
    {
      segments: ['mall', 'market', 'detail', { param: 'id' }],
      query: [{ key: 'subId', param: 'subId', optional: true }],
    },
  ],
  mercari: [
    {
      segments: ['mall', 'mercari', 'detail', { param: 'id' }],
      query: [{ key: 'isShops', param: 'isShops', optional: true }],
    },
  ],
  minne: [
    {
      segments: ['mall', 'minne', 'detail'],
      query: [{ key: 'url', param: 'url', optional: false }, { key: 'id', param: 'id', optional: false }],
    },
  ],
  paypay: [{ segments: ['mall', 'paypay', 'detail', { param: 'id' }], query: [] }],
  rakuma: [{ segments: ['mall', 'rakuma', 'detail', { param: 'id' }], query: [] }],
  rakuten: [{ segments: ['mall', 'rakuten', 'detail', { param: 'url' }], query: [] }],
  surugaya: [{ segments: ['mall', 'surugaya', 'detail', { param: 'url' }], query: [] }],
  yahoo: [
    { when: 'auction', segments: ['mall', 'yahoo', 'detail', { param: 'id' }], query: [] },
    { segments: ['mall', 'yahoo', 'detail', { param: 'url' }], query: [] },
    { segments: ['mall', 'yahoo', 'detail', { param: 'id' }], query: [] },
  ],
};

const shopTemplates: { readonly [S in ShopSiteId]: readonly LinkTemplate[] } = {
  amazon: [
    { when: 'official', segments: ['mall', 'amazon'], query: [] },
    { segments: ['mall', 'amazon', 'shop', { param: 'sellerId' }], query: [] },
  ],
  bunjang: [{ segments: ['mall', 'bunjang', 'shop', { param: 'id' }], query: [] }],
  lashinbang: [
    { when: 'official', segments: ['mall', 'lashinbang'], query: [] },
    { segments: ['mall', 'lashinbang', 'shop', { param: 'sellerId' }], query: [] },
  ],
  magi: [
    { segments: ['mall', 'magi', 'shop', { param: 'id' }], query: [] },
    { segments: ['mall', 'magi'], query: [] },
  ],
  market: [
    {
      segments: ['mall', 'market', 'shop', { param: 'id' }],
      query: [{ key: 'subId', param: 'subId', optional: true }],
    },
  ],
  mercari: [
    {
      segments: ['mall', 'mercari', 'shop', { param: 'id' }],
      query: [{ key: 'isShops', param: 'isShops', optional: true }],
    },
  ],
  minne: [
    {
      segments: ['mall', 'minne', 'shop'],
      query: [{ key: 'sellerId', param: 'sellerId', optional: false }],
    },
  ],
  paypay: [{ segments: ['mall', 'paypay', 'shop', { param: 'id' }], query: [] }],
  rakuma: [{ segments: ['mall', 'rakuma', 'shop', { param: 'sellerId' }], query: [] }],
  rakuten: [
    {
      segments: ['mall', 'rakuten', 'shop', { param: 'id' }],
      query: [{ key: 'shopCode', param: 'shopCode', optional: false }],
    },
  ],
  surugaya: [
    { when: 'official', segments: ['mall', 'surugaya'], query: [] },
    { segments: ['mall', 'surugaya', 'thirdShopIndex', { param: 'id' }], query: [] },
  ],
  yahoo: [
    {
      segments: ['mall', 'yahoo', 'shop'],
      query: [
        { key: 'seller', param: 'seller', optional: false },
        { key: 'name', param: 'name', optional: true },
      ],
    },
  ],
};

export type AmazonDetailInput = { readonly asin: ParamValue };

/** Goods detail link on amazon: /mall/amazon/detail/{asin} */
export function amazonDetailLink(input: AmazonDetailInput): string {
  return buildLink(detailTemplates.amazon, input, 'amazon detail link');
}

export type BunjangDetailInput = { readonly asin: ParamValue } | { readonly id: ParamValue };

/** Goods detail link on bunjang: /mall/bunjang/detail/{asin} or /mall/bunjang/detail/{id} */
export function bunjangDetailLink(input: BunjangDetailInput): string {
  return buildLink(detailTemplates.bunjang, input, 'bunjang detail link');
}

export type CardDetailInput = { readonly id: ParamValue };

/** Goods detail link on card: /mall/card/detail/{id} */
export function cardDetailLink(input: CardDetailInput): string {
  return buildLink(detailTemplates.card, input, 'card detail link');
}

export type LashinbangDetailInput = { readonly asin: ParamValue };

/** Goods detail link on lashinbang: /mall/lashinbang/detail/{asin} */
export function lashinbangDetailLink(input: LashinbangDetailInput): string {
  return buildLink(detailTemplates.lashinbang, input, 'lashinbang detail link');
}

export type MagiDetailInput = { readonly id: ParamValue };

/** Goods detail link on magi: /mall/magi/detail/{id} */
export function magiDetailLink(input: MagiDetailInput): string {
  return buildLink(detailTemplates.magi, input, 'magi detail link');
}

export type MarketDetailInput = { readonly id: ParamValue; readonly subId?: LinkValue };

/** Goods detail link on market: /mall/market/detail/{id}?subId={subId?} */
export function marketDetailLink(input: MarketDetailInput): string {
  return buildLink(detailTemplates.market, input, 'market detail link');
}

export type MercariDetailInput = { readonly id: ParamValue; readonly isShops?: LinkValue };

/** Goods detail link on mercari: /mall/mercari/detail/{id}?isShops={isShops?} */
export function mercariDetailLink(input: MercariDetailInput): string {
  return buildLink(detailTemplates.mercari, input, 'mercari detail link');
}

export type MinneDetailInput = { readonly url: ParamValue; readonly id: ParamValue };

/** Goods detail link on minne: /mall/minne/detail?url={url}&id={id} */
export function minneDetailLink(input: MinneDetailInput): string {
  return buildLink(detailTemplates.minne, input, 'minne detail link');
}

export type PaypayDetailInput = { readonly id: ParamValue };

/** Goods detail link on paypay: /mall/paypay/detail/{id} */
export function paypayDetailLink(input: PaypayDetailInput): string {
  return buildLink(detailTemplates.paypay, input, 'paypay detail link');
}

export type RakumaDetailInput = { readonly id: ParamValue };

/** Goods detail link on rakuma: /mall/rakuma/detail/{id} */
export function rakumaDetailLink(input: RakumaDetailInput): string {
  return buildLink(detailTemplates.rakuma, input, 'rakuma detail link');
}

export type RakutenDetailInput = { readonly url: ParamValue };

/** Goods detail link on rakuten: /mall/rakuten/detail/{url} */
export function rakutenDetailLink(input: RakutenDetailInput): string {
  return buildLink(detailTemplates.rakuten, input, 'rakuten detail link');
}

export type SurugayaDetailInput = { readonly url: ParamValue };

/** Goods detail link on surugaya: /mall/surugaya/detail/{url} */
export function surugayaDetailLink(input: SurugayaDetailInput): string {
  return buildLink(detailTemplates.surugaya, input, 'surugaya detail link');
}

export type YahooDetailInput = { readonly auction: true; readonly id: ParamValue } | { readonly url: ParamValue; readonly auction?: boolean } | { readonly id: ParamValue; readonly auction?: boolean };

/** Goods detail link on yahoo: (auction) /mall/yahoo/detail/{id} or /mall/yahoo/detail/{url} or /mall/yahoo/detail/{id} */
export function yahooDetailLink(input: YahooDetailInput): string {
  return buildLink(detailTemplates.yahoo, input, 'yahoo detail link');
}

/** Detail link builders by marketplace. */
export const detailLink = {
  amazon: amazonDetailLink,
  bunjang: bunjangDetailLink,
  card: cardDetailLink,
  lashinbang: lashinbangDetailLink,
  magi: magiDetailLink,
  market: marketDetailLink,
  mercari: mercariDetailLink,
  minne: minneDetailLink,
  paypay: paypayDetailLink,
  rakuma: rakumaDetailLink,
  rakuten: rakutenDetailLink,
  surugaya: surugayaDetailLink,
  yahoo: yahooDetailLink,
} as const;

export type AmazonShopInput = { readonly official: true } | { readonly sellerId: ParamValue; readonly official?: boolean };

/** Shop link on amazon: (official) /mall/amazon or /mall/amazon/shop/{sellerId} */
export function amazonShopLink(input: AmazonShopInput): string {
  return buildLink(shopTemplates.amazon, input, 'amazon shop link');
}

export type BunjangShopInput = { readonly id: ParamValue };

/** Shop link on bunjang: /mall/bunjang/shop/{id} */
export function bunjangShopLink(input: BunjangShopInput): string {
  return buildLink(shopTemplates.bunjang, input, 'bunjang shop link');
}

export type LashinbangShopInput = { readonly official: true } | { readonly sellerId: ParamValue; readonly official?: boolean };

/** Shop link on lashinbang: (official) /mall/lashinbang or /mall/lashinbang/shop/{sellerId} */
export function lashinbangShopLink(input: LashinbangShopInput): string {
  return buildLink(shopTemplates.lashinbang, input, 'lashinbang shop link');
}

export type MagiShopInput = { readonly id: ParamValue } | Record<string, never>;

/** Shop link on magi: /mall/magi/shop/{id} or /mall/magi */
export function magiShopLink(input: MagiShopInput): string {
  return buildLink(shopTemplates.magi, input, 'magi shop link');
}

export type MarketShopInput = { readonly id: ParamValue; readonly subId?: LinkValue };

/** Shop link on market: /mall/market/shop/{id}?subId={subId?} */
export function marketShopLink(input: MarketShopInput): string {
  return buildLink(shopTemplates.market, input, 'market shop link');
}

export type MercariShopInput = { readonly id: ParamValue; readonly isShops?: LinkValue };

/** Shop link on mercari: /mall/mercari/shop/{id}?isShops={isShops?} */
export function mercariShopLink(input: MercariShopInput): string {
  return buildLink(shopTemplates.mercari, input, 'mercari shop link');
}

export type MinneShopInput = { readonly sellerId: ParamValue };

/** Shop link on minne: /mall/minne/shop?sellerId={sellerId} */
export function minneShopLink(input: MinneShopInput): string {
  return buildLink(shopTemplates.minne, input, 'minne shop link');
}

export type PaypayShopInput = { readonly id: ParamValue };

/** Shop link on paypay: /mall/paypay/shop/{id} */
export function paypayShopLink(input: PaypayShopInput): string {
  return buildLink(shopTemplates.paypay, input, 'paypay shop link');
}

export type RakumaShopInput = { readonly sellerId: ParamValue };

/** Shop link on rakuma: /mall/rakuma/shop/{sellerId} */
export function rakumaShopLink(input: RakumaShopInput): string {
  return buildLink(shopTemplates.rakuma, input, 'rakuma shop link');
}

export type RakutenShopInput = { readonly id: ParamValue; readonly shopCode: ParamValue };

/** Shop link on rakuten: /mall/rakuten/shop/{id}?shopCode={shopCode} */
export function rakutenShopLink(input: RakutenShopInput): string {
  return buildLink(shopTemplates.rakuten, input, 'rakuten shop link');
}

export type SurugayaShopInput = { readonly official: true } | { readonly id: ParamValue; readonly official?: boolean };

/** Shop link on surugaya: (official) /mall/surugaya or /mall/surugaya/thirdShopIndex/{id} */
export function surugayaShopLink(input: SurugayaShopInput): string {
  return buildLink(shopTemplates.surugaya, input, 'surugaya shop link');
}

export type YahooShopInput = { readonly seller: ParamValue; readonly name?: LinkValue };

/** Shop link on yahoo: /mall/yahoo/shop?seller={seller}&name={name?} */
export function yahooShopLink(input: YahooShopInput): string {
  return buildLink(shopTemplates.yahoo, input, 'yahoo shop link');
}

/** Shop link builders by marketplace. */
export const shopLink = {
  amazon: amazonShopLink,
  bunjang: bunjangShopLink,
  lashinbang: lashinbangShopLink,
  magi: magiShopLink,
  market: marketShopLink,
  mercari: mercariShopLink,
  minne: minneShopLink,
  paypay: paypayShopLink,
  rakuma: rakumaShopLink,
  rakuten: rakutenShopLink,
  surugaya: surugayaShopLink,
  yahoo: yahooShopLink,
} as const;

/** Item addresses of each marketplace (spec/sites/*.yaml `urls`), in marketplace order. */
const urlPatterns: readonly UrlPattern[] = [
  { site: 'yahoo', match: new RegExp('^https?://(?:page[0-9]*\\.)?auctions\\.yahoo\\.co\\.jp/jp/auction/(?<id>[a-z]?[0-9]{6,12})(?![A-Za-z0-9])', 'i'), set: { auction: true } },
  { site: 'yahoo', match: new RegExp('^(?<url>https?://store\\.shopping\\.yahoo\\.co\\.jp/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+\\.html)', 'i'), set: {} },
  { site: 'mercari', match: new RegExp('^https?://(?:jp\\.)?mercari\\.com/(?:[a-z-]+/)?item/(?<id>m[0-9]{8,12})', 'i'), set: {} },
  { site: 'mercari', match: new RegExp('^https?://(?:item\\.mercari\\.com/jp|(?:www\\.)?mercari\\.com/jp/items)/(?<id>m[0-9]{8,12})', 'i'), set: {} },
  { site: 'mercari', match: new RegExp('^https?://(?:jp\\.mercari\\.com|mercari-shops\\.com)/(?:[a-z-]+/)?(?:shops/)?product/(?<id>[A-Za-z0-9]{16,32})', 'i'), set: { isShops: 1 } },
  { site: 'rakuma', match: new RegExp('^https?://item\\.fril\\.jp/(?<id>[0-9a-f]{32})', 'i'), set: {} },
  { site: 'rakuma', match: new RegExp('^https?://rakuma\\.rakuten\\.co\\.jp/item/(?<id>[0-9a-f]{32})', 'i'), set: {} },
  { site: 'paypay', match: new RegExp('^https?://paypayfleamarket\\.yahoo\\.co\\.jp/item/(?<id>[a-z][0-9]{8,12})', 'i'), set: {} },
  { site: 'amazon', match: new RegExp('^https?://(?:www\\.)?amazon\\.co\\.jp/(?:[^?#]*/)?(?:dp|gp/product|gp/aw/d|exec/obidos/ASIN|o/ASIN)/(?<asin>[A-Z0-9]{10})(?![A-Za-z0-9])', 'i'), set: {} },
  { site: 'rakuten', match: new RegExp('^(?<url>https?://item\\.rakuten\\.co\\.jp/[A-Za-z0-9_-]+/[A-Za-z0-9_.-]+/?)', 'i'), set: {} },
  { site: 'surugaya', match: new RegExp('^(?<url>https?://(?:www\\.)?suruga-ya\\.jp/product/(?:detail|other)/[A-Za-z0-9]+)', 'i'), set: {} },
  { site: 'lashinbang', match: new RegExp('^https?://shop\\.lashinbang\\.com/products/detail/(?<asin>[0-9]{5,12})', 'i'), set: {} },
  { site: 'minne', match: new RegExp('^(?<url>https?://minne\\.com/items/(?<id>[0-9]{5,12}))', 'i'), set: {} },
  { site: 'bunjang', match: new RegExp('^https?://(?:m\\.)?bunjang\\.co\\.kr/products/(?<id>[0-9]{6,12})', 'i'), set: {} },
  { site: 'magi', match: new RegExp('^https?://magi\\.camp/items/(?<id>[0-9]{3,12})', 'i'), set: {} },
];

/** Hosts of each marketplace's addresses and short links (spec/sites/*.yaml `hosts`), longest first. */
const siteHosts: readonly (readonly [string, SiteId])[] = [
  ['paypayfleamarket.yahoo.co.jp', 'paypay'],
  ['paypaymall.yahoo.co.jp', 'yahoo'],
  ['auctions.yahoo.co.jp', 'yahoo'],
  ['rakuma.rakuten.co.jp', 'rakuma'],
  ['shopping.yahoo.co.jp', 'yahoo'],
  ['mercari-shops.com', 'mercari'],
  ['lashinbang.com', 'lashinbang'],
  ['bunjang.co.kr', 'bunjang'],
  ['rakuten.co.jp', 'rakuten'],
  ['amazon.co.jp', 'amazon'],
  ['suruga-ya.jp', 'surugaya'],
  ['mercari.com', 'mercari'],
  ['amzn.asia', 'amazon'],
  ['magi.camp', 'magi'],
  ['minne.com', 'minne'],
  ['amzn.to', 'amazon'],
  ['fril.jp', 'rakuma'],
  ['merc.li', 'mercari'],
  ['r10.to', 'rakuten'],
];

/** Item addresses on each marketplace from a detail page's id (spec/sites/*.yaml `itemUrls`). */
const itemUrlTemplates: { readonly [S in SiteId]?: readonly { readonly when?: string; readonly template: string }[] } = {
  amazon: [{ template: 'https://www.amazon.co.jp/dp/{id}' }],
  bunjang: [{ template: 'https://m.bunjang.co.kr/products/{id}' }],
  lashinbang: [{ template: 'https://shop.lashinbang.com/products/detail/{id}' }],
  magi: [{ template: 'https://magi.camp/items/{id}' }],
  mercari: [
    { when: 'isShops', template: 'https://jp.mercari.com/shops/product/{id}' },
    { template: 'https://jp.mercari.com/item/{id}' },
  ],
  minne: [{ template: 'https://minne.com/items/{id}' }],
  paypay: [{ template: 'https://paypayfleamarket.yahoo.co.jp/item/{id}' }],
  rakuma: [{ template: 'https://item.fril.jp/{id}' }],
  yahoo: [{ template: 'https://page.auctions.yahoo.co.jp/jp/auction/{id}' }],
};

/** What a goods link needs of an item: its marketplace, its id there, and its address or ASIN. */
export type GoodsRef = { readonly Site: SiteId; readonly Id: string; readonly Url?: string | null; readonly Asin?: string | null; readonly ListingType?: string | null };

type AnyDetailLink = (input: Readonly<Record<string, LinkValue>>) => string;

/** The detail page of an item, by the first of its marketplace's templates that the item can fill. */
export function goodsDetailLink(goods: GoodsRef): string {
  const build = detailLink[goods.Site] as AnyDetailLink;
  return build({ id: goods.Id, url: goods.Url, asin: goods.Asin, auction: goods.ListingType === 'auction' });
}

/** A pasted marketplace address as our detail page, or null when no marketplace's pattern matches. */
export function recognizeGoodsUrl(text: string): { site: SiteId; path: string } | null {
  const found = matchUrl(urlPatterns, text);
  if (!found) return null;
  const site = found.site as SiteId;
  try {
    return { site, path: (detailLink[site] as AnyDetailLink)(found.input) };
  } catch {
    return null;
  }
}

/** The marketplace whose host (or a subdomain of it) an http(s) address is on, or null. */
export function recognizeMarketplace(address: string): SiteId | null {
  let host: string;
  try {
    const url = new URL(address.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname;
  } catch {
    return null;
  }
  const found = siteHosts.find(([suffix]) => host === suffix || host.endsWith(`.${suffix}`));
  return found ? found[1] : null;
}

/**
 * The item's own address on its marketplace, from the id of its detail page here (and that page's query
 * flags, such as isShops): an id that is an address already is that address; null where none is known.
 */
export function marketplaceItemUrl(site: SiteId, id: string, query?: { get(name: string): string | null }): string | null {
  if (/^https?:[/][/]/i.test(id)) return id;
  const flagged = (name: string) => ['1', 'true'].includes(query?.get(name) ?? '');
  const rule = (itemUrlTemplates[site] ?? []).find((t) => t.when === undefined || flagged(t.when));
  return rule ? rule.template.split('{id}').join(encodeURIComponent(id)) : null;
}

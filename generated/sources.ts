// Generated from spec/sites/*.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import type { SiteId } from './sites';

export interface SourceConfig {
  /** The provider kind: server/sources/kinds/<kind>.ts. */
  readonly kind: string;
  /** The provider's public base address. */
  readonly base: string;
  /** The environment variable that, when set, replaces `base` (a local replica in tests). */
  readonly baseEnv: string;
  /** The kind's credential keys → the environment variables holding them. */
  readonly credentials: Readonly<Record<string, string>>;
  /** Calls per window for the provider's key, shared by every server process. */
  readonly rateLimit: { readonly calls: number; readonly perSeconds: number };
  readonly timeoutMs: number;
  readonly cacheMs: { readonly search: number; readonly item: number; readonly categories: number };
  /** Goods field → the provider's answer field it is read from, where the spec maps one. */
  readonly map: Readonly<Record<string, string>>;
  /** The listings the provider serves; the local catalog keeps the marketplace's others. */
  readonly listings: readonly ('fixed' | 'auction')[];
}

export const sourceConfigs: { readonly [S in SiteId]?: SourceConfig } = {
  amazon: {
    kind: 'amazon-paapi',
    base: 'https://webservices.amazon.co.jp',
    baseEnv: 'AMAZON_PAAPI_HOST',
    credentials: {
      accessKey: 'AMAZON_PAAPI_ACCESS_KEY',
      secretKey: 'AMAZON_PAAPI_SECRET_KEY',
      partnerTag: 'AMAZON_PAAPI_PARTNER_TAG',
    },
    rateLimit: { calls: 1, perSeconds: 1 },
    timeoutMs: 5000,
    cacheMs: { search: 300000, item: 600000, categories: 86400000 },
    map: {},
    listings: ['fixed', 'auction'],
  },
  rakuten: {
    kind: 'rakuten-ichiba',
    base: 'https://app.rakuten.co.jp/services/api',
    baseEnv: 'RAKUTEN_API_BASE',
    credentials: { applicationId: 'RAKUTEN_APPLICATION_ID' },
    rateLimit: { calls: 1, perSeconds: 1 },
    timeoutMs: 5000,
    cacheMs: { search: 120000, item: 600000, categories: 86400000 },
    map: { description: 'itemCaption' },
    listings: ['fixed', 'auction'],
  },
  yahoo: {
    kind: 'yahoo-shopping',
    base: 'https://shopping.yahooapis.jp',
    baseEnv: 'YAHOO_SHOPPING_API_BASE',
    credentials: { appid: 'YAHOO_SHOPPING_APPID' },
    rateLimit: { calls: 1, perSeconds: 1 },
    timeoutMs: 5000,
    cacheMs: { search: 120000, item: 600000, categories: 86400000 },
    map: {},
    listings: ['fixed'],
  },
};

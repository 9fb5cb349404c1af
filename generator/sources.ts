import type { z } from 'zod';
import type { PathKey } from './diagnostics';
import type { SiteFile } from './schemas';

type SourceSpec = NonNullable<z.infer<typeof SiteFile>['source']>;

export interface SourceModel {
  kind: string;
  base: string;
  baseEnv: string;
  credentials: Record<string, string>;
  rateLimit: { calls: number; perSeconds: number };
  timeoutMs: number;
  cacheMs: { search: number; item: number; categories: number };
  map: Record<string, string>;
  listings: ('fixed' | 'auction')[];
}

/** Goods fields a provider's answer can fill (server/sources/provider.ts ProviderItem's text fields). */
const goodsFields = ['title', 'description', 'categoryName'] as const;

interface KindRule {
  credentials: readonly string[];
  /** Goods field → the provider's answer fields it may be read from; a kind without a mapping has none. */
  mappable: Partial<Record<(typeof goodsFields)[number], readonly string[]>>;
}

// What each provider kind (server/sources/kinds/<kind>.ts) needs and allows, per its provider's documents.
const kinds: Record<string, KindRule> = {
  'rakuten-ichiba': {
    credentials: ['applicationId'],
    // Item Search's Items[] text fields: shops often put the selling points in catchcopy, the name in itemName.
    mappable: { title: ['itemName', 'catchcopy'], description: ['itemCaption', 'catchcopy'] },
  },
  // Product Advertising API 5.0: an access key pair and the Associates tag every call carries.
  'amazon-paapi': { credentials: ['accessKey', 'secretKey', 'partnerTag'], mappable: {} },
  // Shopping Web API: the Client ID (appid) on every call; Item Search's hits[] text fields.
  'yahoo-shopping': {
    credentials: ['appid'],
    mappable: { title: ['name', 'headLine'], description: ['description', 'headLine'] },
  },
};

/** The site's live source, checked against its kind; problems are reported at their spec position. */
export function buildSource(source: SourceSpec, report: (path: PathKey[], message: string, key?: boolean) => void): SourceModel | null {
  const rule = kinds[source.kind];
  if (!rule) {
    report(['source', 'kind'], `unknown source kind "${source.kind}" (known: ${Object.keys(kinds).sort().join(', ')})`);
    return null;
  }
  for (const key of Object.keys(source.credentials)) {
    if (!rule.credentials.includes(key)) report(['source', 'credentials', key], `${source.kind} takes no credential "${key}" (it takes: ${rule.credentials.join(', ')})`, true);
  }
  for (const key of rule.credentials) {
    if (!(key in source.credentials)) report(['source', 'credentials'], `${source.kind} needs the credential "${key}"`);
  }
  for (const [field, from] of Object.entries(source.map ?? {})) {
    const allowed = rule.mappable[field as (typeof goodsFields)[number]];
    if (!(goodsFields as readonly string[]).includes(field)) report(['source', 'map', field], `"${field}" is not a goods field (mappable: ${goodsFields.join(', ')})`, true);
    else if (!allowed) report(['source', 'map', field], `${source.kind} does not map ${field}`, true);
    else if (!allowed.includes(from)) report(['source', 'map', field], `${source.kind} has no answer field "${from}" for ${field} (it has: ${allowed.join(', ')})`);
  }
  return {
    kind: source.kind,
    base: source.base.replace(/\/$/, ''),
    baseEnv: source.baseEnv,
    credentials: source.credentials,
    rateLimit: source.rateLimit,
    timeoutMs: source.timeoutMs,
    cacheMs: { search: source.cache.searchSeconds * 1000, item: source.cache.itemSeconds * 1000, categories: source.cache.categoriesSeconds * 1000 },
    map: source.map ?? {},
    listings: [...new Set<'fixed' | 'auction'>(source.listings ?? ['fixed', 'auction'])],
  };
}

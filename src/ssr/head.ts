// What a server-rendered page tells search engines and link previews: title, description, canonical and
// alternate-language addresses, Open Graph, and the status (a missing item is a 404 page, not a 200).
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ContentDetail, GoodsDetail, ShopPage } from '../../generated/api/schemas';
import { type LanguageCode, defaultLanguage, languageOf, languages } from '../../generated/languages';
import { type RouteMeta, localizePath } from '../../generated/routes';
import { edition, editionConfig } from '../config/env';
import { splitLanguage } from '../app/language';
import { contentTarget } from '../features/content/content-route';
import { contentQuery } from '../features/content/queries';
import { detailRef, goodsDetailQuery } from '../features/goods-detail/detail-query';
import { readFilters } from '../features/search/filters';

export interface HeadFacts {
  title: string;
  description: string;
  /** Path and query of the page without the language prefix: the same page in every language. */
  path: string;
  type: 'website' | 'product' | 'article';
  image: string | null;
  found: boolean;
}

const descriptionLength = 160;

/** Plain text of at most `max` characters, cut at a word where there is one. */
export function excerpt(text: string, max = descriptionLength): string {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

const siteName = (t: TFunction, site: string | null) => (site ? t(`sites.${site}`) : '');

/** The facts of a page from the answers its loader put in the cache. */
export function headFacts(meta: RouteMeta, params: Readonly<Record<string, string | undefined>>, url: URL, cache: QueryClient, t: TFunction): HeadFacts {
  const path = splitLanguage(url.pathname).rest;
  const base: HeadFacts = { title: t('app.name'), description: t('app.tagline'), path: path + url.search, type: 'website', image: null, found: true };
  const site = meta.site && meta.site !== 'landing' ? meta.site : null;
  switch (meta.screen) {
    case 'mall.detail': {
      const ref = detailRef(meta.site, params.id, url.searchParams);
      const detail = ref ? cache.getQueryData<GoodsDetail | null>(goodsDetailQuery(ref).queryKey) : null;
      if (!detail) return { ...base, title: t('errors.notFoundTitle'), found: false };
      return {
        ...base,
        title: detail.Item.Name,
        description: excerpt(detail.Description || detail.Item.Name) || base.description,
        type: 'product',
        image: detail.Images[0] ?? detail.Item.ImageUrl,
      };
    }
    case 'mall.landing':
      return { ...base, title: t('seo:mallTitle', { site: siteName(t, site) }), description: t('seo:mallDescription', { site: siteName(t, site) }) };
    case 'mall.shop': {
      const page = cache.getQueriesData<ShopPage>({ queryKey: ['shopGoods'] }).find(([, data]) => data)?.[1];
      const seller = page?.seller.Name ?? '';
      return { ...base, title: t('seo:shopTitle', { shop: seller || siteName(t, site), site: siteName(t, site) }), description: t('seo:shopDescription', { shop: seller || siteName(t, site), site: siteName(t, site) }) };
    }
    case 'article':
      return { ...base, title: t('seo.articles') };
    case 'activity':
    case 'article.detail':
    case 'landing':
    case 'landing.next':
    case 'landing.activity': {
      const target = contentTarget(meta.screen, params, url.searchParams);
      const piece = target ? cache.getQueryData<ContentDetail>(contentQuery(target.kind, target.key).queryKey) : undefined;
      if (!piece) return { ...base, found: false };
      return { ...base, path, title: piece.title, description: excerpt(piece.overview || piece.bodyHtml) || base.description, type: 'article', image: piece.picture ?? null };
    }
    default: {
      // Every search route: the keyword, else the marketplace, names the page.
      const { keyword } = readFilters(url.searchParams);
      const where = siteName(t, site);
      if (keyword) return { ...base, title: t('seo:searchTitle', { keyword }), description: t('seo:searchDescription', { keyword }) };
      return where ? { ...base, title: t('seo:mallTitle', { site: where }), description: t('seo:mallDescription', { site: where }) } : base;
    }
  }
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The tags for <head>: origin is the storefront's public address (no trailing slash). */
export function headTags(facts: HeadFacts, language: LanguageCode, origin: string, t: TFunction): string {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);
  const canonical = absolute(localizePath(facts.path, edition, language));
  const title = facts.title === t('app.name') ? facts.title : `${facts.title} · ${t('app.name')}`;
  const tags = [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeAttr(facts.description)}">`,
    `<link rel="canonical" href="${escapeAttr(canonical)}">`,
  ];
  if (!facts.found) tags.push('<meta name="robots" content="noindex">');
  // Languages are addresses only where the edition has prefixes; the china edition is one language.
  if (editionConfig.languagePrefix && facts.found) {
    for (const other of languages) {
      tags.push(`<link rel="alternate" hreflang="${other.service}" href="${escapeAttr(absolute(localizePath(facts.path, edition, other.code)))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(absolute(localizePath(facts.path, edition, defaultLanguage)))}">`);
  }
  const og: [string, string | null][] = [
    ['og:type', facts.type],
    ['og:site_name', t('app.name')],
    ['og:title', facts.title],
    ['og:description', facts.description],
    ['og:url', canonical],
    ['og:locale', languageOf(language).service.replace('-', '_')],
    ['og:image', facts.image ? absolute(facts.image) : null],
  ];
  for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeAttr(content)}">`);
  tags.push(`<meta name="twitter:card" content="${facts.image ? 'summary_large_image' : 'summary'}">`);
  return tags.join('\n    ');
}

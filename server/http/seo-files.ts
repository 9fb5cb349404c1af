// What crawlers read before the pages: /robots.txt (pages behind login are not theirs; where the sitemap is)
// and /sitemap.xml, an index of per-area sitemaps: the marketplaces' and content pages (with their other
// languages), and the goods of each marketplace in pages of `goodsPerSitemap` addresses. Only pages the
// edition shows without login are listed.
import type { Hono } from 'hono';
import { editions } from '../../generated/editions';
import { type LanguageCode, defaultLanguage, languageOf, languages } from '../../generated/languages';
import { type GoodsRef, goodsDetailLink } from '../../generated/links';
import { type RouteName, href, isRouteName, localizePath, routeNames, routeRule, routes } from '../../generated/routes';
import { type SiteId, siteIds } from '../../generated/sites';
import type { Services } from '../services';
import { publishedAt } from '../content/store';

/** A sitemap may hold 50,000 addresses; fewer keep each file quick to build and to fetch. */
export const goodsPerSitemap = 10_000;

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Pages of a route that anyone may open in the edition (no login, no redirect, not staff). */
function publicRoute(edition: Services['config']['edition'], name: RouteName): boolean {
  const rule = routeRule(edition, name);
  return !rule.isAuth && rule.redirect === null && !routes[name].staff;
}

/** The marketplaces whose item pages the edition shows without login. */
export function sitemapSites(edition: Services['config']['edition']): SiteId[] {
  return siteIds.filter((site) => {
    const detail = `mall.${site}.detail`;
    return isRouteName(detail) && publicRoute(edition, detail);
  });
}

const contentRoutes = { activity: 'activity', article: 'article.detail', landing: 'landing' } as const satisfies Record<string, RouteName>;

export function mountSeoFiles(app: Hono, services: Services): void {
  const { config, db } = services;
  const edition = config.edition;
  const prefixed = editions[edition].languagePrefix;
  const origin = config.publicUrl.replace(/\/$/, '');
  const address = (path: string, language: LanguageCode = defaultLanguage) => `${origin}${localizePath(path, edition, language)}`;

  /** A <url> entry; with prefixes, the page in every language beside it (x-default: the unprefixed one). */
  const urlEntry = (path: string, lastmod?: number) => {
    const links = prefixed
      ? [
          ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${languageOf(l.code).service}" href="${escapeXml(address(path, l.code))}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(address(path))}"/>`,
        ]
      : [];
    const modified = lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(address(path))}</loc>${modified}${links.join('')}</url>`;
  };
  const urlSet = (entries: string[]) =>
    `${xmlHeader}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  const xml = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });

  const visibleGoods = (site: SiteId) => db.selectFrom('goods').where('site', '=', site).where('blocked_at', 'is', null);

  app.get('/robots.txt', () => {
    // A login page's first segment (/personal, /cart, /ops) is closed unless a public page shares it.
    const open = new Set(routeNames.filter((name) => publicRoute(edition, name)).map((name) => routes[name].path.split('/')[1]));
    const closed = [...new Set(routeNames.filter((name) => !publicRoute(edition, name)).map((name) => routes[name].path.split('/')[1]))]
      .filter((segment): segment is string => Boolean(segment) && !open.has(segment))
      .sort();
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /?n=', 'Disallow: /*?n=', 'Disallow: /*&n='];
    for (const segment of closed) {
      lines.push(`Disallow: /${segment}`);
      if (prefixed) lines.push(`Disallow: /*/${segment}`);
    }
    lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
    return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
  });

  app.get('/sitemap.xml', async () => {
    const files = ['pages', 'content'];
    for (const site of sitemapSites(edition)) {
      const { count } = await visibleGoods(site).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
      const pages = Math.ceil(Number(count) / goodsPerSitemap);
      for (let page = 1; page <= pages; page++) files.push(`goods-${site}-${page}`);
    }
    const entries = files.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>`);
    return xml(`${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`);
  });

  app.get('/sitemaps/:file{[a-z0-9-]+\\.xml}', async (c) => {
    const name = c.req.param('file').replace(/\.xml$/, '');
    if (name === 'pages') {
      // The marketplaces' landing pages and the lists that lead to the rest.
      const names = routeNames.filter((route) => (routes[route].marketHome || route === 'article') && publicRoute(edition, route));
      return xml(urlSet(names.map((route) => urlEntry(href(route as 'article')))));
    }
    if (name === 'content') {
      const rows = await db
        .selectFrom('contents')
        .select(['id', 'code', 'kind', 'updated_at'])
        .where('kind', 'in', Object.keys(contentRoutes) as (keyof typeof contentRoutes)[])
        .where(publishedAt(Date.now()))
        .orderBy('id')
        .execute();
      const entries = rows.flatMap((row) => {
        const route = contentRoutes[row.kind as keyof typeof contentRoutes];
        if (!publicRoute(edition, route)) return [];
        const key = row.code ? `${row.code}-${row.id}` : String(row.id);
        return [urlEntry(href(route, { id: key }), Number(row.updated_at))];
      });
      return xml(urlSet(entries));
    }
    const goods = /^goods-([a-z]+)-([1-9][0-9]{0,5})$/.exec(name);
    const site = sitemapSites(edition).find((id) => id === goods?.[1]);
    if (!goods || !site) return c.notFound();
    const page = Number(goods[2]);
    const rows = await visibleGoods(site)
      .select(['site', 'external_id', 'url', 'asin', 'listing_type'])
      .orderBy('id')
      .limit(goodsPerSitemap)
      .offset((page - 1) * goodsPerSitemap)
      .execute();
    if (rows.length === 0) return c.notFound();
    // Goods pages carry their other languages in their own head; listing them here too would make each file
    // eighteen times larger.
    const entries = rows.map((row) => {
      const ref = { Site: row.site, Id: row.external_id, Url: row.url, Asin: row.asin, ListingType: row.listing_type } as GoodsRef;
      return `<url><loc>${escapeXml(address(goodsDetailLink(ref)))}</loc></url>`;
    });
    return xml(urlSet(entries));
  });
}

import type { Project } from 'ts-morph';
import type { Model, SiteModel } from '../model';
import { type CompiledTemplate, templateParams } from '../template';
import { addConst, addType, type GeneratedFile, literal, newFile, quote, union } from './print';

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

function inputType(templates: CompiledTemplate[]): string {
  const flags = [...new Set(templates.flatMap((t) => (t.when ? [t.when] : [])))];
  const variants = templates.map((t) => {
    const { required, optional } = templateParams(t);
    const fields = [
      ...(t.when ? [`readonly ${t.when}: true`] : []),
      ...required.map((p) => `readonly ${p}: ParamValue`),
      ...optional.map((p) => `readonly ${p}?: LinkValue`),
      ...flags.filter((f) => f !== t.when).map((f) => `readonly ${f}?: boolean`),
    ];
    return fields.length === 0 ? 'Record<string, never>' : `{ ${fields.join('; ')} }`;
  });
  return [...new Set(variants)].join(' | ');
}

export function emitLinks(project: Project, model: Model): void {
  const file = newFile(project, 'links.ts', ['spec/sites/*.yaml', 'spec/routes.yaml']);
  file.addImportDeclarations([
    { moduleSpecifier: './routes', isTypeOnly: true, namedImports: ['ParamValue'] },
    { moduleSpecifier: './runtime', namedImports: ['buildLink', 'matchUrl', { name: 'LinkTemplate', isTypeOnly: true }, { name: 'LinkValue', isTypeOnly: true }, { name: 'UrlPattern', isTypeOnly: true }] },
    { moduleSpecifier: './sites', isTypeOnly: true, namedImports: ['SiteId'] },
  ]);
  const shopSites = model.sites.filter((s) => s.shop.length > 0);
  addType(file, { isExported: true, name: 'ShopSiteId', type: union(shopSites.map((s) => s.id)), docs: ['Marketplaces that have seller or shop pages.'] });

  const table = (pick: (s: SiteModel) => CompiledTemplate[], sites: SiteModel[]) =>
    literal(Object.fromEntries(sites.map((s) => [s.id, pick(s)])));
  addConst(file, {
    declarations: [{ name: 'detailTemplates', type: '{ readonly [S in SiteId]: readonly LinkTemplate[] }', initializer: table((s) => s.detail, model.sites) }],
  });
  addConst(file, {
    declarations: [{ name: 'shopTemplates', type: '{ readonly [S in ShopSiteId]: readonly LinkTemplate[] }', initializer: table((s) => s.shop, shopSites) }],
  });

  for (const [kind, sites] of [['Detail', model.sites], ['Shop', shopSites]] as const) {
    for (const site of sites) {
      const templates = kind === 'Detail' ? site.detail : site.shop;
      const typeName = `${pascal(site.id)}${kind}Input`;
      addType(file, { isExported: true, name: typeName, type: inputType(templates) });
      file.addFunction({
        isExported: true,
        name: `${site.id}${kind}Link`,
        docs: [`${kind === 'Detail' ? 'Goods detail' : 'Shop'} link on ${site.id}: ${templates.map(describe).join(' or ')}`],
        parameters: [{ name: 'input', type: typeName }],
        returnType: 'string',
        statements: `return buildLink(${kind.toLowerCase()}Templates.${site.id}, input, ${quote(`${site.id} ${kind.toLowerCase()} link`)});`,
      });
    }
    const name = `${kind.toLowerCase()}Link`;
    addConst(file, {
      isExported: true,
      declarations: [{ name, initializer: `{\n${sites.map((s) => `  ${s.id}: ${s.id}${kind}Link,`).join('\n')}\n} as const` }],
      docs: [`${kind} link builders by marketplace.`],
    });
  }

  emitRecognizer(file, model);
}

function describe(t: CompiledTemplate): string {
  const path = '/' + t.segments.map((s) => (typeof s === 'string' ? s : `{${s.param}}`)).join('/');
  const query = t.query.map((q) => `${q.key}=${q.param ? `{${q.param}${q.optional ? '?' : ''}}` : q.value}`).join('&');
  return (t.when ? `(${t.when}) ` : '') + path + (query ? `?${query}` : '');
}

function emitRecognizer(file: GeneratedFile, model: Model): void {
  const ordered = [...model.sites].sort((a, b) => a.order - b.order);
  const patterns = ordered.flatMap((site) =>
    site.urls.map((u) => `  { site: ${quote(site.id)}, match: new RegExp(${quote(u.match)}, 'i'), set: ${literal(u.set)} },`),
  );
  addConst(file, {
    docs: ['Item addresses of each marketplace (spec/sites/*.yaml `urls`), in marketplace order.'],
    declarations: [{ name: 'urlPatterns', type: 'readonly UrlPattern[]', initializer: `[\n${patterns.join('\n')}\n]` }],
  });
  // Longest first, so that a marketplace on a subdomain of another's host (rakuma.rakuten.co.jp) wins.
  const hosts = model.sites
    .flatMap((site) => site.hosts.map((host) => [host, site.id] as const))
    .sort(([a], [b]) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
  addConst(file, {
    docs: ['Hosts of each marketplace\'s addresses and short links (spec/sites/*.yaml `hosts`), longest first.'],
    declarations: [{ name: 'siteHosts', type: 'readonly (readonly [string, SiteId])[]', initializer: `[\n${hosts.map(([h, id]) => `  [${quote(h)}, ${quote(id)}],`).join('\n')}\n]` }],
  });
  const itemUrls = Object.fromEntries(model.sites.filter((s) => s.itemUrls.length > 0).map((s) => [s.id, s.itemUrls]));
  addConst(file, {
    docs: ['Item addresses on each marketplace from a detail page\'s id (spec/sites/*.yaml `itemUrls`).'],
    declarations: [{ name: 'itemUrlTemplates', type: '{ readonly [S in SiteId]?: readonly { readonly when?: string; readonly template: string }[] }', initializer: literal(itemUrls) }],
  });
  addType(file, {
    isExported: true,
    name: 'GoodsRef',
    docs: ['What a goods link needs of an item: its marketplace, its id there, and its address or ASIN.'],
    type: '{ readonly Site: SiteId; readonly Id: string; readonly Url?: string | null; readonly Asin?: string | null; readonly ListingType?: string | null }',
  });
  file.addStatements(`
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
  const found = siteHosts.find(([suffix]) => host === suffix || host.endsWith(\`.\${suffix}\`));
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
}`);
}

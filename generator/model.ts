import type { z } from 'zod';
import type { Diagnostic, PathKey } from './diagnostics';
import type { LoadedFile, LoadedSpec } from './load';
import { checkCarriers } from './carriers';
import { type DutiesModel, buildDuties } from './duties';
import { type OrdersModel, buildOrders } from './orders';
import { type SourceModel, buildSource } from './sources';
import {
  ApiFile, ConstantsFile, DutiesFile, EditionsFile, LanguagesFile, OrdersFile, RoutesFile, SiteFile,
  type ConstantsSpec, type FieldMapSpec,
} from './schemas';
import { type CompiledTemplate, compileTemplate, routeShape, templateParams, templateShape } from './template';
import { type FieldNode, type TypeNode, parseTypeExpr, refsOf } from './typeexpr';

export interface RouteModel {
  name: string;
  path: string;
  params: string[];
  isAuth: boolean;
  site: string | null;
  marketHome: boolean;
  commonSearch: boolean;
  /** Staff only (the operations console); implies login. */
  staff: boolean;
  /** Shown without the shell's header, footer and bottom bar. */
  bare: boolean;
  /** The editions that have this page; null: every edition. */
  editions: string[] | null;
  screen: string;
  /** The marketplace whose spec file declares this route, if any. */
  owner: string | null;
}

export interface SiteModel {
  id: string;
  type: number | null;
  cartShopType: number;
  order: number;
  name: string;
  origin: string | null;
  categories: { operation: string; fn: string; cacheMs: number; field: string } | null;
  editions: Record<string, { available: boolean; loginRequired: boolean }>;
  detail: CompiledTemplate[];
  shop: CompiledTemplate[];
  /** Pasted item addresses: a regular expression whose named groups (plus `set`) fill the detail link. */
  urls: { match: string; set: Record<string, string | number | boolean> }[];
  /** Hosts of its addresses and short links; subdomains count as them. */
  hosts: string[];
  /** The item's marketplace address from its detail page's id (`{id}`), the first whose `when` query flag holds. */
  itemUrls: { when?: string; template: string }[];
  /** Its live marketplace source; null: the local catalog serves it. */
  source: SourceModel | null;
}

export type RedirectTarget = { route: string } | { url: string };

export interface EditionModel {
  id: string;
  value: number;
  from: string;
  languagePrefix: boolean;
  forcedLanguage: string | null;
  yenDisplay: 'sign' | 'word';
  rmbOption: boolean;
  localTimes: boolean;
  socialLogin: boolean;
  imagePlaceholder: string;
  cartConfirmScriptSrc: string[];
  /** The only pages the edition serves; null: every page (less those kept for other editions). */
  pages: string[] | null;
  /** Per route: where it redirects in this edition, and login forced on by a site's edition rule. */
  overrides: { route: string; redirect?: RedirectTarget; isAuth?: true }[];
}

export interface OperationModel {
  name: string;
  fn: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  style: 'query' | 'api';
  auth: 'none' | 'optional' | 'required' | 'staff';
  /** Seconds any cache may keep a success (`Cache-Control: public`); null: the answer is private and never kept. */
  cache: number | null;
  retry: boolean;
  summary: string | null;
  params: FieldNode[];
  result: TypeNode;
}

export interface LanguageModel {
  code: string;
  service: string;
  name: string;
  dir: 'ltr' | 'rtl';
  dayjs: string;
}

export interface Model {
  routes: RouteModel[];
  tags: string[];
  contentLinks: { default: string; types: { type: string; route: string }[] };
  sites: SiteModel[];
  schemas: { name: string; fields: FieldNode[] }[];
  operations: OperationModel[];
  editions: EditionModel[];
  defaultEdition: string;
  languages: LanguageModel[];
  defaultLanguage: string;
  helpFiles: { languages: string[]; fallback: string };
  constants: ConstantsSpec;
  orders: OrdersModel;
  duties: DutiesModel;
}

export const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Validates every file, then the references between them; returns the model or every problem found. */
export function buildModel(spec: LoadedSpec): { model?: Model; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const report = (file: LoadedFile, path: PathKey[], message: string, key = false) =>
    diagnostics.push(file.source.diagnostic(path, message, key));

  const routesSpec = check(spec.routes, RoutesFile, diagnostics);
  const editionsSpec = check(spec.editions, EditionsFile, diagnostics);
  const apiSpec = check(spec.api, ApiFile, diagnostics);
  const constants = check(spec.constants, ConstantsFile, diagnostics);
  const languagesSpec = check(spec.languages, LanguagesFile, diagnostics);
  const ordersSpec = check(spec.orders, OrdersFile, diagnostics);
  const dutiesSpec = check(spec.duties, DutiesFile, diagnostics);
  const siteSpecs = spec.sites.map((file) => ({ file, data: check(file, SiteFile, diagnostics) }));
  if (!routesSpec || !editionsSpec || !apiSpec || !constants || !languagesSpec || !ordersSpec || !dutiesSpec || siteSpecs.some((s) => !s.data)) {
    return { diagnostics };
  }

  const orders = buildOrders(ordersSpec, (path, message, key) => report(spec.orders, path, message, key));
  const duties = buildDuties(dutiesSpec, (path, message, key) => report(spec.duties, path, message, key), new Date().toISOString().slice(0, 10));
  checkCarriers(constants.shipping, (path, message, key) => report(spec.constants, path, message, key));

  // Languages
  const languages = languagesSpec.languages;
  const languageCodes = new Set<string>();
  languages.forEach((l, i) => {
    if (languageCodes.has(l.code)) report(spec.languages, ['languages', i, 'code'], `language ${l.code} is listed twice`);
    languageCodes.add(l.code);
  });
  const needLanguage = (file: LoadedFile, path: PathKey[], code: string) => {
    if (!languageCodes.has(code)) report(file, path, `unknown language "${code}"`);
  };
  needLanguage(spec.languages, ['default'], languagesSpec.default);
  needLanguage(spec.languages, ['helpFiles', 'fallback'], languagesSpec.helpFiles.fallback);
  languagesSpec.helpFiles.languages.forEach((c, i) => needLanguage(spec.languages, ['helpFiles', 'languages', i], c));
  constants.money.foldLanguages.forEach((c, i) => needLanguage(spec.constants, ['money', 'foldLanguages', i], c));

  // API schemas and operations
  const schemaNames = new Set(Object.keys(apiSpec.schemas));
  const typeOf = (text: string, path: PathKey[]): TypeNode => {
    const parsed = parseTypeExpr(text);
    if ('error' in parsed) {
      report(spec.api, path, parsed.error);
      return { kind: 'unknown' };
    }
    for (const ref of refsOf(parsed)) if (!schemaNames.has(ref)) report(spec.api, path, `unknown schema "${ref}"`);
    return parsed;
  };
  const fieldsOf = (map: FieldMapSpec, path: PathKey[]): FieldNode[] =>
    Object.entries(map).map(([key, value]) => {
      const optional = key.endsWith('?');
      const name = optional ? key.slice(0, -1) : key;
      const type: TypeNode =
        typeof value === 'string' ? typeOf(value, [...path, key]) : { kind: 'object', fields: fieldsOf(value, [...path, key]) };
      return { name, optional, type };
    });
  const schemas = Object.entries(apiSpec.schemas)
    .map(([name, map]) => ({ name, fields: fieldsOf(map, ['schemas', name]) }))
    .sort((a, b) => byString(a.name, b.name));
  const fnNames = new Map<string, string>();
  const operations: OperationModel[] = Object.entries(apiSpec.operations)
    .map(([name, op]) => {
      const last = name.split('.').pop()!;
      const fn = op.fn ?? last.charAt(0).toLowerCase() + last.slice(1);
      const clash = fnNames.get(fn);
      if (clash) report(spec.api, ['operations', name], `client function "${fn}" is also made for ${clash}; give one an fn`, true);
      fnNames.set(fn, name);
      const result =
        typeof op.result === 'string'
          ? typeOf(op.result, ['operations', name, 'result'])
          : { kind: 'object' as const, fields: fieldsOf(op.result, ['operations', name, 'result']) };
      return {
        name,
        fn,
        method: op.method,
        style: op.style ?? apiSpec.defaults.style,
        auth: op.auth ?? 'none',
        cache: op.cache ?? null,
        retry: op.retry ?? op.method === 'GET',
        summary: op.summary ?? null,
        params: fieldsOf(op.params ?? {}, ['operations', name, 'params']),
        result,
      };
    })
    .sort((a, b) => byString(a.name, b.name));
  const operationNames = new Set(operations.map((o) => o.name));
  checkPublicAnswers(operations, schemas, constants.server.sharedCacheSeconds, (name, message) => report(spec.api, ['operations', name, 'cache'], message));

  // Editions (names only; their route rules need the routes)
  const editionIds = new Set(Object.keys(editionsSpec.editions));
  if (!editionIds.has(editionsSpec.default)) report(spec.editions, ['default'], `unknown edition "${editionsSpec.default}"`);
  for (const [id, e] of Object.entries(editionsSpec.editions)) {
    if (e.forcedLanguage !== null) needLanguage(spec.editions, ['editions', id, 'forcedLanguage'], e.forcedLanguage);
  }

  // Sites and their routes
  const routes: (RouteModel & { file: LoadedFile; at: PathKey[] })[] = [];
  const addRoute = (
    file: LoadedFile, at: PathKey[], name: string, path: string,
    flags: { isAuth?: boolean; marketHome?: boolean; commonSearch?: boolean; staff?: boolean; bare?: boolean; editions?: string[]; screen?: string },
    site: string | null, owner: string | null, screen: string,
  ) =>
    routes.push({
      name, path, file, at, site, owner,
      params: [...path.matchAll(/:([A-Za-z0-9]+)/g)].map((m) => m[1]!),
      isAuth: flags.isAuth ?? true,
      marketHome: flags.marketHome ?? false,
      commonSearch: flags.commonSearch ?? false,
      staff: flags.staff ?? false,
      bare: flags.bare ?? false,
      editions: flags.editions ?? null,
      screen: flags.screen ?? screen,
    });

  const sites: SiteModel[] = [];
  const typeCodes = new Map<number, string>();
  const cartTypes = new Map<number, string>();
  const hostOwners = new Map<string, string>();
  for (const { file, data } of siteSpecs) {
    const site = data!;
    const expected = file.file.split('/').pop()!.replace(/\.yaml$/, '');
    if (site.id !== expected) report(file, ['id'], `id "${site.id}" must match the file name (${expected})`);
    if (site.type !== undefined) {
      const other = typeCodes.get(site.type);
      if (other) report(file, ['type'], `goods type ${site.type} is already used by ${other}`);
      typeCodes.set(site.type, site.id);
    }
    const otherCart = cartTypes.get(site.cartShopType);
    if (otherCart) report(file, ['cartShopType'], `cart shop type ${site.cartShopType} is already used by ${otherCart}`);
    cartTypes.set(site.cartShopType, site.id);

    for (const [key, route] of Object.entries(site.routes)) {
      const role = key === 'landing' || key === 'shop' || key === 'detail';
      const name = key === 'landing' ? `mall.${site.id}` : `mall.${site.id}.${key}`;
      const landingFlags = key === 'landing' ? { marketHome: true, ...route } : route;
      addRoute(file, ['routes', key], name, route.path, landingFlags, site.id, site.id, role ? `mall.${key}` : name);
    }
    if (site.center) {
      addRoute(file, ['center', 'path'], `mall.${site.id}.center`, site.center.path, {}, site.id, site.id, 'mall.center');
      site.center.pages.forEach((page, i) =>
        addRoute(file, ['center', 'pages', i], `mall.${site.id}.center.${page}`, `${site.center!.path}/${page}`, {}, site.id, site.id, `mall.center.${page}`),
      );
    }
    const ownShapes = new Set(
      Object.values(site.routes).map((r) => routeShape(r.path)),
    );
    const compile = (kind: 'detail' | 'shop') =>
      (site.links[kind] ?? []).flatMap((variant, i) => {
        const [template, when] = typeof variant === 'string' ? [variant, undefined] : [variant.template, variant.when];
        const at = ['links', kind, i, ...(typeof variant === 'string' ? [] : ['template'])];
        const compiled = compileTemplate(template, when);
        if ('error' in compiled) {
          report(file, at, compiled.error);
          return [];
        }
        if (!ownShapes.has(templateShape(compiled))) {
          report(file, at, `${template} lands on no route of ${site.id} (routes: ${[...ownShapes].join(', ')})`);
        }
        return [compiled];
      });
    const detail = compile('detail');
    // What a recognised address may fill: any detail template's parameters and condition flags.
    const detailInputs = new Set(detail.flatMap((t) => [...templateParams(t).required, ...templateParams(t).optional, ...(t.when ? [t.when] : [])]));
    const urls = (site.urls ?? []).map((rule, i) => {
      let groups: string[] = [];
      try {
        groups = [...new RegExp(rule.match).source.matchAll(/\(\?<([A-Za-z][A-Za-z0-9]*)>/g)].map((m) => m[1]!);
      } catch (error) {
        report(file, ['urls', i, 'match'], `not a regular expression: ${(error as Error).message}`);
      }
      for (const name of [...groups, ...Object.keys(rule.set ?? {})]) {
        if (!detailInputs.has(name)) {
          report(file, ['urls', i], `"${name}" fills nothing in ${site.id}'s detail links (they take: ${[...detailInputs].join(', ')})`);
        }
      }
      return { match: rule.match, set: rule.set ?? {} };
    });
    const hosts = site.hosts ?? [];
    for (const [i, host] of hosts.entries()) {
      const other = hostOwners.get(host);
      if (other) report(file, ['hosts', i], `host ${host} is already ${other}'s`);
      hostOwners.set(host, site.id);
    }
    const itemUrls = (site.itemUrls ?? []).map((variant, i) => {
      const rule = typeof variant === 'string' ? { template: variant } : variant;
      const at = ['itemUrls', i, ...(typeof variant === 'string' ? [] : ['template'])];
      let host = '';
      try {
        const parsed = new URL(rule.template.replace('{id}', 'x'));
        host = /^https?:$/.test(parsed.protocol) ? parsed.hostname : '';
      } catch {
        // Reported below.
      }
      if (!host) report(file, at, `"${rule.template}" is not an http(s) address`);
      else if (!hosts.some((h) => host === h || host.endsWith(`.${h}`))) report(file, at, `${host} is not among ${site.id}'s hosts (${hosts.join(', ') || 'none'})`);
      if (rule.template.split('{id}').length !== 2 || /\{(?!id\})/.test(rule.template)) report(file, at, `"${rule.template}" must hold {id} once and no other {…}`);
      return rule;
    });
    const siteEditions: SiteModel['editions'] = {};
    for (const [edition, rule] of Object.entries(site.editions ?? {})) {
      if (!editionIds.has(edition)) report(file, ['editions', edition], `unknown edition "${edition}"`, true);
      siteEditions[edition] = { available: rule.available ?? true, loginRequired: rule.loginRequired ?? false };
    }
    if (site.categories && !operationNames.has(site.categories.operation)) {
      report(file, ['categories', 'operation'], `unknown API operation "${site.categories.operation}" (see spec/api.yaml)`);
    }
    const categoryOp = site.categories && operations.find((o) => o.name === site.categories!.operation);
    sites.push({
      id: site.id,
      type: site.type ?? null,
      cartShopType: site.cartShopType,
      order: site.order,
      name: site.name,
      origin: site.origin ?? null,
      categories: site.categories
        ? { operation: site.categories.operation, fn: categoryOp?.fn ?? '', cacheMs: Math.round(site.categories.cacheMinutes * 60_000), field: site.categories.field }
        : null,
      editions: siteEditions,
      detail,
      shop: compile('shop'),
      urls,
      hosts,
      itemUrls,
      source: site.source ? buildSource(site.source, (path, message, key) => report(file, path, message, key)) : null,
    });
  }
  sites.sort((a, b) => byString(a.id, b.id));
  const siteIds = new Set(sites.map((s) => s.id));

  // Pages of routes.yaml
  const tags = [...routesSpec.tags, ...sites.map((s) => s.id)];
  for (const [name, route] of Object.entries(routesSpec.routes)) {
    if (route.site !== undefined && !tags.includes(route.site)) {
      report(spec.routes, ['routes', name, 'site'], `unknown site tag "${route.site}" (known: ${tags.join(', ')})`);
    }
    if (route.staff && route.isAuth === false) {
      report(spec.routes, ['routes', name, 'isAuth'], 'a staff route needs login: leave isAuth out');
    }
    addRoute(spec.routes, ['routes', name], name, route.path, route, route.site ?? null, null, name);
  }

  // Route names and paths are unique across every file
  const seenNames = new Map<string, string>();
  const seenShapes = new Map<string, string>();
  for (const r of routes) {
    const where = `${r.name} in ${r.file.file}`;
    if (seenNames.has(r.name)) report(r.file, r.at, `route name ${r.name} is also declared as ${seenNames.get(r.name)}`, true);
    else seenNames.set(r.name, where);
    const shape = routeShape(r.path);
    if (seenShapes.has(shape)) report(r.file, r.at, `path ${r.path} is also used by ${seenShapes.get(shape)}`, true);
    else seenShapes.set(shape, where);
  }
  // The first path segment may be a language prefix (global edition), so no page may start with one.
  for (const r of routes) {
    const first = r.path.split('/')[1] ?? '';
    if (languageCodes.has(first)) report(r.file, r.at, `path ${r.path} starts with the language code "${first}", which reads as a language prefix`);
  }
  for (const r of routes) {
    r.editions?.forEach((id, i) => {
      if (!editionIds.has(id)) report(r.file, [...r.at, 'editions', i], `unknown edition "${id}"`);
    });
  }
  routes.sort((a, b) => byString(a.name, b.name));
  const routeByName = new Map(routes.map((r) => [r.name, r]));

  // Content links
  const contentTypes = Object.entries(routesSpec.contentLinks.types).map(([type, route]) => {
    const target = routeByName.get(route);
    if (!target) report(spec.routes, ['contentLinks', 'types', type], `unknown route "${route}"`);
    else if (target.params.length !== 1) report(spec.routes, ['contentLinks', 'types', type], `route ${route} must take exactly one parameter`);
    return { type, route };
  });
  if (!(routesSpec.contentLinks.default in routesSpec.contentLinks.types)) {
    report(spec.routes, ['contentLinks', 'default'], `default "${routesSpec.contentLinks.default}" is not one of the types`);
  }

  // Edition rules resolved per route
  const editions: EditionModel[] = Object.entries(editionsSpec.editions)
    .map(([id, e]) => {
      const needRoute = (target: RedirectTarget, path: PathKey[]) => {
        if ('route' in target && !routeByName.has(target.route)) report(spec.editions, path, `unknown route "${target.route}"`);
      };
      needRoute(e.unavailableRedirect, ['editions', id, 'unavailableRedirect', 'route']);
      e.redirects.forEach((rule, i) => {
        needRoute(rule.to, ['editions', id, 'redirects', i, 'to', 'route']);
        if ('route' in rule.match && !routeByName.has(rule.match.route)) {
          report(spec.editions, ['editions', id, 'redirects', i, 'match', 'route'], `unknown route "${rule.match.route}"`);
        }
      });
      e.pages?.forEach((name, i) => {
        const route = routeByName.get(name);
        if (!route) report(spec.editions, ['editions', id, 'pages', i], `unknown route "${name}"`);
        else if (route.editions && !route.editions.includes(id)) report(spec.editions, ['editions', id, 'pages', i], `route ${name} is only in ${route.editions.join(', ')}`);
      });
      const overrides: EditionModel['overrides'] = [];
      for (const route of routes) {
        const siteRule = route.site && siteIds.has(route.site) ? sites.find((s) => s.id === route.site)!.editions[id] : undefined;
        // A page kept for other editions is, here, a page the edition lacks (as an unavailable marketplace's).
        const lacks = (siteRule && !siteRule.available) || (route.editions !== null && !route.editions.includes(id));
        let redirect: RedirectTarget | undefined = lacks ? e.unavailableRedirect : undefined;
        redirect ??= e.redirects.find((rule) =>
          'route' in rule.match ? rule.match.route === route.name : route.path.startsWith(rule.match.pathPrefix),
        )?.to;
        const isAuth = siteRule?.loginRequired && !route.isAuth ? (true as const) : undefined;
        if (redirect || isAuth) overrides.push({ route: route.name, ...(redirect ? { redirect } : {}), ...(isAuth ? { isAuth } : {}) });
      }
      for (const o of overrides) {
        const to = o.redirect && 'route' in o.redirect ? o.redirect.route : undefined;
        if (to && overrides.some((other) => other.route === to && other.redirect)) {
          report(spec.editions, ['editions', id], `in edition ${id}, ${o.route} redirects to ${to}, which redirects again`);
        }
      }
      return {
        id, value: e.value, from: e.from, languagePrefix: e.languagePrefix, forcedLanguage: e.forcedLanguage,
        yenDisplay: e.yenDisplay, rmbOption: e.rmbOption, localTimes: e.localTimes, socialLogin: e.socialLogin,
        imagePlaceholder: e.imagePlaceholder, cartConfirmScriptSrc: e.cartConfirmScriptSrc, pages: e.pages ?? null, overrides,
      };
    })
    .sort((a, b) => byString(a.id, b.id));

  if (diagnostics.length > 0) return { diagnostics };
  return {
    diagnostics,
    model: {
      routes: routes.map(({ file: _file, at: _at, ...route }) => route),
      tags,
      contentLinks: { default: routesSpec.contentLinks.default, types: contentTypes },
      sites,
      schemas,
      operations,
      editions,
      defaultEdition: editionsSpec.default,
      languages,
      defaultLanguage: languagesSpec.default,
      helpFiles: languagesSpec.helpFiles,
      constants,
      orders,
      duties,
    },
  };
}

/**
 * An answer any cache may keep is one every caller gets alike: only a GET (a cache keeps nothing else) with
 * `auth: none` (a handler that may read the session is not one). One with goods in it (prices, sold out)
 * may be kept no longer than the server keeps its own shared lists, so that a shopper never sees goods
 * older than the server itself would show them.
 */
function checkPublicAnswers(
  operations: readonly OperationModel[],
  schemas: readonly { name: string; fields: FieldNode[] }[],
  goodsSeconds: number,
  report: (operation: string, message: string) => void,
): void {
  const fieldsOf = new Map(schemas.map((s) => [s.name, s.fields]));
  // By schema, worked out once each; a schema that refers to itself is taken as holding none until shown otherwise.
  const schemaHolds = new Map<string, boolean>();
  const fieldsHold = (fields: readonly FieldNode[]) => fields.some((f) => f.name === 'IsSoldOut' || holdsGoods(f.type));
  const holdsGoods = (type: TypeNode): boolean => {
    switch (type.kind) {
      case 'object':
        return fieldsHold(type.fields);
      case 'array':
      case 'nullable':
        return holdsGoods(type.of);
      case 'ref':
        if (!schemaHolds.has(type.name)) {
          schemaHolds.set(type.name, false);
          schemaHolds.set(type.name, fieldsHold(fieldsOf.get(type.name) ?? []));
        }
        return schemaHolds.get(type.name)!;
      default:
        return false;
    }
  };
  for (const op of operations) {
    if (op.cache === null) continue;
    if (op.method !== 'GET' || op.auth !== 'none') {
      report(op.name, `only a GET operation with auth: none may be kept by caches (this one is ${op.method}, auth: ${op.auth})`);
    } else if (op.cache > goodsSeconds && holdsGoods(op.result)) {
      report(op.name, `an answer with goods (prices, sold out) may be kept at most server.sharedCacheSeconds (${goodsSeconds}) seconds`);
    }
  }
}

/** Validates one file's data; every zod issue becomes a located diagnostic. */
function check<T>(file: LoadedFile, schema: z.ZodType<T>, diagnostics: Diagnostic[]): T | undefined {
  // A file that failed to parse was already reported by the loader (its data is undefined then).
  if (file.data === undefined) return undefined;
  const result = schema.safeParse(file.data ?? null);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) diagnostics.push(file.source.diagnostic([...path, key], `unknown key "${key}"`, true));
    } else {
      const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
      diagnostics.push(file.source.diagnostic(path, missing ? 'is required' : issue.message));
    }
  }
  return undefined;
}

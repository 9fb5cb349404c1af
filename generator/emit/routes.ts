import type { Project } from 'ts-morph';
import { byString, type Model } from '../model';
import { addConst, addType, literal, newFile, propertyKey, union } from './print';

export function emitRoutes(project: Project, model: Model): void {
  const file = newFile(project, 'routes.ts', ['spec/routes.yaml', 'spec/sites/*.yaml', 'spec/editions.yaml']);
  file.addImportDeclarations([
    { moduleSpecifier: './editions', namedImports: ['editions', { name: 'EditionId', isTypeOnly: true }] },
    { moduleSpecifier: './languages', namedImports: ['defaultLanguage', { name: 'LanguageCode', isTypeOnly: true }] },
    { moduleSpecifier: './runtime', namedImports: ['fillPath', 'queryString', { name: 'LinkValue', isTypeOnly: true }] },
  ]);
  const screens = [...new Set(model.routes.map((r) => r.screen))].sort(byString);
  addType(file, { isExported: true, name: 'RouteName', type: union(model.routes.map((r) => r.name)) });
  addType(file, {
    isExported: true,
    name: 'ScreenKind',
    type: union(screens),
    docs: ['What the app must supply a screen for: one per route, or one per kind of marketplace page.'],
  });
  addType(file, { isExported: true, name: 'SiteTag', type: union(model.tags) });
  addType(file, { isExported: true, name: 'ParamValue', type: 'string | number' });
  file.addInterface({
    isExported: true,
    name: 'RouteParams',
    properties: model.routes.map((r) => ({
      name: propertyKey(r.name),
      isReadonly: true,
      type: r.params.length === 0 ? 'Record<string, never>' : `{ ${r.params.map((p) => `readonly ${p}: ParamValue`).join('; ')} }`,
    })),
  });
  file.addInterface({
    isExported: true,
    name: 'RouteMeta',
    typeParameters: [{ name: 'N', constraint: 'RouteName', default: 'RouteName' }],
    properties: [
      ['name', 'N'], ['path', 'string', 'react-router syntax, without the language prefix'],
      ['params', 'readonly string[]'], ['isAuth', 'boolean', 'login needed (before edition rules)'],
      ['site', 'SiteTag | null'], ['marketHome', 'boolean'], ['commonSearch', 'boolean'],
      // Written only where true: the table ships in the home page's first load.
      ['staff?', 'true', 'staff only (the operations console): anyone else gets the 404 page'],
      ['bare?', 'true', "shown without the shell's header, footer and bottom bar"], ['screen', 'ScreenKind'],
    ].map(([name, type, doc]) => ({
      name: name!.replace('?', ''), hasQuestionToken: name!.endsWith('?'), type, isReadonly: true, docs: doc ? [doc] : [],
    })),
  });
  const table = Object.fromEntries(
    model.routes.map((r) => [r.name, { name: r.name, path: r.path, params: r.params, isAuth: r.isAuth, site: r.site, marketHome: r.marketHome, commonSearch: r.commonSearch, ...(r.staff ? { staff: true } : {}), ...(r.bare ? { bare: true } : {}), screen: r.screen }]),
  );
  addConst(file, {
    isExported: true,
    declarations: [{ name: 'routes', type: '{ readonly [N in RouteName]: RouteMeta<N> }', initializer: literal(table) }],
  });
  addConst(file, {
    isExported: true,
    declarations: [{ name: 'routeNames', initializer: 'Object.keys(routes) as RouteName[]' }],
  });
  addType(file, {
    isExported: true,
    name: 'ScreenContract',
    typeParameters: ['Screen'],
    type: '{ readonly [K in ScreenKind]: Screen }',
    docs: ['The app fills this in; a route kind without a screen is a type error.'],
  });
  addType(file, { isExported: true, name: 'RedirectTarget', type: '{ readonly route: RouteName } | { readonly url: string }' });
  file.addInterface({
    isExported: true,
    name: 'RouteRule',
    properties: [
      { name: 'isAuth', type: 'boolean', isReadonly: true },
      { name: 'redirect', type: 'RedirectTarget | null', isReadonly: true },
    ],
  });
  const overrides = Object.fromEntries(
    model.editions.map((e) => [e.id, Object.fromEntries(e.overrides.map(({ route, ...o }) => [route, o]))]),
  );
  addConst(file, {
    isExported: true,
    declarations: [{
      name: 'editionOverrides',
      type: '{ readonly [E in EditionId]: { readonly [N in RouteName]?: { readonly redirect?: RedirectTarget; readonly isAuth?: true } } }',
      initializer: literal(overrides),
    }],
    docs: ['Per edition: pages that redirect (unavailable marketplaces, edition rules) and pages that need login there.'],
  });
  file.addStatements(`
export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.hasOwn(routes, value);
}

/** Whether a route needs login and where it redirects, in an edition. */
export function routeRule(edition: EditionId, name: RouteName): RouteRule {
  const override = editionOverrides[edition][name];
  return { isAuth: override?.isAuth ?? routes[name].isAuth, redirect: override?.redirect ?? null };
}

export interface HrefOptions {
  readonly query?: Readonly<Record<string, LinkValue>>;
  readonly hash?: string;
}

export type HrefArgs<N extends RouteName> = Record<string, never> extends RouteParams[N]
  ? [params?: RouteParams[N], options?: HrefOptions]
  : [params: RouteParams[N], options?: HrefOptions];

/** The path of a route with its parameters percent-encoded; a missing parameter throws. */
export function href<N extends RouteName>(name: N, ...[params, options]: HrefArgs<N>): string {
  if (!isRouteName(name)) throw new Error(\`href: unknown route "\${String(name)}"\`);
  const path = fillPath(routes[name].path, (params ?? {}) as Readonly<Record<string, LinkValue>>, \`href(\${name})\`);
  const query = options?.query ? queryString(Object.entries(options.query)) : '';
  return path + query + (options?.hash ? \`#\${encodeURIComponent(options.hash)}\` : '');
}

/** Adds the language prefix where the edition uses one (not for the default language). */
export function localizePath(path: string, edition: EditionId, language: LanguageCode): string {
  return editions[edition].languagePrefix && language !== defaultLanguage ? \`/\${language}\${path}\` : path;
}`);
}

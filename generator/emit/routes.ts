import type { Project } from 'ts-morph';
import { byString, type Model } from '../model';
import { addConst, addType, literal, newFile, propertyKey, quote, union } from './print';

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
  // The table ships in the home page's first load: each row names only what differs from the defaults
  // (login needed, no site tag, not a market home or common search, the screen of the route's own name),
  // and its parameters are read from its path when the module loads.
  file.addStatements(`
/** A row of the table with its defaults filled in and its parameters read from its path. */
function route<N extends RouteName>(name: N, path: string, flags: Partial<Omit<RouteMeta<N>, 'name' | 'path' | 'params'>> = {}): RouteMeta<N> {
  const params = [...path.matchAll(/:([A-Za-z0-9]+)/g)].map((m) => m[1]!);
  return { name, path, params, isAuth: true, site: null, marketHome: false, commonSearch: false, screen: name as string as ScreenKind, ...flags };
}`);
  const rows = model.routes.map((r) => {
    const flags: Record<string, unknown> = {};
    if (!r.isAuth) flags.isAuth = false;
    if (r.site !== null) flags.site = r.site;
    if (r.marketHome) flags.marketHome = true;
    if (r.commonSearch) flags.commonSearch = true;
    if (r.staff) flags.staff = true;
    if (r.bare) flags.bare = true;
    if (r.screen !== r.name) flags.screen = r.screen;
    const args = [quote(r.name), quote(r.path), ...(Object.keys(flags).length > 0 ? [literal(flags).replace(/\n\s*/g, ' ').replace('{ ', '{ ').replace(/,? }$/, ' }')] : [])];
    return `  ${propertyKey(r.name)}: route(${args.join(', ')}),`;
  });
  addConst(file, {
    isExported: true,
    declarations: [{ name: 'routes', type: '{ readonly [N in RouteName]: RouteMeta<N> }', initializer: `{\n${rows.join('\n')}\n}` }],
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

  // Content links live with the routes rather than with the marketplace links: the home page shows
  // content rails at once, while the marketplace link tables are only needed by later pages.
  const types = model.contentLinks.types;
  addType(file, { isExported: true, name: 'ContentType', type: union(types.map((t) => t.type)) });
  file.addInterface({
    isExported: true,
    name: 'ContentRef',
    properties: [
      { name: 'id', type: 'ParamValue', isReadonly: true },
      { name: 'code', type: 'string | null', isReadonly: true, hasQuestionToken: true },
      { name: 'type', type: 'ContentType | null', isReadonly: true, hasQuestionToken: true },
    ],
  });
  addConst(file, {
    declarations: [{ name: 'contentRoutes', initializer: `${literal(Object.fromEntries(types.map((t) => [t.type, t.route])))} as const` }],
  });
  file.addFunction({
    isExported: true,
    name: 'contentLink',
    docs: [
      `Link to an activity, introduction or article: /{type path}/{code or id}[-{id}], ${model.contentLinks.default} by default;`,
      'the language prefix is added only where the edition uses one.',
    ],
    parameters: [
      { name: 'item', type: 'ContentRef' },
      { name: 'edition', type: 'EditionId' },
      { name: 'language', type: 'LanguageCode' },
    ],
    returnType: 'string',
    statements: [
      `const route = routes[contentRoutes[item.type ?? ${quote(model.contentLinks.default)}]];`,
      "const key = item.code ? `${item.code}-${item.id}` : String(item.id);",
      "const path = route.path.replace(/:[A-Za-z0-9]+/, () => encodeURIComponent(key));",
      'return localizePath(path, edition, language);',
    ],
  });
}

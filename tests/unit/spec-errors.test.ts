// A broken spec is reported as `spec/file.yaml:line:col path: message`, every problem at once, and the
// generator then writes nothing. Each test breaks one named line of a copy of spec/ (found by its exact
// text, so edits elsewhere in the spec do not move the goalposts); the expected column is worked out by
// hand from that line's text (columns are 1-based).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type TempProject, projectRoot, runTool, snapshotDir, specDiagnostics, tempProject } from './helpers';

let project: TempProject | undefined;
function copy(options: { generated?: boolean } = {}): TempProject {
  project = tempProject(options);
  return project;
}
afterEach(() => {
  project?.remove();
  project = undefined;
});

const ROUTES = 'spec/routes.yaml';
const API = 'spec/api.yaml';
const EDITIONS = 'spec/editions.yaml';
const CARD = 'spec/sites/card.yaml';
const MERCARI = 'spec/sites/mercari.yaml';
const RAKUMA = 'spec/sites/rakuma.yaml';
const MAGI = 'spec/sites/magi.yaml';
const AMAZON = 'spec/sites/amazon.yaml';

// The lines the tests break, as they read in the spec.
const CALC = '  calc: { path: /calc, isAuth: false }';
const LOGIN = '  login: { path: /login, isAuth: false }';
const CARD_NAME = 'name: sites.card';
const CARD_ID = 'id: card';
const CARD_CART = 'cartShopType: 13';
const MERCARI_ID = 'id: mercari';
const MERCARI_CART = 'cartShopType: 1';
const MERCARI_SHOP_ROUTE = '  shop: { path: /mall/mercari/shop/:id, isAuth: false }';
const MERCARI_SHOP_LINK = '    - /mall/mercari/shop/{id}?isShops={isShops?}';
const MERCARI_CATEGORIES = 'categories:';
const MERCARI_OPERATION = '  operation: Sig.Front.SubSite.AppMercari.MercariCat';
const RAKUMA_TYPE = 'type: 2';
const MAGI_OPERATION = '  operation: Sig.Front.SubSite.AppMokaki.Categories';
const MERCARI_ITEM_URL = '  - https://jp.mercari.com/item/{id}';
const AMAZON_HOSTS = 'hosts: [amazon.co.jp, amzn.asia, amzn.to]';
const AMAZON_OFFICIAL = '    - { when: official, template: /mall/amazon }';
const CURRENCY_LIST = '    currencyList: Currency[]';
const GLOBAL_VALUE = '    value: 15';
const GLOBAL_FROM = '    from: INTERNATIONAL';
const GLOBAL_REDIRECT = '      - { match: { pathPrefix: /personal/group/ }, to: { route: download } }';
const CHINA_VALUE = '    value: 1';

// The shared page tags, then every marketplace's file name in order: a marketplace added leaves this true.
const KNOWN_TAGS = ['home', 'landing', 'cart', 'anybuy', 'moreshop', ...readdirSync(join(projectRoot, 'spec', 'sites')).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)).sort()].join(', ');

/** Breaks the line that reads `line` by replacing `from` in it with `to`; returns its line number. */
function breakLine(p: TempProject, rel: string, line: string, from: string, to: string): number {
  const at = p.lineOf(rel, line);
  p.editLine(rel, at, from, to);
  return at;
}

describe('the unchanged spec', () => {
  it('has no problems', () => {
    expect(specDiagnostics(copy().root)).toEqual([]);
  });
});

describe('YAML problems', () => {
  it('syntax error: reported once, at the offending value, and nothing else about that file', () => {
    const p = copy();
    const line = breakLine(p, CARD, CARD_NAME, 'name: sites.card', 'name: sites: card');
    // `name: ` is 6 characters, so the bad value starts at column 7.
    expect(specDiagnostics(p.root)).toEqual([`${CARD}:${line}:7 (root): Nested mappings are not allowed in compact mappings`]);
  });

  it('duplicate key: at the second occurrence', () => {
    const p = copy();
    const line = breakLine(p, ROUTES, CALC, CALC, `${CALC}\n  calc: { path: /calc2 }`);
    expect(specDiagnostics(p.root)).toEqual([`${ROUTES}:${line + 1}:3 (root): Map keys must be unique`]);
  });
});

describe('schema problems', () => {
  it('unknown key (typo) in a route of routes.yaml: at the key', () => {
    const p = copy();
    const line = breakLine(p, ROUTES, CALC, 'isAuth', 'isAuht');
    // `  calc: { path: /calc, ` is 23 characters.
    expect(specDiagnostics(p.root)).toEqual([`${ROUTES}:${line}:24 routes.calc.isAuht: unknown key "isAuht"`]);
  });

  it('unknown key in a route of a site file, and at the top of a site file', () => {
    const p = copy();
    const route = breakLine(p, MERCARI, MERCARI_SHOP_ROUTE, 'isAuth', 'isAuht');
    const top = breakLine(p, MERCARI, MERCARI_CATEGORIES, 'categories:', 'categorys:');
    // `  shop: { path: /mall/mercari/shop/:id, ` is 40 characters.
    expect(specDiagnostics(p.root)).toEqual([
      `${MERCARI}:${route}:41 routes.shop.isAuht: unknown key "isAuht"`,
      `${MERCARI}:${top}:1 categorys: unknown key "categorys"`,
    ]);
  });

  it('missing required field: at the object that lacks it', () => {
    const p = copy();
    const line = breakLine(p, ROUTES, CALC, 'path: /calc, ', '');
    // The route's flow map `{ isAuth: false }` opens at column 9.
    expect(specDiagnostics(p.root)).toEqual([`${ROUTES}:${line}:9 routes.calc.path: is required`]);
  });

  it('missing required top-level field of a site: at the start of the document', () => {
    const p = copy();
    const start = p.lineOf(CARD, CARD_ID);
    p.edit(CARD, `${CARD_CART}\n`, '');
    expect(specDiagnostics(p.root)).toEqual([`${CARD}:${start}:1 cartShopType: is required`]);
  });

  it('wrong type: at the value', () => {
    const p = copy();
    const route = breakLine(p, ROUTES, CALC, 'isAuth: false', 'isAuth: yes');
    const cart = breakLine(p, MERCARI, MERCARI_CART, 'cartShopType: 1', 'cartShopType: "one"');
    // `  calc: { path: /calc, isAuth: ` is 31 characters; `cartShopType: ` is 14.
    expect(specDiagnostics(p.root)).toEqual([
      `${ROUTES}:${route}:32 routes.calc.isAuth: Invalid input: expected boolean, received string`,
      `${MERCARI}:${cart}:15 cartShopType: Invalid input: expected number, received string`,
    ]);
  });
});

describe('reference problems', () => {
  it('duplicate route name across routes.yaml and a site file', () => {
    const p = copy();
    const line = breakLine(p, ROUTES, CALC, '  calc:', '  mall.mercari.feature:');
    expect(specDiagnostics(p.root)).toEqual([
      `${ROUTES}:${line}:3 routes.mall.mercari.feature: route name mall.mercari.feature is also declared as ` +
        `mall.mercari.feature in ${MERCARI}`,
    ]);
  });

  it('duplicate path across routes.yaml and a site file (parameter names do not matter)', () => {
    const p = copy();
    const line = breakLine(p, ROUTES, CALC, 'path: /calc', 'path: /mall/mercari/detail/:goodsId');
    expect(specDiagnostics(p.root)).toEqual([
      `${ROUTES}:${line}:3 routes.calc: path /mall/mercari/detail/:goodsId is also used by mall.mercari.detail in ${MERCARI}`,
    ]);
  });

  it('duplicate path within routes.yaml: at the later route', () => {
    const p = copy();
    const calc = p.lineOf(ROUTES, CALC);
    const login = p.lineOf(ROUTES, LOGIN);
    expect(login).toBeGreaterThan(calc);
    p.editLine(ROUTES, calc, 'path: /calc', 'path: /login');
    // calc comes first and now claims /login, so login is the duplicate.
    expect(specDiagnostics(p.root)).toEqual([`${ROUTES}:${login}:3 routes.login: path /login is also used by calc in ${ROUTES}`]);
  });

  it('duplicate goods type code', () => {
    const p = copy();
    const line = breakLine(p, RAKUMA, RAKUMA_TYPE, 'type: 2', 'type: 1');
    expect(specDiagnostics(p.root)).toEqual([`${RAKUMA}:${line}:7 type: goods type 1 is already used by mercari`]);
  });

  it('unknown site tag', () => {
    const p = copy();
    const line = breakLine(p, ROUTES, CALC, 'isAuth: false }', 'isAuth: false, site: shoop }');
    // `  calc: { path: /calc, isAuth: false, site: ` is 44 characters.
    expect(specDiagnostics(p.root)).toEqual([
      `${ROUTES}:${line}:45 routes.calc.site: unknown site tag "shoop" (known: ${KNOWN_TAGS})`,
    ]);
  });

  it('page path that starts with a language code', () => {
    const p = copy();
    const line = breakLine(p, ROUTES, CALC, 'path: /calc', 'path: /ja/calc');
    // `  calc: ` is 8 characters; the position is the route's value.
    expect(specDiagnostics(p.root)).toEqual([
      `${ROUTES}:${line}:9 routes.calc: path /ja/calc starts with the language code "ja", which reads as a language prefix`,
    ]);
  });

  it("unknown API operation in a site's categories", () => {
    const p = copy();
    const line = breakLine(p, MERCARI, MERCARI_OPERATION, 'MercariCat', 'MercariCats');
    // `  operation: ` is 13 characters.
    expect(specDiagnostics(p.root)).toEqual([
      `${MERCARI}:${line}:14 categories.operation: unknown API operation "Sig.Front.SubSite.AppMercari.MercariCats" ` +
        '(see spec/api.yaml)',
    ]);
  });

  it('unknown schema reference in api.yaml', () => {
    const p = copy();
    const line = breakLine(p, API, CURRENCY_LIST, 'Currency[]', 'Curency[]');
    // `    currencyList: ` is 18 characters.
    expect(specDiagnostics(p.root)).toEqual([`${API}:${line}:19 schemas.HomeInfo.currencyList: unknown schema "Curency"`]);
  });

  it('bad type expression in api.yaml', () => {
    const p = copy();
    const line = breakLine(p, API, CURRENCY_LIST, 'Currency[]', 'Currency[[]');
    expect(specDiagnostics(p.root)).toEqual([
      `${API}:${line}:19 schemas.HomeInfo.currencyList: "Currency[[]" is not a type expression ` +
        '(e.g. string, int(0..18), Name[], yen|null)',
    ]);
  });

  it('link template that lands on no route of its site', () => {
    const p = copy();
    const line = breakLine(p, MERCARI, MERCARI_SHOP_LINK, '/mall/mercari/shop/', '/mall/mercari/seller/');
    // `    - ` is 6 characters.
    expect(specDiagnostics(p.root)).toEqual([
      `${MERCARI}:${line}:7 links.shop.0: /mall/mercari/seller/{id}?isShops={isShops?} lands on no route of ` +
        'mercari (routes: /mall/mercari, /mall/mercari/shop/:*, /mall/mercari/detail/:*, /mall/mercari/feature, ' +
        '/mall/mercari/otherShopSale)',
    ]);
  });

  it('official link template that lands on no route: at its template value', () => {
    const p = copy();
    const line = breakLine(p, AMAZON, AMAZON_OFFICIAL, 'template: /mall/amazon }', 'template: /mall/amazon/official }');
    // `    - { when: official, template: ` is 34 characters.
    expect(specDiagnostics(p.root)).toEqual([
      `${AMAZON}:${line}:35 links.shop.0.template: /mall/amazon/official lands on no route of amazon ` +
        '(routes: /mall/amazon, /mall/amazon/shop/:*, /mall/amazon/detail/:*, /mall/amazon/thirdShop)',
    ]);
  });

  it("an item address on another host than the site's", () => {
    const p = copy();
    const line = breakLine(p, MERCARI, MERCARI_ITEM_URL, 'jp.mercari.com', 'jp.mercari.example');
    // `  - ` is 4 characters.
    expect(specDiagnostics(p.root)).toEqual([`${MERCARI}:${line}:5 itemUrls.1: jp.mercari.example is not among mercari's hosts (mercari.com, mercari-shops.com, merc.li)`]);
  });

  it('an item address without its {id}', () => {
    const p = copy();
    const line = breakLine(p, MERCARI, MERCARI_ITEM_URL, '{id}', '{item}');
    expect(specDiagnostics(p.root)).toEqual([`${MERCARI}:${line}:5 itemUrls.1: "https://jp.mercari.com/item/{item}" must hold {id} once and no other {…}`]);
  });

  it('a host that two sites claim: at the later file (sites are read by file name)', () => {
    const p = copy();
    breakLine(p, AMAZON, AMAZON_HOSTS, 'amzn.to', 'merc.li');
    // `hosts: [mercari.com, mercari-shops.com, ` is 40 characters.
    expect(specDiagnostics(p.root)).toEqual([`${MERCARI}:${p.lineOf(MERCARI, 'hosts: [mercari.com, mercari-shops.com, merc.li]')}:41 hosts.2: host merc.li is already amazon's`]);
  });

  it('edition redirect to an unknown route', () => {
    const p = copy();
    const line = breakLine(p, EDITIONS, GLOBAL_REDIRECT, 'route: download', 'route: downlaod');
    // `      - { match: { pathPrefix: /personal/group/ }, to: { route: ` is 64 characters.
    expect(specDiagnostics(p.root)).toEqual([`${EDITIONS}:${line}:65 editions.global.redirects.0.to.route: unknown route "downlaod"`]);
  });

  it("edition's unavailable-site redirect to an unknown route", () => {
    const p = copy();
    // The china edition's `unavailableRedirect: { route: download }` is the 9th line of its block.
    const line = p.lineOf(EDITIONS, CHINA_VALUE) + 9;
    p.editLine(EDITIONS, line, '    unavailableRedirect: { route: download }', '    unavailableRedirect: { route: downloads }');
    // `    unavailableRedirect: { route: ` is 34 characters.
    expect(specDiagnostics(p.root)).toEqual([`${EDITIONS}:${line}:35 editions.china.unavailableRedirect.route: unknown route "downloads"`]);
  });

  it('site id that does not match its file name', () => {
    const p = copy();
    const line = breakLine(p, MERCARI, MERCARI_ID, 'id: mercari', 'id: merkari');
    expect(specDiagnostics(p.root)).toEqual([`${MERCARI}:${line}:5 id: id "merkari" must match the file name (mercari)`]);
  });
});

describe('answers caches may keep (api.yaml `cache`)', () => {
  // `    cache: ` is 11 characters: the value starts at column 12.
  const LOGOUT = '  Sig.Front.AppApi.LogoutAction:\n    method: POST\n';
  const SEARCH = '  Sig.Front.SubSite.App.Search:\n    method: GET\n';
  const SITE_HOME_CACHE = '    cache: 5\n    summary: a marketplace\'s landing page';
  const CONFIG_CACHE = '  Sig.Front.Front.Config:\n    method: GET\n    # the server\'s settings: a change shows within a minute\n    cache: 60\n';

  it('only on a GET with auth: none, at the value', () => {
    const p = copy();
    p.edit(API, LOGOUT, `${LOGOUT}    cache: 61\n`);
    p.edit(API, SEARCH, `${SEARCH}    cache: 62\n`);
    expect(specDiagnostics(p.root)).toEqual([
      `${API}:${p.lineOf(API, '    cache: 61')}:12 operations.Sig.Front.AppApi.LogoutAction.cache: only a GET operation with auth: none may be kept by caches (this one is POST, auth: optional)`,
      `${API}:${p.lineOf(API, '    cache: 62')}:12 operations.Sig.Front.SubSite.App.Search.cache: only a GET operation with auth: none may be kept by caches (this one is GET, auth: optional)`,
    ]);
  });

  it.each([
    ['0', 'must be at least 1 second'],
    ['1.5', 'must be a whole number of seconds'],
    ['"60"', 'must be a whole number of seconds'],
  ])('a positive whole number of seconds: %s', (value, message) => {
    const p = copy();
    p.edit(API, CONFIG_CACHE, CONFIG_CACHE.replace('cache: 60', () => `cache: ${value}`));
    expect(specDiagnostics(p.root)).toEqual([`${API}:${p.lineOf(API, `    cache: ${value}`)}:12 operations.Sig.Front.Front.Config.cache: ${message}`]);
  });

  it('an answer with goods in it no longer than the server keeps its shared lists', () => {
    const p = copy();
    p.edit(API, SITE_HOME_CACHE, SITE_HOME_CACHE.replace('cache: 5', 'cache: 6'));
    expect(specDiagnostics(p.root)).toEqual([
      `${API}:${p.lineOf(API, '    cache: 6')}:12 operations.Sig.Front.SubSite.App.SiteHome.cache: an answer with goods (prices, sold out) may be kept at most server.sharedCacheSeconds (5) seconds`,
    ]);
  });
});

describe('several problems in several files', () => {
  it('reports every syntax and schema problem of every file at once, sorted by file and position', () => {
    const p = copy();
    const cardName = breakLine(p, CARD, CARD_NAME, 'name: sites.card', 'name: sites: card');
    const calc = breakLine(p, ROUTES, CALC, 'isAuth', 'isAuht');
    const cart = breakLine(p, MERCARI, MERCARI_CART, 'cartShopType: 1', 'cartShopType: "one"');
    const shop = breakLine(p, MERCARI, MERCARI_SHOP_ROUTE, 'isAuth', 'isAuht');
    const global = p.lineOf(EDITIONS, GLOBAL_VALUE);
    breakLine(p, EDITIONS, GLOBAL_FROM, GLOBAL_FROM, '');
    expect(specDiagnostics(p.root)).toEqual([
      // The emptied `from` line leaves `editions.global` (whose mapping starts at `value: 15`) without it.
      `${EDITIONS}:${global}:5 editions.global.from: is required`,
      `${ROUTES}:${calc}:24 routes.calc.isAuht: unknown key "isAuht"`,
      `${CARD}:${cardName}:7 (root): Nested mappings are not allowed in compact mappings`,
      `${MERCARI}:${cart}:15 cartShopType: Invalid input: expected number, received string`,
      `${MERCARI}:${shop}:41 routes.shop.isAuht: unknown key "isAuht"`,
    ]);
  });

  it('reports every cross-file problem at once', () => {
    const p = copy();
    const rakuma = breakLine(p, RAKUMA, RAKUMA_TYPE, 'type: 2', 'type: 1');
    const magi = breakLine(p, MAGI, MAGI_OPERATION, 'Categories', 'Category');
    const api = breakLine(p, API, CURRENCY_LIST, 'Currency[]', 'Curency[]');
    const editions = breakLine(p, EDITIONS, GLOBAL_REDIRECT, 'route: download', 'route: downlaod');
    const calc = breakLine(p, ROUTES, CALC, 'isAuth: false }', 'isAuth: false, site: shoop }');
    const mercari = breakLine(p, MERCARI, MERCARI_SHOP_LINK, '/mall/mercari/shop/', '/mall/mercari/seller/');
    expect(specDiagnostics(p.root)).toEqual([
      `${API}:${api}:19 schemas.HomeInfo.currencyList: unknown schema "Curency"`,
      `${EDITIONS}:${editions}:65 editions.global.redirects.0.to.route: unknown route "downlaod"`,
      `${ROUTES}:${calc}:45 routes.calc.site: unknown site tag "shoop" (known: ${KNOWN_TAGS})`,
      `${MAGI}:${magi}:14 categories.operation: unknown API operation "Sig.Front.SubSite.AppMokaki.Category" (see spec/api.yaml)`,
      `${MERCARI}:${mercari}:7 links.shop.0: /mall/mercari/seller/{id}?isShops={isShops?} lands on no route of ` +
        'mercari (routes: /mall/mercari, /mall/mercari/shop/:*, /mall/mercari/detail/:*, /mall/mercari/feature, ' +
        '/mall/mercari/otherShopSale)',
      `${RAKUMA}:${rakuma}:7 type: goods type 1 is already used by mercari`,
    ]);
  });
});

describe('the gen command on a broken spec', () => {
  it('exits 1, prints every diagnostic on stderr and leaves generated/ untouched', () => {
    const p = copy({ generated: true });
    // Make generated/ visibly out of date first, so that any write or clean-up would show.
    p.write('generated/hand-made.ts', 'export const x = 1;\n');
    p.write('generated/links.ts', '// stale\n');
    const before = snapshotDir(p.path('generated'));

    const cardName = breakLine(p, CARD, CARD_NAME, 'name: sites.card', 'name: sites: card');
    const calc = breakLine(p, ROUTES, CALC, 'isAuth', 'isAuht');
    const cart = breakLine(p, MERCARI, MERCARI_CART, 'cartShopType: 1', 'cartShopType: "one"');

    const result = runTool('generator/cli.ts', ['--root', p.root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      [
        `${ROUTES}:${calc}:24 routes.calc.isAuht: unknown key "isAuht"`,
        `${CARD}:${cardName}:7 (root): Nested mappings are not allowed in compact mappings`,
        `${MERCARI}:${cart}:15 cartShopType: Invalid input: expected number, received string`,
        '',
        '3 problems in spec/; generated/ was not changed.',
        '',
      ].join('\n'),
    );
    expect(result.stdout).toBe('');
    expect(snapshotDir(p.path('generated'))).toEqual(before);
  });

  it('--check on a broken spec also exits 1 with the diagnostics', () => {
    const p = copy({ generated: true });
    const line = breakLine(p, RAKUMA, RAKUMA_TYPE, 'type: 2', 'type: 1');
    const result = runTool('generator/cli.ts', ['--check', '--root', p.root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${RAKUMA}:${line}:7 type: goods type 1 is already used by mercari\n\n1 problem in spec/; generated/ was not changed.\n`);
  });
});

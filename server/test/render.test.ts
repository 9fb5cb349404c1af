// Server rendering against the real render bundle (built once for the suite) and the real server: status,
// head tags, the markup and the cache the browser hydrates from, the language per request, moved content,
// and the sitemap and robots.txt.
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { languages } from '../../generated/languages';
import { fillTemplate, inlineStyles, pageStylesheets, shellWithPage } from '../http/render';
import { goodsPerSitemap } from '../http/seo-files';
import { type TestServer, startTestServer } from './harness';

const root = join(import.meta.dirname, '..', '..');
// Inside the project, so the bundle's imports of react and the rest resolve from node_modules.
const outDir = join(root, `dist-render-test-${process.pid}`);
const template = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Shell</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

let server: TestServer;
beforeAll(async () => {
  const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, EDITION: 'global', OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the render bundle did not build:\n${build.stdout}${build.stderr}`);
  writeFileSync(join(outDir, 'index.html'), template);
  server = await startTestServer({ staticDir: outDir, edition: 'global' });
});
afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-queries">([\s\S]*?)<\/script>/.exec(html)![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[]; renderedAt: number };

async function anItem() {
  return server.services.db
    .selectFrom('goods')
    .select(['site', 'external_id', 'title', 'url', 'listing_type'])
    .where('site', '=', 'mercari')
    .where('blocked_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** Tags balance and every element closes: enough to tell a sitemap a crawler can read. */
function wellFormed(xml: string): boolean {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) return false;
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;)/.test(xml);
}

// First in the file: the bundle's modules are evaluated once, by the first render that imports them.
describe('a redirect rendered first', () => {
  it('leaves the next renders whole (a module that listens for language changes, first imported there, once failed every later page)', async () => {
    const redirected = await get('/search?keyword=figure', { headers: { cookie: `${constants.cookies.locale.name}=ja` } });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toMatch(/\/ja\/search\?keyword=figure$/);
    const item = await anItem();
    const page = await get(`/mall/mercari/detail/${item.external_id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="ssr-queries"');
  });
});

describe('goods detail', () => {
  it('renders the item with its title, description, canonical, alternates and Open Graph tags', async () => {
    const item = await anItem();
    const path = `/mall/mercari/detail/${item.external_id}`;
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toContain(item.title.replace(/&/g, '&amp;'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`${path}$`));
    const hreflangs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
    expect(hreflangs.map((m) => m[1]).sort()).toEqual([...languages.map((l) => l.service), 'x-default'].sort());
    expect(hreflangs.find((m) => m[1] === 'ja')?.[2]).toMatch(new RegExp(`/ja${path}$`));
    expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('product');
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\//);
    // The markup itself, and the answer it came from for the browser to hydrate with.
    const body = /<div id="root">([\s\S]*)<\/div>\n {4}<script/.exec(html)![1]!;
    expect(body).toContain('<h1');
    const state = stateOf(html);
    expect(state.queries.some((q) => q.queryKey[0] === 'goodsDetail' && q.state.data)).toBe(true);
    expect(state.renderedAt).toBeGreaterThan(0);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers 404 with noindex for an item that does not exist', async () => {
    const response = await get('/mall/mercari/detail/m00000000000');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('hreflang=');
  });

  it('renders the page in the language of its address, and concurrent renders keep theirs', async () => {
    const item = await anItem();
    const paths = ['', '/ja', '/de', '/ar', '/zhCn'].map((prefix) => `${prefix}/mall/mercari/detail/${item.external_id}`);
    const pages = await Promise.all([...paths, ...paths].map(async (path) => ({ path, html: await (await get(path)).text() })));
    for (const { path, html } of pages) {
      const code = /^\/(ja|de|ar|zhCn)\//.exec(path)?.[1] ?? 'en';
      const { service, dir } = languages.find((l) => l.code === code)!;
      expect(attr(html, /<html lang="([^"]+)"/)).toBe(service);
      expect(attr(html, /<html lang="[^"]+" dir="([^"]+)"/)).toBe(dir);
      expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toBe(service.replace('-', '_'));
    }
    // The shell's words differ by language: the skip link is translated.
    const skip = (html: string) => />([^<]+)<\/a><div class="[^"]*progress/.exec(html)?.[1];
    const english = skip(pages[0]!.html);
    const japanese = skip(pages[1]!.html);
    expect(english).toBeTruthy();
    expect(japanese).toBeTruthy();
    expect(japanese).not.toBe(english);
    expect(skip(pages[6]!.html)).toBe(japanese);
  });
});

describe('search', () => {
  it('renders the results of a keyword', async () => {
    const item = await anItem();
    const word = item.title.split(/\s+/)[0]!;
    const response = await get(`/search?keyword=${encodeURIComponent(word)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toContain(word.replace(/&/g, '&amp;'));
    expect(stateOf(html).queries.some((q) => q.queryKey[0] === 'search' && q.state.data)).toBe(true);
  });

  it('keeps a hostile keyword inside its text and its JSON', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = await (await get(`/search?keyword=${encodeURIComponent(hostile)}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(JSON.stringify(stateOf(html))).toContain('alert(1)');
  });
});

describe('content', () => {
  it('moves an article opened by its bare id to its address with the code (301), and renders that one', async () => {
    const piece = await server.services.db.selectFrom('contents').select(['id', 'code']).where('kind', '=', 'article').where('code', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const moved = await get(`/ja/article/detail/${piece.id}`);
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, server.url).pathname).toBe(`/ja/article/detail/${piece.code}-${piece.id}`);
    const page = await get(`/ja/article/detail/${piece.code}-${piece.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('article');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`/ja/article/detail/${piece.code}-${piece.id}$`));
  });

  it('answers 404 for a piece that does not exist', async () => {
    expect((await get('/activity/no-such-campaign-99999')).status).toBe(404);
  });
});

describe('what stays with the browser', () => {
  it('serves the shell for pages that are not rendered here, and never the bundle itself', async () => {
    const login = await get('/login');
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<div id="root"></div>');
    expect((await get('/server/entry-server.js')).status).toBe(404);
  });
});

describe('a new build', () => {
  it('is rendered by the next page, without a restart', async () => {
    const entry = join(outDir, 'server', 'entry-server.js');
    const item = await anItem();
    const path = `/mall/${item.site}/detail/${item.external_id}`;
    expect(await (await get(path)).text()).not.toContain('data-build="next"');
    // A "rebuild": the same render under a new entry file that marks its markup (the real chunks stay).
    copyFileSync(entry, join(outDir, 'server', 'entry-server-previous.js'));
    writeFileSync(
      entry,
      "import * as previous from './entry-server-previous.js';\n" +
        'export async function render(input) {\n  const result = await previous.render(input);\n' +
        "  return result && 'html' in result ? { ...result, html: `<i data-build=\"next\"></i>${result.html}` } : result;\n}\n",
    );
    // The file's time is what tells a new build; a copy made within the same clock tick would not show.
    utimesSync(entry, new Date(), new Date(Date.now() + 5000));
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<i data-build="next"></i>');
  });
});

describe('fillTemplate', () => {
  it('puts the language, head, markup and state in their places and drops the shell’s title', () => {
    const html = fillTemplate(template, { kind: 'page', status: 200, lang: 'ar', dir: 'rtl', head: '<title>T</title>', html: '<main>x</main>', state: '{"a":1}', modules: [] });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain('Shell');
    expect(html).toContain('<div id="root"><main>x</main></div>');
    expect(html).toContain('<script type="application/json" id="ssr-queries">{"a":1}</script>');
  });

  it('puts the page’s styles in place of the shell’s links and keeps one description, the page’s', () => {
    const shell = template.replace('</head>', '<meta name="description" content="shell">\n<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</head>');
    const page = { kind: 'page' as const, status: 200, lang: 'en', dir: 'ltr', head: '<meta name="description" content="page">', html: '', state: '{}', modules: [] };
    const html = fillTemplate(shell, page, '<style data-href="/assets/index-1.css">a{}</style>');
    expect(html).not.toContain('content="shell"');
    expect(html).toContain('content="page"');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<style data-href="/assets/index-1.css">a{}</style>');
  });

  it('takes the page’s text as it is: $ patterns in head, markup or state leave the page as long as its parts', () => {
    const page = (text: string) => ({ kind: 'page' as const, status: 200, lang: 'en', dir: 'ltr', head: `<title>${text}</title>`, html: `<main>${text}</main>`, state: JSON.stringify({ keyword: text }), modules: [] });
    for (const pattern of ['$`', "$'", '$&', '$$', '$1', '$<x>']) {
      const hostile = pattern.repeat(100);
      const html = fillTemplate(template, page(hostile), '<style>a{}</style>');
      expect(html.length, pattern).toBe(fillTemplate(template, page('x'.repeat(hostile.length)), '<style>a{}</style>').length);
      expect(html).toContain(`<title>${hostile}</title>`);
      expect(html).toContain(`<main>${hostile}</main>`);
    }
  });

  it('fills the template’s own places, never one the page’s text holds', () => {
    const page = { kind: 'page' as const, status: 200, lang: 'en', dir: 'ltr', head: '<!-- <div id="root"></div> -->', html: '<main>x</main>', state: '{}', modules: [] };
    const html = fillTemplate(template, page);
    expect(html).toContain('<!-- <div id="root"></div> -->');
    expect(html).toContain('<body>\n    <div id="root"><main>x</main></div>');
  });
});

describe('page styles', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
    _shared: { file: 'assets/shared-2.js', imports: ['index.html'], css: ['assets/shared-2.css'] },
    'src/Screen.tsx': { file: 'assets/Screen-3.js', imports: ['_shared', 'index.html'], css: ['assets/Screen-3.css'] },
    'locales/ja.json': { file: 'assets/ja-4.js' },
  };
  const shell = '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css">';

  it('lists the shell’s styles first, then those of the page’s modules and their imports, each once', () => {
    expect(pageStylesheets(manifest, ['src/Screen.tsx', 'locales/ja.json', 'not/built.ts'], shell)).toEqual(['assets/index-1.css', 'assets/Screen-3.css', 'assets/shared-2.css']);
  });

  it('writes each file into the page with a link the loader finds and the browser does not fetch; a file it cannot inline stays a link', () => {
    const css: Record<string, string> = { 'assets/a.css': '._a{color:red}', 'assets/b.css': 'x{content:"</style>"}' };
    const tags = inlineStyles(['assets/a.css', 'assets/b.css', 'assets/gone.css'], (file) => css[file] ?? null).split('\n').map((line) => line.trim());
    expect(tags).toEqual([
      '<style data-href="/assets/a.css">._a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" type="text/plain">',
      '<link rel="stylesheet" crossorigin href="/assets/b.css">',
      '<link rel="stylesheet" crossorigin href="/assets/gone.css">',
    ]);
  });
});

describe('the shell of home', () => {
  it('names the page’s code and styles beside the entry’s, once each, and nothing the shell names already', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
      'src/Home.tsx': { file: 'assets/Home-2.js', imports: ['index.html', '_card'], css: ['assets/Home-2.css'] },
      _card: { file: 'assets/card-3.js', css: ['assets/card-3.css'] },
      'src/home-route.ts': { file: 'assets/home-route-4.js', imports: ['_card'] },
      'locales/ja.json': { file: 'assets/ja-5.js' },
    };
    const shell = '<head>\n<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-1.css">\n</head>';
    const html = shellWithPage(shell, manifest, ['src/Home.tsx', 'src/home-route.ts', 'locales/ja.json', 'not/built.ts']);
    const tags = html.match(/<link[^>]*>/g)!;
    expect(tags).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/Home-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/Home-2.css">',
      '<link rel="modulepreload" crossorigin href="/assets/card-3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/card-3.css">',
      '<link rel="modulepreload" crossorigin href="/assets/home-route-4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ja-5.js">',
    ]);
    expect(shellWithPage(shell, {}, ['src/Home.tsx'])).toBe(shell);
  });

  it('serves / as the shell the browser renders home in (this build has no manifest to name its code from)', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});

describe('sitemap and robots.txt', () => {
  it('lists per-area sitemaps in an index, each a well-formed sitemap of this site’s addresses', async () => {
    const index = await (await get('/sitemap.xml')).text();
    expect(wellFormed(index)).toBe(true);
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/content.xml', '/sitemaps/goods-mercari-1.xml']));
    for (const file of files) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/xml/);
      const xml = await response.text();
      expect(wellFormed(xml)).toBe(true);
      const count = xml.match(/<url>/g)?.length ?? 0;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(goodsPerSitemap);
    }
    const content = await (await get('/sitemaps/content.xml')).text();
    expect(content).toMatch(/hreflang="ja" href="[^"]+\/ja\/article\/detail\//);
    expect((await get('/sitemaps/goods-mercari-999.xml')).status).toBe(404);
    expect((await get('/sitemaps/goods-nowhere-1.xml')).status).toBe(404);
  });

  it('closes the pages behind login and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/personal$/m);
    expect(text).toMatch(/^Disallow: \/cart$/m);
    expect(text).not.toMatch(/^Disallow: \/mall$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

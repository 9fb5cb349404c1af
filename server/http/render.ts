// Server rendering of the pages search engines should read (goods, searches, marketplaces, content): the
// built render (<staticDir>/server/entry-server.js, from `npm run build`) is loaded at run time, so the server
// never compiles the browser's code, and a server without it (API only, or a build without the render)
// serves the browser-rendered shell as before. The render's API calls are answered in process by this app.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import { isFilePath } from './file-path';

/** What src/entry-server.tsx exports (kept in step by hand: the server does not import browser code). */
export interface RenderModule {
  render(input: {
    url: string;
    cookie: string | null;
    acceptLanguage: string | null;
    origin: string;
    fetch: typeof fetch;
  }): Promise<RenderResult | null>;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; lang: string; dir: string; head: string; html: string; state: string; modules: string[] }
  | { kind: 'shell'; modules: string[] };

/** The browser build's manifest (dist/.vite/manifest.json): each module's chunk, its static imports and styles. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

const stylesheetLink = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

/**
 * The stylesheets of a rendered page in cascade order: the shell's (as index.html links them), then those of
 * the page's modules and what they import. Their code is not preloaded: on a phone's connection some forty
 * module preloads compete with the page's styles and first pictures (Lighthouse put first paint a second
 * later with them), and the entry fetches the page's code as it takes the page over.
 */
export function pageStylesheets(manifest: BuildManifest, modules: readonly string[], template: string): string[] {
  const files = [...template.matchAll(stylesheetLink)].map((match) => match[1]!);
  for (const chunk of chunksOf(manifest, modules)) for (const css of chunk.css ?? []) if (!files.includes(css)) files.push(css);
  return files;
}

/** The built chunks of some modules and of everything they import, each once, a chunk before its imports. */
function chunksOf(manifest: BuildManifest, modules: readonly string[]): BuildManifest[string][] {
  const chunks: BuildManifest[string][] = [];
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(chunk.file)) return;
    visited.add(chunk.file);
    chunks.push(chunk);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of modules) visit(key);
  return chunks;
}

/**
 * The page's styles written into it, so its first paint waits on no other request: a dozen small stylesheets
 * each took a connection of the phone's six before anything was drawn (Lighthouse's render-blocking
 * requests). Each file is followed by a link to itself typed as no style language, which the browser does
 * not fetch (the HTML standard's rule for a stylesheet of an unsupported type; `disabled` is fetched all the
 * same) but the build's CSS loader counts as loaded (it compares rel and address), so taking the page over
 * does not fetch the same styles again. A file that cannot be read (or could close the element) is linked
 * as before.
 */
export function inlineStyles(files: readonly string[], read: (file: string) => string | null): string {
  return files
    .map((file) => {
      const css = read(file);
      const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
      if (css === null || /<\/style/i.test(css)) return `${link}>`;
      return `<style data-href="/${file}">${css}</style>${link} type="text/plain">`;
    })
    .join('\n    ');
}

/**
 * The shell of a page the browser renders, naming that page's code and styles beside the entry's: the
 * browser fetches them with the entry instead of once the entry has run and asked for them. What the shell
 * already names is left out.
 */
export function shellWithPage(template: string, manifest: BuildManifest, modules: readonly string[]): string {
  const tags: string[] = [];
  const linkedStyles = new Set<string>();
  const named = (file: string) => template.includes(`/${file}"`);
  for (const chunk of chunksOf(manifest, modules)) {
    if (!named(chunk.file)) tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) {
      if (named(css) || linkedStyles.has(css)) continue;
      linkedStyles.add(css);
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  return tags.length ? fillSlots(template, [['</head>', `  ${tags.join('\n    ')}\n  </head>`]]) : template;
}

/** A place in the template (the first match of a string or pattern, every match of a global pattern) and its new text. */
type Slot = readonly [where: string | RegExp, text: string];

/**
 * The template with each slot's text in place of what the slot matches: the one way a page is put together.
 * Every slot is found in the template before any is filled, so text a page carries (a shopper's keyword in
 * its title, its state) is never searched for a slot, and each text goes in as it is. `String.replace` with
 * a string would read $& in it as the match, $` and $' as all the page before and after it, $$ as one $: a
 * keyword of a hundred $` once made every copy of it a copy of the page so far, a page of a hundred megabytes.
 */
function fillSlots(template: string, slots: readonly Slot[]): string {
  const cuts: { start: number; end: number; text: string }[] = [];
  for (const [where, text] of slots) {
    if (typeof where === 'string') {
      const start = template.indexOf(where);
      if (start >= 0) cuts.push({ start, end: start + where.length, text });
      continue;
    }
    const matches = where.global ? [...template.matchAll(where)] : [where.exec(template)];
    for (const match of matches) if (match) cuts.push({ start: match.index, end: match.index + match[0].length, text });
  }
  cuts.sort((a, b) => a.start - b.start);
  let page = '';
  let from = 0;
  for (const cut of cuts) {
    if (cut.start < from) throw new Error(`two slots of the page template overlap at ${cut.start}`);
    page += template.slice(from, cut.start) + cut.text;
    from = cut.end;
  }
  return page + template.slice(from);
}

/** The id of the script element whose JSON the browser's entry hydrates the query cache from. */
export const stateElementId = 'ssr-queries';

/**
 * Fills index.html with a rendered page: language, head tags, the markup, and the cache for hydration. With
 * `styles` (the page's, shell's included) the shell's own stylesheet links give way to them.
 */
export function fillTemplate(template: string, page: Extract<RenderResult, { kind: 'page' }>, styles = ''): string {
  return fillSlots(template, [
    // The page's styles take the place of the shell's links.
    ...(styles ? [[/\n?[ \t]*<link rel="stylesheet"[^>]*>/g, ''] as const] : []),
    [/<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`],
    // The page's head has a title and a description of its own.
    [/<title>[^<]*<\/title>/, ''],
    [/\n?[ \t]*<meta name="description"[^>]*>/, ''],
    ['</head>', `  ${page.head}${styles ? `\n    ${styles}` : ''}\n  </head>`],
    ['<div id="root"></div>', `<div id="root">${page.html}</div>\n    <script type="application/json" id="${stateElementId}">${page.state}</script>`],
  ]);
}

/** The request headers an API call made for the page carries over from the shopper's request. */
const forwarded = ['cookie', 'user-agent', 'x-forwarded-for', 'x-real-ip'];

export function serverRendering(app: Hono, staticDir: string, options: { origin: string; log: Logger }): MiddlewareHandler {
  const bundle = join(staticDir, 'server', 'entry-server.js');
  const index = join(staticDir, 'index.html');
  const stampOf = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : 0);
  let loaded: { stamp: number; module: Promise<RenderModule | null> } | null = null;
  let failedStamp = 0;
  let template: { stamp: number; text: string } | null = null;

  // Loaded again when the build writes a new bundle, so a rebuild renders without a restart. The entry's name
  // stays the same from build to build, so its address carries the file's time to get past Node's module
  // cache; its chunks are named by their content, so a changed chunk is a new file and an unchanged one is
  // rightly shared. Until a bundle is there, each page looks for it again.
  const renderModule = (): Promise<RenderModule | null> => {
    const stamp = stampOf(bundle);
    if (!stamp) return Promise.resolve(null);
    if (loaded?.stamp === stamp) return loaded.module;
    const module = (import(`${pathToFileURL(bundle).href}?v=${stamp}`) as Promise<RenderModule>).catch((error: unknown) => {
      // Caught mid-build (the entry written before its chunks), the next page tries again; said once per build.
      if (loaded?.stamp === stamp) loaded = null;
      if (failedStamp !== stamp) options.log.error({ error: error instanceof Error ? error.stack : String(error) }, 'server render bundle failed to load');
      failedStamp = stamp;
      return null;
    });
    loaded = { stamp, module };
    return module;
  };
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  let manifest: { stamp: number; value: BuildManifest } | null = null;
  const manifestOf = (): BuildManifest => {
    const stamp = stampOf(manifestPath);
    if (!stamp) return {};
    if (manifest?.stamp !== stamp) manifest = { stamp, value: JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest };
    return manifest.value;
  };
  // Build files are named by their content, so one read of each serves until the next build.
  const css = new Map<string, string | null>();
  const cssText = (file: string): string | null => {
    let text = css.get(file);
    if (text === undefined) {
      const path = join(staticDir, file);
      text = existsSync(path) ? readFileSync(path, 'utf8') : null;
      css.set(file, text);
    }
    return text;
  };
  const templateText = (): string | null => {
    const stamp = stampOf(index);
    if (!stamp) return null;
    if (template?.stamp !== stamp) template = { stamp, text: readFileSync(index, 'utf8') };
    return template.text;
  };

  return async (c: Context, next) => {
    // Files (a path with an extension) and the render bundle itself are never pages.
    if (isFilePath(c.req.url)) return next();
    const html = templateText();
    const module = html ? await renderModule() : null;
    if (!html || !module) return next();
    const headers = new Headers();
    for (const name of forwarded) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    // In process: the call goes through the same middleware and handlers as one from the browser.
    const inProcess: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      for (const [name, value] of headers) if (!request.headers.has(name)) request.headers.set(name, value);
      return app.request(request, undefined, c.env);
    };
    let result: RenderResult | null;
    try {
      result = await module.render({
        url: c.req.url,
        cookie: c.req.header('cookie') ?? null,
        acceptLanguage: c.req.header('accept-language') ?? null,
        origin: options.origin,
        fetch: inProcess,
      });
    } catch (error) {
      // A page that fails to render is still served: the browser renders it as it would without the server.
      options.log.error({ path: c.req.path, error: error instanceof Error ? error.stack : String(error) }, 'server render failed');
      return next();
    }
    if (!result) return next();
    // Made for the one who asks: the page carries their login state and the answers of their own calls (the
    // cache it hydrates from), and a redirect follows their remembered language. Only their browser may keep
    // it, and asks again before showing it; a shared cache keeps nothing (many ignore Vary: Cookie).
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    if (result.kind === 'redirect') return c.redirect(result.location, result.status as 301 | 302);
    if (result.kind === 'shell') {
      const shell = shellWithPage(html, manifestOf(), result.modules);
      return c.html(c.req.method === 'HEAD' ? '' : shell, 200);
    }
    const body = fillTemplate(html, result, inlineStyles(pageStylesheets(manifestOf(), result.modules, html), cssText));
    return c.html(c.req.method === 'HEAD' ? '' : body, result.status as 200);
  };
}

/** The render's own files are the server's, not the site's. */
export function hideRenderBundle(app: Hono): void {
  app.all('/server/*', (c) => c.notFound());
}

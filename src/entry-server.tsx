// The server render (built by `vite build --config vite.ssr.config.ts` into dist/server/, loaded by
// server/http/render.ts). The goods, search, marketplace and content pages are rendered here with React
// Router's static handler over the browser's own route table: the same loaders fill a query cache of this
// request's own (src/ssr/scope.ts), the page is rendered from it, and the cache goes into the page so the
// browser hydrates without asking again. Every other page keeps the browser-rendered shell.
import { QueryClientProvider, dehydrate } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type RouteObject, StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router';
import { connectTransport } from '../generated/api/call';
import { type LanguageCode, defaultLanguage, languageOf } from '../generated/languages';
import { type RouteMeta, type RouteName, type ScreenKind, href, localizePath, routeRule } from '../generated/routes';
import { languageForPath } from './app/language';
import { PageReady } from './app/PageReady';
import { routeTree } from './app/router';
import { edition } from './config/env';
import { contentTarget } from './features/content/content-route';
import { contentQuery } from './features/content/queries';
import { deviceId } from './lib/device';
import { currentLanguage } from './lib/i18n';
import { createTransport } from './lib/api/transport';
import { homeInfoQuery } from './lib/queries/home-info';
import { setRenderTime } from './lib/render-time';
import { headFacts, headTags } from './ssr/head';
import { languageInstance } from './ssr/i18n';
import { newQueryClient } from './ssr/query-client';
import { type RequestScope, currentScope, parseCookies, runInScope } from './ssr/scope';
import type { ContentDetail } from '../generated/api/schemas';

/**
 * The pages worth a search engine's visit (the rest are the browser's to render), each with its own modules as
 * the browser build's manifest names them, so the page links their styles and preloads their code: the
 * markup is styled before any script runs, and the browser takes it over sooner.
 */
const search = ['src/features/search/SearchScreen.tsx', 'src/features/search/search-route.ts'];
const content = (page: string) => ['src/features/content/ContentPages.tsx', 'src/features/content/content-route.ts', `src/features/content/${page}.tsx`];
const screenModules: Partial<Record<ScreenKind, readonly string[]>> = {
  'mall.detail': ['src/features/goods-detail/GoodsDetailScreen.tsx', 'src/features/goods-detail/detail-route.ts'],
  'mall.landing': ['src/features/mall/MallLandingScreen.tsx', 'src/features/mall/landing-route.ts'],
  'mall.shop': ['src/features/mall/MallShopScreen.tsx', 'src/features/mall/shop-route.ts'],
  search,
  'search.brand': search,
  'search.pool': search,
  popular: search,
  'mall.yahoo.search': search,
  'mall.magi.search': search,
  'discount.amazon.search': search,
  article: content('ArticleListScreen'),
  'article.detail': content('ContentScreen'),
  activity: content('ContentScreen'),
  landing: content('LandingScreen'),
  'landing.next': content('LandingScreen'),
  'landing.activity': content('LandingScreen'),
};
const renderedScreens: ReadonlySet<string> = new Set(Object.keys(screenModules));

/**
 * Pages the browser renders whose code the shell names at once, so that it arrives with the entry instead
 * of after it (one round trip less before the first paint). Home is the first page of most visits.
 */
const shellModules: Partial<Record<ScreenKind, readonly string[]>> = {
  home: ['src/features/home/HomeScreen.tsx', 'src/features/home/home-route.ts'],
};

/** Content pages whose address carries the piece's key, which may be an older form of it. */
const keyedContent: ReadonlySet<ScreenKind> = new Set<ScreenKind>(['activity', 'article.detail', 'landing', 'landing.next', 'landing.activity']);

export interface RenderInput {
  /** The whole address as the shopper asked for it. */
  url: string;
  cookie: string | null;
  acceptLanguage: string | null;
  /** The storefront's public origin, for canonical and alternate addresses. */
  origin: string;
  /** Answers an API call without leaving the process (the shopper's cookies already on it). */
  fetch: typeof fetch;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; lang: string; dir: string; head: string; html: string; state: string; modules: string[] }
  | { kind: 'shell'; modules: string[] };

// The API client is the browser's, its fetch the request's: the calls reach the server's handlers in process.
connectTransport(
  createTransport({
    baseUrl: 'http://storefront.internal',
    edition,
    language: currentLanguage,
    deviceId,
    fetch: (input, init) => currentScope().fetch(input, init),
  }),
);

const handler = createStaticHandler(routeTree);
const settleTimeoutMs = 10_000;

/** Resolves once no query of the render is fetching and no strings are loading (or after the time-out). */
async function settle(scope: RequestScope): Promise<void> {
  const deadline = Date.now() + settleTimeoutMs;
  while (Date.now() < deadline && (scope.queryClient.isFetching() > 0 || scope.pending.size > 0)) {
    const fetching = new Promise<void>((resolve) => {
      if (scope.queryClient.isFetching() === 0) return resolve();
      const stop = scope.queryClient.getQueryCache().subscribe(() => {
        if (scope.queryClient.isFetching() === 0) {
          stop();
          resolve();
        }
      });
    });
    const timer = new Promise<void>((resolve) => setTimeout(resolve, deadline - Date.now()).unref());
    await Promise.race([Promise.allSettled([fetching, ...scope.pending]), timer]);
  }
}

/** JSON for a <script type="application/json">: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function leafOf(pathname: string): { meta: RouteMeta; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(routeTree as RouteObject[], pathname);
  const leaf = matches?.at(-1);
  const meta = leaf?.route.handle as RouteMeta | undefined;
  return meta && leaf ? { meta, params: leaf.params } : null;
}

/** The canonical path of a content piece opened by another form of its key (an id alone, a renamed code). */
function movedContent(meta: RouteMeta, params: Record<string, string | undefined>, url: URL, scope: RequestScope, language: LanguageCode): string | null {
  if (!keyedContent.has(meta.screen) || !params.id) return null;
  const target = contentTarget(meta.screen, params, url.searchParams);
  const piece = target ? scope.queryClient.getQueryData<ContentDetail>(contentQuery(target.kind, target.key).queryKey) : undefined;
  if (!piece) return null;
  const key = piece.code ? `${piece.code}-${piece.id}` : String(piece.id);
  if (key === params.id) return null;
  const path = href(meta.name as 'activity', { id: key });
  return localizePath(path, edition, language) + url.search;
}

function statusOf(errors: Record<string, unknown> | null, fallback: number): number {
  for (const error of Object.values(errors ?? {})) {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 404 || status === 400) return 404;
  }
  return fallback;
}

export async function render(input: RenderInput): Promise<RenderResult | null> {
  const url = new URL(input.url);
  const leaf = leafOf(url.pathname);
  if (!leaf) return null;
  const shell = shellModules[leaf.meta.screen];
  if (!shell && !renderedScreens.has(leaf.meta.screen)) return null;
  const scope: RequestScope = {
    queryClient: newQueryClient(),
    cookies: parseCookies(input.cookie),
    fetch: input.fetch,
    language: defaultLanguage,
    i18n: null,
    pending: new Set(),
  };
  return runInScope(scope, async (): Promise<RenderResult> => {
    scope.language = languageForPath(url.pathname);
    // With the strings of the page's language (a remembered language elsewhere is the browser's to apply).
    if (shell) return { kind: 'shell', modules: [...shell, `locales/${scope.language}.json`] };
    // The header's currency picker and every price read home info (the rates): in the page, the browser takes
    // the prices over as drawn instead of fetching it after hydration and drawing every card again (blocking
    // time and a layout shift as the converted prices appear).
    void scope.queryClient.prefetchQuery(homeInfoQuery());
    const headers = new Headers();
    if (input.cookie) headers.set('cookie', input.cookie);
    if (input.acceptLanguage) headers.set('accept-language', input.acceptLanguage);
    const context = await handler.query(new Request(url, { headers }));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (!location || context.status < 300 || context.status >= 400) throw new Error(`unexpected ${context.status} answer from the route table`);
      // An edition's rule for a page is fixed with the build: a permanent move. Login and language choices are not.
      const permanent = routeRule(edition, leaf.meta.name as RouteName).redirect !== null;
      return { kind: 'redirect', status: permanent ? 301 : context.status, location };
    }
    await settle(scope);
    const language = scope.language;
    const moved = movedContent(leaf.meta, leaf.params, url, scope, language);
    if (moved) return { kind: 'redirect', status: 301, location: moved };

    const instance = scope.i18n ?? (await languageInstance(language));
    await instance.loadNamespaces(['translation', 'seo']);
    const router = createStaticRouter(handler.dataRoutes, context);
    const renderedAt = Date.now();
    const page = () => {
      // Date words and the clocks' time are global: the render below is synchronous, so no other render runs in between.
      dayjs.locale(languageOf(language).dayjs);
      setRenderTime(renderedAt);
      return renderToString(
        <PageReady>
          <StrictMode>
            <QueryClientProvider client={scope.queryClient}>
              <I18nextProvider i18n={instance}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </I18nextProvider>
            </QueryClientProvider>
          </StrictMode>
        </PageReady>,
      );
    };
    // A part that suspended (a lazy page, strings or data no loader asked for) went out as its fallback, or
    // stopped the render where it has no fallback: wait for what it asked for and render again.
    const attempt = (): string | null => {
      try {
        return page();
      } catch (error) {
        if (error instanceof Error && /suspended while responding to synchronous input/.test(error.message)) return null;
        throw error;
      }
    };
    let html = attempt();
    for (let round = 0; round < 3 && (html === null || html.includes('<!--$!-->')); round++) {
      await instance.loadNamespaces(instance.reportNamespaces?.getUsedNamespaces() ?? []);
      await settle(scope);
      await new Promise((resolve) => setImmediate(resolve));
      html = attempt();
    }
    if (html === null) throw new Error(`${url.pathname} still suspends after three renders`);
    const facts = headFacts(leaf.meta, leaf.params, url, scope.queryClient, instance.t);
    const status = facts.found ? statusOf(context.errors, context.statusCode) : 404;
    const { service, dir } = languageOf(language);
    return {
      kind: 'page',
      status,
      lang: service,
      dir,
      head: headTags(facts, language, input.origin, instance.t),
      html,
      state: scriptJson({ ...dehydrate(scope.queryClient), renderedAt }),
      // With the strings the page used: the area map and each namespace's file in this language.
      modules: [
        ...(screenModules[leaf.meta.screen] ?? []),
        'src/app/hydrate.ts',
        'src/lib/locale-areas.ts',
        ...(instance.reportNamespaces?.getUsedNamespaces() ?? [])
          .filter((namespace) => namespace !== 'translation' && namespace !== 'seo')
          .map((namespace) => `locales/${namespace}/${language}.json`),
      ],
    };
  });
}

import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, createBrowserRouter, redirect } from 'react-router';
import { isLanguageCode } from '../../generated/languages';
import { type RouteMeta, type RouteName, href, localizePath, routeNames as allRouteNames, routeRule, routes } from '../../generated/routes';
import { edition, editionConfig } from '../config/env';
import { applyLanguage } from '../lib/i18n';
import { isLoggedIn } from '../lib/session';
import { sameSitePath } from '../lib/web-address';
import { gate, staffOnly } from './gate';
import { languageForPath, looksLikeLanguage, rememberPathLanguage, rememberedLanguageRedirect } from './language';
import { RouteError } from './RouteError';
import { AppSkeleton } from './layout/AppSkeleton';
import { RootLayout } from './layout/RootLayout';
import { screenOf } from './screen-of';
import type { Screen } from './screens';

// An edition that serves only some pages (the analytics edition) has no address for the others: they are
// its 404 page, and their code is never fetched.
const pages = import.meta.env.EDITION_PAGES;
const routeNames = pages ? allRouteNames.filter((name) => pages.includes(name)) : allRouteNames;

// The console's code is fetched for staff only: anyone else gets the 404 page without it.
// (In an edition made only for staff, a logged-out visitor is sent to the login by the gate instead.)
async function componentOf(screen: Screen, meta: RouteMeta): Promise<ComponentType> {
  if (meta.staff && (isLoggedIn() || !import.meta.env.EDITION_PAGES)) await staffOnly();
  return (await screen.component()).default;
}

function pageRoute(name: RouteName, prefixed: boolean): RouteObject {
  const meta = routes[name];
  const path = prefixed ? meta.path.slice(1) : meta.path;
  // A page the edition always redirects never renders: its code is not fetched.
  const renders = routeRule(edition, name).redirect === null;
  return {
    id: prefixed ? `${name}@lang` : name,
    ...(path ? { path } : { index: true }),
    handle: meta,
    // The gate runs before any data is asked for; the loader module is small and fetched while the
    // component's chunk (the lazy property below, which the router starts with the navigation) downloads.
    loader: async (args: LoaderFunctionArgs) => {
      await gate(meta, args);
      const screen = await screenOf(meta.screen);
      if (!screen.loader) return null;
      const { loader } = await screen.loader();
      return (await loader(args, meta)) ?? null;
    },
    // The console's code is fetched for staff only; anyone else gets the 404 page without it.
    ...(renders ? { lazy: { Component: async () => componentOf(await screenOf(meta.screen), meta) } } : {}),
  };
}

async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageForPath(url.pathname);
  // `n` names an API call; as a page parameter it is a probe or a stale link (spec §2).
  if (!import.meta.env.DEV && url.searchParams.has('n')) throw redirect(localizePath(href('notFound'), edition, language));
  const remembered = rememberedLanguageRedirect(url);
  if (remembered) throw redirect(remembered);
  rememberPathLanguage(url);
  await applyLanguage(language);
  return null;
}

/** An address no route knows goes to /404, which names it. */
function unknownPath({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  const language = languageForPath(url.pathname);
  throw redirect(localizePath(href('notFound', {}, { query: { path: url.pathname } }), edition, language));
}

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    // The root has no params, so React Router would not rerun it between /a and /ja/a: the language
    // (and the other checks of each address) must be applied on every navigation.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
    Component: RootLayout,
    HydrateFallback: AppSkeleton,
    // Failures before the layout can render (the language itself failed to load) still get a page.
    ErrorBoundary: RouteError,
    children: [
      {
        // Page failures render inside the layout, keeping the header and its way out.
        ErrorBoundary: RouteError,
        children: [
          ...routeNames.map((name) => pageRoute(name, false)),
          ...(editionConfig.languagePrefix
            ? [
                {
                  path: ':lang',
                  loader: ({ params, request }: LoaderFunctionArgs) => {
                    if (isLanguageCode(params.lang)) return null;
                    // A language we do not offer (/vi/…) falls back to the default; anything else
                    // in that place is an address that does not validate.
                    if (!looksLikeLanguage(params.lang)) throw new Response('Not Found', { status: 404 });
                    const url = new URL(request.url);
                    // `/vi//x` must not become `//x`, another site's address: such a rest goes home.
                    throw redirect(sameSitePath(url.pathname.slice(params.lang!.length + 1) + url.search + url.hash) ?? '/');
                  },
                  children: routeNames.map((name) => pageRoute(name, true)),
                },
              ]
            : []),
          { path: '*', loader: unknownPath },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeTree);

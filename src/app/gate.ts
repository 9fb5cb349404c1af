import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { LanguageCode } from '../../generated/languages';
import { type RouteMeta, href, localizePath, routeRule } from '../../generated/routes';
import { edition } from '../config/env';
import { userInfoQuery } from '../lib/queries/user-info';
import { queryClient } from '../lib/query-client';
import { isLoggedIn } from '../lib/session';
import { languageForPath } from './language';

const localized = (path: string, language: LanguageCode) => localizePath(path, edition, language);

/**
 * The edition's rules for a page, before anything of it loads: staff pages (the operations console) are
 * the 404 page for anyone but staff, logged out included; unavailable pages redirect (also to an
 * external address), and login-only pages send a logged-out shopper to /login, keeping the query and
 * where to come back to.
 */
export async function gate(meta: RouteMeta, { request }: LoaderFunctionArgs): Promise<void> {
  // An edition made only for staff (analytics) has nothing to hide from a logged-out visitor: its staff
  // pages ask for the login below; a logged-in shopper still gets the 404 page.
  if (meta.staff && !(import.meta.env.EDITION_PAGES && !isLoggedIn())) await staffOnly();
  const url = new URL(request.url);
  const language = languageForPath(url.pathname);
  const rule = routeRule(edition, meta.name);
  if (rule.redirect) {
    throw redirect('url' in rule.redirect ? rule.redirect.url : localized(href(rule.redirect.route as 'download'), language));
  }
  if (rule.isAuth && !isLoggedIn()) {
    const query = { ...Object.fromEntries(url.searchParams), redirect: url.pathname + url.search };
    throw redirect(localized(href('login', {}, { query }), language));
  }
}

/** The console exists only for staff: anyone else sees the same 404 page as for an address we do not have. */
export async function staffOnly(): Promise<void> {
  const notFound = () => new Response('Not Found', { status: 404 });
  if (!isLoggedIn()) throw notFound();
  const user = await queryClient.ensureQueryData(userInfoQuery()).catch(() => null);
  if (user?.role !== 'staff') throw notFound();
}

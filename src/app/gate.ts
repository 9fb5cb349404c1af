import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { LanguageCode } from '../../generated/languages';
import { type RouteMeta, href, localizePath, routeRule } from '../../generated/routes';
import { edition } from '../config/env';
import { isLoggedIn } from '../lib/session';
import { languageForPath } from './language';

const localized = (path: string, language: LanguageCode) => localizePath(path, edition, language);

/**
 * The edition's rules for a page, before anything of it loads: unavailable pages redirect (also to
 * an external address), and login-only pages send a logged-out shopper to /login, keeping the
 * query and where to come back to.
 */
export function gate(meta: RouteMeta, { request }: LoaderFunctionArgs): void {
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

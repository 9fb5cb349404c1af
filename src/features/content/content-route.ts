import type { ComponentType } from 'react';
import type { ScreenKind } from '../../../generated/routes';
import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadGloss } from '../../lib/gloss-load';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { amazonDealsQuery, type ContentKind, contentListQuery, contentQuery, guidesQuery, notFoundOn404 } from './queries';

// The loader module also holds what the pages share with it (which piece a route shows, each page's chunk):
// pages importing it keep the shell's list of content chunks short (the home page's first load).

/** The content pages with goods cards, whose titles' glossary loads with them. */
const showsGoods: ReadonlySet<ScreenKind> = new Set<ScreenKind>(['discount.amazon', 'landing', 'landing.next', 'landing.activity']);

/** Every content page's loader: a list (articles, notices, the help centre, Amazon deals) or one piece. */
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const search = new URL(request.url).searchParams;
  const gloss = showsGoods.has(meta.screen) ? loadGloss(requestLanguage(request)) : null;
  // The help centre's own questions (locales/help/) load with its page only.
  const help = meta.screen === 'userGuide' ? loadNamespace('help') : null;
  await Promise.all([dataOf(meta.screen, params, search), loadNamespace('content'), pageModule(meta.screen), gloss, help]);
  return null;
};

function dataOf(screen: Parameters<RouteLoader>[1]['screen'], params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): Promise<unknown> {
  if (screen === 'article') return queryClient.ensureQueryData(contentListQuery('article', pageParamOf('Sig.Front.Content.List', search)));
  if (screen === 'notice') return queryClient.ensureQueryData(contentListQuery('notice', pageParamOf('Sig.Front.Content.List', search)));
  if (screen === 'userGuide') return queryClient.ensureQueryData(guidesQuery());
  if (screen === 'discount.amazon') return queryClient.ensureQueryData(amazonDealsQuery(pageParamOf('Sig.Front.Content.AmazonDeals', search)));
  const target = contentTarget(screen, params, search);
  if (!target) throw new Response('Not Found', { status: 404 });
  return queryClient.ensureQueryData(contentQuery(target.kind, target.key)).catch(notFoundOn404);
}

/** Which piece a content page shows: its kind from the route, its key from the path (or the query, for /webview). */
export function contentTarget(screen: ScreenKind | undefined, params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): { kind: ContentKind; key: string } | null {
  switch (screen) {
    case 'activity':
      return params.id ? { kind: 'activity', key: params.id } : null;
    case 'article.detail':
      return params.id ? { kind: 'article', key: params.id } : null;
    case 'introduction':
      return params.id ? { kind: 'introduction', key: params.id } : null;
    case 'introduction.about':
      return { kind: 'introduction', key: 'about' };
    case 'landing':
    case 'landing.next':
    case 'landing.activity':
      return params.id ? { kind: 'landing', key: params.id } : null;
    case 'userGuide.type':
      return params.type ? { kind: 'guide', key: params.type } : null;
    case 'webview': {
      const kind = search.get('kind') ?? search.get('type') ?? 'activity';
      const key = search.get('id') ?? search.get('code');
      const kinds: readonly string[] = ['activity', 'article', 'notice', 'introduction', 'guide', 'landing'];
      return key && kinds.includes(kind) ? { kind: kind as ContentKind, key } : null;
    }
    default:
      return null;
  }
}

/**
 * Each content page's own chunk. The shell's screen table names only ContentPages and this loader; the
 * pages' dependencies (goods grid, pagination…) are listed here, out of the home page's first load. The
 * loader starts the page's chunk beside its data, so nothing waits on the other.
 */
export function pageModule(screen: ScreenKind | undefined): Promise<{ default: ComponentType }> {
  switch (screen) {
    case 'article':
      return import('./ArticleListScreen');
    case 'notice':
      return import('./NoticeScreen');
    case 'userGuide':
      return import('./UserGuideScreen');
    case 'discount.amazon':
      return import('./AmazonDealsScreen');
    case 'webview':
      return import('./WebviewScreen');
    case 'landing':
    case 'landing.next':
    case 'landing.activity':
      return import('./LandingScreen');
    default:
      return import('./ContentScreen');
  }
}

import type { ScreenKind } from '../../../generated/routes';
import type { ContentKind } from './queries';

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

import { matchPath } from 'react-router';
import { recognizeGoodsUrl } from '../../../generated/links';
import { routes } from '../../../generated/routes';
import type { SiteId } from '../../../generated/sites';

// Paths keep an item address percent-encoded (its own slashes and colon included).
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const detailRoutes = Object.values(routes).filter((route) => route.screen === 'mall.detail');

/**
 * A pasted address of a marketplace we know, as the item our catalog calls it (its detail page's id: an id,
 * an ASIN or the item address itself); null for any other shop.
 */
export function pastedItem(text: string): { site: SiteId; id: string } | null {
  const found = recognizeGoodsUrl(text.trim());
  if (!found) return null;
  const target = new URL(found.path, 'https://local.invalid');
  for (const route of detailRoutes) {
    if (route.site !== found.site) continue;
    const match = matchPath(route.path, target.pathname);
    const id = match?.params.id ?? (match ? target.searchParams.get('id') : null);
    if (id) return { site: found.site, id: decoded(id) };
  }
  return null;
}

import type { RouteMeta } from '../../../generated/routes';
import { maxOf } from '../../lib/api/limits';
import { type CentrePage, centrePages, centreRoute } from '../../lib/centre-routes';
import type { BidView, CentreSite } from '../../lib/queries/auctions';

// What a centre page is, from its route alone (no React): the screen and its loader share it.

export type { CentrePage };

/** The centre's marketplace: every centre route names one (yahoo or mercari) in its site tag. */
export const centreSiteOf = (meta: RouteMeta | undefined): CentreSite => (meta?.site === 'mercari' ? 'mercari' : 'yahoo');

/** The page a centre route shows: its screen kind's last word, `index` for the base path. */
export function centrePageOf(meta: RouteMeta | undefined): CentrePage {
  const page = meta?.screen.startsWith('mall.center.') ? meta.screen.slice('mall.center.'.length) : 'index';
  return (centrePages as readonly string[]).includes(page) ? (page as CentrePage) : 'index';
}

/** The pages of a marketplace's centre, in the spec's order (goods and seller are Yahoo's only). */
export const centrePagesOf = (site: CentreSite): CentrePage[] => centrePages.filter((page) => centreRoute(site, page) !== null);

/** The list of bids a page shows: list pages by their own view; goods and detail over every bid (seller: MySellers). */
export function centreViewOf(page: CentrePage): BidView | null {
  switch (page) {
    case 'bidding':
    case 'biddingFail':
    case 'notPaid':
    case 'cancel':
    case 'refund':
      return page;
    case 'goods':
    case 'detail':
      return 'all';
    default:
      return null;
  }
}

/** The auction `?id=` of the detail page names, or null. */
export function detailIdOf(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim();
  return id ? id.slice(0, maxOf('Sig.Front.User.AppAuction.State', 'id')) : null;
}

import type { EditionId } from '../../../generated/editions';
import { type RouteMeta, type RouteName, isRouteName, routeRule } from '../../../generated/routes';
import { maxOf } from '../../lib/api/limits';
import type { BidView, CentreSite } from '../../lib/queries/auctions';

// What a centre page is, from its route alone (no React): the screen and its loader share it.

export const centrePages = ['index', 'quota', 'bidding', 'biddingFail', 'notPaid', 'cancel', 'refund', 'detail', 'recharge', 'goods', 'seller'] as const;
export type CentrePage = (typeof centrePages)[number];

/** The centre's marketplace: every centre route names one (yahoo or mercari) in its site tag. */
export const centreSiteOf = (meta: RouteMeta | undefined): CentreSite => (meta?.site === 'mercari' ? 'mercari' : 'yahoo');

/** The page a centre route shows: its screen kind's last word, `index` for the base path. */
export function centrePageOf(meta: RouteMeta | undefined): CentrePage {
  const page = meta?.screen.startsWith('mall.center.') ? meta.screen.slice('mall.center.'.length) : 'index';
  return (centrePages as readonly string[]).includes(page) ? (page as CentrePage) : 'index';
}

/** The route of a centre page of a marketplace, or null when that marketplace's centre has no such page. */
export function centreRoute(site: CentreSite, page: CentrePage): RouteName | null {
  const name = page === 'index' ? `mall.${site}.center` : `mall.${site}.center.${page}`;
  return isRouteName(name) ? name : null;
}

/**
 * The centres an edition has: a marketplace the edition lacks redirects its pages away (the china edition
 * sends Yahoo's to /download, spec/editions.yaml), so nothing links to its centre there.
 */
export const centresOf = (edition: EditionId): CentreSite[] =>
  (['yahoo', 'mercari'] as const).filter((site) => !routeRule(edition, centreRoute(site, 'index')!).redirect);

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

import type { EditionId } from '../../generated/editions';
import { type RouteName, isRouteName, routeRule } from '../../generated/routes';
import type { CentreSite } from './queries/auctions';

// The seller centres' pages and which of them an edition has: read by the centre's screens and by pages
// that link to a centre (the bids page).

export const centrePages = ['index', 'quota', 'bidding', 'biddingFail', 'notPaid', 'cancel', 'refund', 'detail', 'recharge', 'goods', 'seller'] as const;
export type CentrePage = (typeof centrePages)[number];

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

import type { EditionId } from '../../../generated/editions';
import { routeRule } from '../../../generated/routes';
import type { SiteId } from '../../../generated/sites';

/**
 * Where a won auction's postage is paid: Yahoo! wins on Yahoo's pay page where the edition has it, every
 * other win (Mercari, or Yahoo in the china edition, which sends Yahoo's mall pages to /download) on the
 * order's own page, so a winner is never led to a page where they cannot pay.
 */
export function payWonRoute(site: SiteId, edition: EditionId): 'mall.yahoo.pay' | 'personal.order.detail' {
  return site === 'yahoo' && routeRule(edition, 'mall.yahoo.pay').redirect === null ? 'mall.yahoo.pay' : 'personal.order.detail';
}

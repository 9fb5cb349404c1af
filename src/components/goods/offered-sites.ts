import { isRouteName, routeRule } from '../../../generated/routes';
import { type SiteId, siteOrder } from '../../../generated/sites';
import { edition } from '../../config/env';

/** Marketplaces this edition offers, in display order: those whose landing page does not redirect away. */
export const offeredSites: readonly SiteId[] = siteOrder.filter((id) => {
  const landing = `mall.${id}`;
  // card has no landing of its own: it is offered wherever its detail pages are.
  const probe = isRouteName(landing) ? landing : `mall.${id}.detail`;
  return isRouteName(probe) && !routeRule(edition, probe).redirect;
});

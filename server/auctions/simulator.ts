// The market simulator: on the embedded catalog, auctions need rivals for the whole flow (bid, be
// outbid, raise, win or lose) to run locally. A rival is a proxy bidder ('rival') whose maximum is
// derived from the seed and the item (its marketplace and id, so the same item has the same rival on
// every machine and database): rivalMinPercent–rivalMaxPercent of the price when a shopper first bids,
// or no rival at all for noRivalPercent of items. It enters when a shopper bids (reacting to them); the
// proxy rules then outbid the shopper until their maximum passes the rival's. Off when MARKET_SIMULATOR=off
// or when a live source serves the marketplace's auctions (real bidders exist there; Yahoo!'s live source serves
// Shopping only, so its auctions stay simulated).
import type { SiteId } from '../../generated/sites';
import { hasLiveSource } from '../catalog/registry';
import type { ServerConfig } from '../config';

export function simulatorOn(config: Pick<ServerConfig, 'marketSimulator'>, site: SiteId): boolean {
  return config.marketSimulator.enabled && !hasLiveSource(site, 'auction');
}

// The market simulator: on the embedded catalog, auctions need rivals for the whole flow (bid, be
// outbid, raise, win or lose) to run locally. A rival is a proxy bidder ('rival') whose maximum is
// derived from the seed and the item (its marketplace and id, so the same item has the same rival on
// every machine and database): rivalMinPercent–rivalMaxPercent of the price when a shopper first bids,
// or no rival at all for noRivalPercent of items. It enters when a shopper bids (reacting to them); the
// proxy rules then outbid the shopper until their maximum passes the rival's. Off when MARKET_SIMULATOR=off
// or when a live source serves the marketplace (real bidders exist there).
import { constants } from '../../generated/constants';
import type { SiteId } from '../../generated/sites';
import { hasLiveSource } from '../catalog/registry';
import type { ServerConfig } from '../config';

/** FNV-1a, 32 bits: small, stable across platforms, good enough to spread items over percentages. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The rival's maximum on one item, or null when the item has no rival. */
export function rivalMaxFor(seed: number, site: string, externalId: string, priceYen: number): number | null {
  const { rivalMinPercent, rivalMaxPercent, noRivalPercent } = constants.auction.simulator;
  const h = hash(`${seed}:${site}:${externalId}`);
  if (h % 100 < noRivalPercent) return null;
  const percent = rivalMinPercent + (Math.floor(h / 100) % (rivalMaxPercent - rivalMinPercent + 1));
  return Math.floor((priceYen * percent) / 100);
}

export function simulatorOn(config: Pick<ServerConfig, 'marketSimulator'>, site: SiteId): boolean {
  return config.marketSimulator.enabled && !hasLiveSource(site);
}

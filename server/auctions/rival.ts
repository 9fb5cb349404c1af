// The simulator's rival for one item, as a pure function of the seed and the item (no database, no
// server): the browser tests import it to pick an auction that has a rival (see server/README.md).
import { constants } from '../../generated/constants';

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

/** An item id (a letter and digits, as Yahoo! auction ids) from `from` on whose rival's maximum is at least `minPercent` of the price. */
export function idWithRival(seed: number, site: string, priceYen: number, minPercent: number, from: number): string {
  for (let n = from; ; n++) {
    const id = `x${n}`;
    if ((rivalMaxFor(seed, site, id, priceYen) ?? 0) >= (priceYen * minPercent) / 100) return id;
  }
}

/** MARKET_SIMULATOR_SEED's default. */
export const defaultSimulatorSeed = 20261123;

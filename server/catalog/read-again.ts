// Goods from a live marketplace are read from the provider again before the shopper's money depends on them:
// when carted or collected, when the cart or the checkout preview is shown, and when pay runs. What the
// provider says lands in the goods row (server/sources/keep.ts), so the cart's statuses and pay's 409s
// (priceChanged, soldOut, a charge that differs from the one shown) follow from it as for the catalog's own goods.
import type { Kysely } from 'kysely';
import { type SiteId, isSiteId } from '../../generated/sites';
import type { Database } from '../db/types';
import type { Services } from '../services';
import { ProviderError } from '../sources/provider';
import { readAtOf } from '../sources/keep';
import { catalogOf } from './registry';

export interface GoodsRef {
  site: SiteId;
  externalId: string;
}

export interface ReadAgainOptions {
  /** How old a read may be and still stand; 0 reads every item now. Default: the source's item cache time. */
  maxAgeMs?: number;
  /**
   * Where the provider does not answer: `keep` shows what we kept (a later step reads it again before any
   * charge), `refuse` lets the provider's error answer the call (pay must not charge on an unchecked price).
   */
  onFailure: 'keep' | 'refuse';
}

/** Reads these goods again from their live sources, all at once; the catalog's own goods are left as they are. */
export async function readAgain(services: Services, goods: readonly GoodsRef[], options: ReadAgainOptions): Promise<void> {
  const catalog = catalogOf(services);
  const unique = new Map(goods.map((g) => [`${g.site}\n${g.externalId}`, g]));
  const reads = [...unique.values()].map(async ({ site, externalId }) => {
    const source = catalog.source(site);
    if (!source.refresh) return;
    try {
      await source.refresh(site, externalId, options.maxAgeMs);
    } catch (error) {
      // Only an item we kept can be shown as kept: one we never read has nothing to show.
      if (options.onFailure === 'refuse' || !(error instanceof ProviderError) || (await readAtOf(services.db, site, externalId)) === undefined) throw error;
      services.log.warn({ site, id: externalId, err: error }, 'a cart shows what we kept: its provider did not answer');
    }
  });
  const outcomes = await Promise.allSettled(reads);
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The goods behind these cart lines of the shopper (all of them when `lineIds` is absent). */
export async function cartGoods(db: Kysely<Database>, userId: number, lineIds?: readonly number[]): Promise<GoodsRef[]> {
  if (lineIds?.length === 0) return [];
  let query = db.selectFrom('cart_items').select(['site', 'external_id']).where('user_id', '=', userId);
  if (lineIds) query = query.where('id', 'in', [...lineIds]);
  const rows = await query.execute();
  return rows.flatMap((r) => (isSiteId(r.site) && r.external_id !== null ? [{ site: r.site, externalId: r.external_id }] : []));
}

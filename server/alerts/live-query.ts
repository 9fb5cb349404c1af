// Which saved searches a live marketplace answers: those the alert job runs through the search (live.ts), and
// those of them the goods table's new ids (match.ts) have nothing of, the provider's goods never being imported.
import type { SavedQuery } from '../../generated/api/schemas';
import { isSiteId } from '../../generated/sites';
import { hasLiveSource } from '../catalog/registry';

/** A live source answers some of what it asks: its marketplace, and its listing when it names one. */
export const asksLiveSource = (q: SavedQuery): boolean => !!q.site && isSiteId(q.site) && hasLiveSource(q.site, q.listing);

/** Only live sources answer it (Yahoo!'s auctions stay the catalog's: a search of all Yahoo! asks both). */
export const onlyLiveSource = (q: SavedQuery): boolean =>
  !!q.site && isSiteId(q.site) && (q.listing ? hasLiveSource(q.site, q.listing) : hasLiveSource(q.site, 'fixed') && hasLiveSource(q.site, 'auction'));

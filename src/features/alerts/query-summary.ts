import type { TFunction } from 'i18next';
import type { SavedSearch } from '../../../generated/api/schemas';
import { sites } from '../../../generated/sites';

/**
 * A saved search's filters in words ("Rakuten · Frying pans · up to ¥6,000 · New"), in the shell's own terms;
 * the category as the server named it (our name where our table has one, else the marketplace's own).
 */
export function querySummary({ query: q, categoryName }: Pick<SavedSearch, 'query' | 'categoryName'>, t: TFunction, yen: (amount: number) => string): string {
  const parts: string[] = [];
  if (q.expand === false) parts.push(t('alerts:list.asTyped'));
  if (q.site) parts.push(t(`translation:${sites[q.site].name}`));
  if (categoryName) parts.push(categoryName);
  if (q.minPrice !== undefined && q.maxPrice !== undefined) parts.push(`${yen(q.minPrice)}–${yen(q.maxPrice)}`);
  else if (q.maxPrice !== undefined) parts.push(t('alerts:list.upTo', { amount: yen(q.maxPrice) }));
  else if (q.minPrice !== undefined) parts.push(t('alerts:list.from', { amount: yen(q.minPrice) }));
  if (q.condition) parts.push(t(`translation:browse.conditions.${q.condition}`));
  if (q.listing) parts.push(t(`translation:browse.listings.${q.listing}`));
  if (q.hideSoldOut) parts.push(t('translation:browse.filters.hideSoldOut'));
  if (q.onSale) parts.push(t('translation:browse.filters.onSale'));
  return parts.join(' · ');
}

// Goods like a purchase that did not happen, for the shopper to try again: the catalog searched on the
// same marketplace by the title's most telling words (the longest), fewer words until something matches,
// leaving out the item itself and goods no longer on sale.
import type { GoodsListItem } from '../../generated/api/schemas';
import type { SiteId } from '../../generated/sites';
import { catalogOf } from '../catalog/registry';
import { keywordTerms } from '../catalog/text';
import type { OrderRow } from '../db/types';
import type { Services } from '../services';

const maxWords = 3;
const maxItems = 12;

export async function similarGoods(services: Services, row: Pick<OrderRow, 'site' | 'title' | 'external_id'>): Promise<GoodsListItem[]> {
  if (!row.site) return [];
  const words = keywordTerms(row.title).sort((a, b) => [...b].length - [...a].length).slice(0, maxWords);
  const catalog = catalogOf(services);
  for (let n = words.length; n > 0; n--) {
    const found = await catalog.search({ keyword: words.slice(0, n).join(' '), hideSoldOut: true, sort: 'relevance', offset: 0, limit: maxItems + 1 }, row.site as SiteId);
    const items = found.items.filter((item) => item.Id !== row.external_id).slice(0, maxItems);
    if (items.length > 0) return items;
  }
  return [];
}

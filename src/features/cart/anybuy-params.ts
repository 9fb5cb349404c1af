// The item of an anybuy order, carried in the address of /cart/anybuyCreateOrder (like the confirm page's
// choices) so that a top-up and back, or a reload, keep what the shopper entered.
import { constants } from '../../../generated/constants';
import { type SiteId, isSiteId } from '../../../generated/sites';

export interface AnybuyItem {
  url: string;
  site?: SiteId;
  itemId?: string;
  title: string;
  priceYen: number;
  quantity: number;
  options?: string;
  remark?: string;
  /** The picture and seller read from the shop's page, as the shopper kept them. */
  imageUrl?: string;
  sellerName?: string;
}

const keys = { url: 'url', site: 'site', itemId: 'item', title: 'title', priceYen: 'price', quantity: 'qty', options: 'options', remark: 'note', imageUrl: 'image', sellerName: 'seller' } as const;

export function readAnybuyItem(search: URLSearchParams): AnybuyItem | null {
  const url = search.get(keys.url)?.trim() ?? '';
  const title = search.get(keys.title)?.trim() ?? '';
  const price = Number(search.get(keys.priceYen));
  const quantity = Number(search.get(keys.quantity) ?? '1');
  if (!/^https?:\/\//i.test(url) || !title || title.length > constants.anybuy.titleMaxLength) return null;
  if (!Number.isInteger(price) || price < 1 || price > constants.anybuy.maxPriceYen) return null;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > constants.cart.maxQuantity) return null;
  const site = search.get(keys.site);
  const text = (key: string, max: number) => search.get(key)?.slice(0, max) || undefined;
  return {
    url,
    // A marketplace's item we do not hold keeps its marketplace, without an item id.
    ...(isSiteId(site) ? { site, ...(search.get(keys.itemId) ? { itemId: search.get(keys.itemId)! } : {}) } : {}),
    title,
    priceYen: price,
    quantity,
    options: text(keys.options, constants.anybuy.optionsMaxLength),
    remark: text(keys.remark, constants.checkout.remarkMaxLength),
    imageUrl: /^https?:\/\//i.test(search.get(keys.imageUrl) ?? '') ? search.get(keys.imageUrl)! : undefined,
    sellerName: text(keys.sellerName, constants.anybuy.page.sellerMaxLength),
  };
}

export function anybuyQuery(item: AnybuyItem): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [field, key] of Object.entries(keys)) {
    const value = item[field as keyof AnybuyItem];
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query;
}

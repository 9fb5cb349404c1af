// The cart as the cart page shows it: lines grouped by shop (the cart shop entry of product spec §3),
// a subtotal per shop at today's prices, the total and the line count.
import type { Kysely } from 'kysely';
import type { Cart, CartGroup, CartLine } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { shopLink } from '../../generated/links';
import type { LinkValue } from '../../generated/runtime';
import { sites } from '../../generated/sites';
import type { Database } from '../db/types';
import { type CatalogLine, lineYen, readCartLines } from './cart-lines';

type AnyShopLink = (input: Readonly<Record<string, LinkValue>>) => string;

/** Our page of the seller (no language prefix), or '' for a marketplace without seller pages. */
function shopPath(line: CatalogLine): string {
  const seller = line.seller;
  if (!seller || !Object.hasOwn(shopLink, line.site)) return '';
  try {
    const build = shopLink[line.site as keyof typeof shopLink] as AnyShopLink;
    return build({ id: seller.sid, sellerId: seller.sid, seller: seller.sid, shopCode: seller.shopCode ?? seller.sid, name: seller.name, official: seller.official });
  } catch {
    return '';
  }
}

function cartLine(line: CatalogLine): CartLine {
  return {
    id: line.id,
    site: line.site,
    itemId: line.itemId,
    asin: line.asin,
    url: line.url,
    title: line.title,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    quantityEditable: line.quantityEditable,
    maxQuantity: line.quantityEditable ? constants.cart.maxQuantity : 1,
    remark: line.remark,
    addedPriceYen: line.addedPriceYen,
    priceYen: line.priceYen,
    proxyFeeYen: line.proxyFeeYen,
    domesticYen: line.domesticYen,
    lineYen: lineYen(line),
    status: line.status,
  };
}

export function cartOf(lines: readonly CatalogLine[], cartNum: number): Cart {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const key = `${line.site}\n${line.seller?.sid ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        site: line.site,
        shop: {
          type: sites[line.site].cartShopType,
          url: shopPath(line),
          itemType: line.type,
          shop_code: line.seller?.shopCode ?? null,
          seller: { sid: line.seller?.sid ?? '', name: line.seller?.name ?? '', isOfficial: line.seller?.official ?? false },
        },
        lines: [],
        subtotalYen: 0,
      };
      groups.set(key, group);
    }
    group.lines.push(cartLine(line));
    // What can no longer be bought does not count towards what the shopper will pay.
    if (line.status !== 'soldOut' && line.status !== 'unavailable') group.subtotalYen += lineYen(line);
  }
  const list = [...groups.values()];
  return {
    groups: list,
    totalYen: list.reduce((sum, g) => sum + g.subtotalYen, 0),
    cartNum,
    changed: lines.filter((l) => l.status !== 'ok').length,
  };
}

export async function cartCount(db: Kysely<Database>, userId: number): Promise<number> {
  const { n } = await db.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(n);
}

export async function readCart(db: Kysely<Database>, userId: number, now: number): Promise<Cart> {
  const [lines, count] = await Promise.all([readCartLines(db, userId, now), cartCount(db, userId)]);
  return cartOf(lines, count);
}

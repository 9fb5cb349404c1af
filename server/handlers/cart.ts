// Putting a catalog item in the shopper's cart. One line per item: adding it again raises the quantity
// (only for listings that sell several; see sellsSeveral). The line keeps the item's name, picture and
// price as they were when added, refreshed by every later add; the cart count is the number of lines.
import { constants } from '../../generated/constants';
import { recordEvent } from '../analytics/events';
import { isSoldOut } from '../catalog/items';
import { readAgain } from '../catalog/read-again';
import { viewerOf } from '../catalog/recent-views';
import { cartCount } from '../checkout/cart-view';
import { sellsSeveral } from '../checkout/cart-lines';
import { ApiFailure, conflict } from '../http/failure';
import type { Handlers } from './types';

const { maxQuantity } = constants.cart;

export const cartHandlers: Handlers<'Sig.Front.User.AppCart.AddGoods'> = {
  async 'Sig.Front.User.AppCart.AddGoods'(ctx) {
    const { site, id } = ctx.params;
    const quantity = ctx.params.quantity ?? 1;
    await readAgain(ctx, [{ site, externalId: id }], { onFailure: 'keep' });
    const item = await ctx.db
      .selectFrom('goods')
      .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
      .select(['goods.type', 'goods.url', 'goods.title', 'goods.image_url', 'goods.price_yen', 'goods.listing_type', 'goods.ends_at', 'goods.sold_out_at', 'goods.blocked_at', 'goods.reserved_at'])
      .select(['sellers.blocked_at as seller_blocked_at', 'sellers.official'])
      .where('goods.site', '=', site)
      .where('goods.external_id', '=', id)
      .executeTakeFirst();
    if (!item) throw new ApiFailure(404, 'goodsNotFound');
    if (item.blocked_at !== null || item.seller_blocked_at !== null) throw conflict('goodsUnsupported');
    if (isSoldOut(item, ctx.now())) throw conflict('soldOut');
    // Another buyer holds it (a reservation or a sale in progress): it cannot be bought until released.
    if (item.reserved_at !== null) throw conflict('goodsReserved');
    // An auction's price is only the current bid: it is won by bidding, not bought from a cart.
    if (item.listing_type === 'auction') throw conflict('auctionNotInCart');
    const limit = sellsSeveral(site, item.official === 1) ? maxQuantity : 1;
    if (quantity > limit) throw new ApiFailure(409, limit === 1 ? 'singleItem' : 'cartQuantityLimit', { max: limit });

    const snapshot = { type: item.type, url: item.url, name: item.title, image_url: item.image_url, price_yen: item.price_yen };
    const added = await ctx.db
      .insertInto('cart_items')
      .values({ ...snapshot, user_id: ctx.user.id, site, external_id: id, quantity, created_at: ctx.now() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'site', 'external_id'])
          .doUpdateSet((eb) => ({ ...snapshot, quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) }))
          // Over the limit, nothing changes and nothing is returned.
          .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', limit)),
      )
      .returning('id')
      .executeTakeFirst();
    if (!added) throw new ApiFailure(409, limit === 1 ? 'singleItem' : 'cartQuantityLimit', { max: limit });
    recordEvent(ctx, { kind: 'cart', visitor: viewerOf(ctx.user, ctx.deviceId), site });
    return { cartNum: await cartCount(ctx.db, ctx.user.id) };
  },
};

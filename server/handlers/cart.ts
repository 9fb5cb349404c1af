// Putting a catalog item in the shopper's cart (the cart pages come later). One line per item: adding it
// again raises the quantity. The line keeps the item's name, picture and price as they were when added,
// refreshed by every later add; the cart count is the number of lines, as the home info counts it.
import { constants } from '../../generated/constants';
import { isSoldOut } from '../catalog/items';
import { ApiFailure, conflict } from '../http/failure';
import type { Handlers } from './types';

const { maxQuantity } = constants.cart;

export const cartHandlers: Handlers<'Sig.Front.User.AppCart.AddGoods'> = {
  async 'Sig.Front.User.AppCart.AddGoods'(ctx) {
    const { site, id } = ctx.params;
    const quantity = ctx.params.quantity ?? 1;
    const item = await ctx.db
      .selectFrom('goods')
      .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
      .select(['goods.type', 'goods.url', 'goods.title', 'goods.image_url', 'goods.price_yen', 'goods.listing_type', 'goods.ends_at', 'goods.sold_out_at', 'goods.blocked_at'])
      .select('sellers.blocked_at as seller_blocked_at')
      .where('goods.site', '=', site)
      .where('goods.external_id', '=', id)
      .executeTakeFirst();
    if (!item) throw new ApiFailure(404, 'goodsNotFound');
    if (item.blocked_at !== null || item.seller_blocked_at !== null) throw conflict('goodsUnsupported');
    if (isSoldOut(item, ctx.now())) throw conflict('soldOut');
    // An auction's price is only the current bid: it is won by bidding, not bought from a cart.
    if (item.listing_type === 'auction') throw conflict('auctionNotInCart');

    const snapshot = { type: item.type, url: item.url, name: item.title, image_url: item.image_url, price_yen: item.price_yen };
    const added = await ctx.db
      .insertInto('cart_items')
      .values({ ...snapshot, user_id: ctx.user.id, site, external_id: id, quantity, created_at: ctx.now() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'site', 'external_id'])
          .doUpdateSet((eb) => ({ ...snapshot, quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) }))
          // Over the limit, nothing changes and nothing is returned.
          .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', maxQuantity)),
      )
      .returning('id')
      .executeTakeFirst();
    if (!added) throw new ApiFailure(409, 'cartQuantityLimit', { max: maxQuantity });
    const { n } = await ctx.db.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', ctx.user.id).executeTakeFirstOrThrow();
    return { cartNum: Number(n) };
  },
};

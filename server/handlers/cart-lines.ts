// The cart page's calls: the cart grouped by shop, and changing its lines (quantity, remark, removal,
// taking a changed price). Each answers the whole cart, so the page and the badge follow at once.
// A line of another shopper is 404 and changes nothing.
import { constants } from '../../generated/constants';
import { cartGoods, readAgain } from '../catalog/read-again';
import { readCartLines } from '../checkout/cart-lines';
import { readCart } from '../checkout/cart-view';
import { ApiFailure } from '../http/failure';
import type { CallContext, Handlers } from './types';

type Ctx = CallContext<'Sig.Front.User.AppCart.UpdateQuantity'> | CallContext<'Sig.Front.User.AppCart.SetRemark'>;

async function ownLine(ctx: Ctx, lineId: number) {
  const [line] = await readCartLines(ctx.db, ctx.user.id, ctx.now(), [lineId]);
  if (!line) throw new ApiFailure(404, 'cartLineNotFound');
  return line;
}

async function ownLineIds(ctx: { db: Ctx['db']; user: Ctx['user'] }, lineIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('cart_items').select('id').where('user_id', '=', ctx.user.id).where('id', 'in', ids).execute();
  if (rows.length < ids.length) throw new ApiFailure(404, 'cartLineNotFound');
  return ids;
}

export const cartLineHandlers: Handlers<
  | 'Sig.Front.User.AppCart.List'
  | 'Sig.Front.User.AppCart.UpdateQuantity'
  | 'Sig.Front.User.AppCart.Remove'
  | 'Sig.Front.User.AppCart.SetRemark'
  | 'Sig.Front.User.AppCart.AcceptPrice'
> = {
  async 'Sig.Front.User.AppCart.List'(ctx) {
    // The cart shows today's price and stock of live goods, read again when older than the spec allows.
    await readAgain(ctx, await cartGoods(ctx.db, ctx.user.id), { maxAgeMs: constants.catalog.recheck.cartSeconds * 1000, onFailure: 'keep' });
    return readCart(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppCart.UpdateQuantity'(ctx) {
    const { lineId, quantity } = ctx.params;
    const line = await ownLine(ctx, lineId);
    if (quantity !== line.quantity) {
      if (!line.quantityEditable) throw new ApiFailure(409, 'singleItem', { max: 1 });
      if (quantity > constants.cart.maxQuantity) throw new ApiFailure(409, 'cartQuantityLimit', { max: constants.cart.maxQuantity });
      await ctx.db.updateTable('cart_items').set({ quantity }).where('id', '=', lineId).where('user_id', '=', ctx.user.id).execute();
    }
    return readCart(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppCart.Remove'(ctx) {
    const ids = await ownLineIds(ctx, ctx.params.lineIds);
    if (ids.length > 0) await ctx.db.deleteFrom('cart_items').where('user_id', '=', ctx.user.id).where('id', 'in', ids).execute();
    return readCart(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppCart.SetRemark'(ctx) {
    const { lineId } = ctx.params;
    await ownLine(ctx, lineId);
    const remark = ctx.params.remark.trim() || null;
    await ctx.db.updateTable('cart_items').set({ remark }).where('id', '=', lineId).where('user_id', '=', ctx.user.id).execute();
    return readCart(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppCart.AcceptPrice'(ctx) {
    const ids = await ownLineIds(ctx, ctx.params.lineIds);
    const lines = await readCartLines(ctx.db, ctx.user.id, ctx.now(), ids);
    // Only a new price can be taken; a sold-out or vanished item can only be removed.
    const changed = lines.filter((l) => l.status === 'priceChanged');
    await ctx.db.transaction().execute(async (tx) => {
      for (const line of changed) {
        await tx.updateTable('cart_items').set({ price_yen: line.priceYen }).where('id', '=', line.id).where('user_id', '=', ctx.user.id).execute();
      }
    });
    return readCart(ctx.db, ctx.user.id, ctx.now());
  },
};

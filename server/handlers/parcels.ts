// Warehouse and merged shipping: the shopper's arrived orders and parcels (another shopper's is 404), and
// the console's parcel queue with shipping, delivery and lost-or-damaged claims. The rules live in server/parcels/.
import { constants } from '../../generated/constants';
import { createParcel, cancelParcel, chooseMethod, quoteParcel } from '../parcels/merge';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { payByCard } from '../payments/charge';
import { parcelDue, payParcel } from '../parcels/pay';
import { declareParcel, queryDeclaration } from '../parcels/declaration';
import { deliverParcel, parcelQueue, shipParcel } from '../parcels/staff';
import { parcelOverview } from '../parcels/overview';
import { claimStatus, openClaim } from '../parcels/claims';
import { resolveClaim } from '../parcels/resolve-claim';
import { loadParcel, opsParcelRow, ordersInWarehouse, ownParcel, parcelViews } from '../parcels/views';
import { confirmReceipt } from '../parcels/receipt';
import type { Handlers } from './types';

export const parcelHandlers: Handlers<
  | 'Sig.Front.User.AppParcel.Candidates'
  | 'Sig.Front.User.AppParcel.Create'
  | 'Sig.Front.User.AppParcel.Get'
  | 'Sig.Front.User.AppParcel.List'
  | 'Sig.Front.User.AppParcel.Overview'
  | 'Sig.Front.User.AppParcel.Quote'
  | 'Sig.Front.User.AppParcel.Choose'
  | 'Sig.Front.User.AppParcel.Pay'
  | 'Sig.Front.User.AppParcel.PayByCard'
  | 'Sig.Front.User.AppParcel.Declare'
  | 'Sig.Front.User.AppParcel.Cancel'
  | 'Sig.Front.User.AppParcel.ConfirmReceipt'
  | 'Sig.Front.User.AppParcel.Claim'
  | 'Sig.Front.User.AppParcel.ClaimOf'
  | 'Sig.Ops.Parcels'
  | 'Sig.Ops.ParcelShip'
  | 'Sig.Ops.ParcelQueryDeclaration'
  | 'Sig.Ops.ParcelDeliver'
  | 'Sig.Ops.ParcelResolveClaim'
> = {
  async 'Sig.Front.User.AppParcel.Candidates'(ctx) {
    return { items: await ordersInWarehouse(ctx.db, ctx.user.id, ctx.now()) };
  },

  async 'Sig.Front.User.AppParcel.Create'(ctx) {
    return createParcel(ctx, ctx.user.id, ctx.params.orderIds, ctx.params.addressId);
  },

  async 'Sig.Front.User.AppParcel.Get'(ctx) {
    return loadParcel(ctx.db, await ownParcel(ctx.db, ctx.user.id, ctx.params.id), ctx.now());
  },

  async 'Sig.Front.User.AppParcel.List'(ctx) {
    const page = ctx.params.page ?? 1;
    const pageSize = constants.warehouse.pageSize;
    const mine = ctx.db.selectFrom('parcels').where('user_id', '=', ctx.user.id).where('kind', '=', 'merge');
    const [count, rows] = await Promise.all([
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      mine.selectAll().orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { total: Number(count.n), page, pageSize, items: await parcelViews(ctx.db, rows, ctx.now()) };
  },

  async 'Sig.Front.User.AppParcel.Overview'(ctx) {
    return parcelOverview(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppParcel.Quote'(ctx) {
    return quoteParcel(ctx, ctx.user.id, ctx.params.id);
  },

  async 'Sig.Front.User.AppParcel.Choose'(ctx) {
    return chooseMethod(ctx, ctx.user.id, ctx.params.id, ctx.params.method, ctx.params.options, ctx.params.insured ?? false);
  },

  async 'Sig.Front.User.AppParcel.Pay'(ctx) {
    return payParcel(ctx, ctx.user.id, ctx.params.id, ctx.params.idempotencyKey, ctx.params.expectedYen);
  },

  async 'Sig.Front.User.AppParcel.PayByCard'(ctx) {
    const { id, idempotencyKey, expectedYen, cardPays, cardYen, token, cardId, returnUrl } = ctx.params;
    const userId = ctx.user.id;
    return payByCard(ctx, {
      userId, language: ctx.language, token, cardId, returnUrl, cardPays, cardYen,
      purpose: { kind: 'parcel', key: idempotencyKey, language: ctx.language, parcelId: id, expectedYen },
      due: async (tx, now) => ({ totalYen: await parcelDue(tx, ctx, userId, id, expectedYen, now), walletYen: await balance(tx, accounts.wallet(userId)) }),
    });
  },

  async 'Sig.Front.User.AppParcel.Declare'(ctx) {
    return declareParcel(ctx, ctx.user.id, ctx.params.id, ctx.params.lines);
  },

  async 'Sig.Front.User.AppParcel.Cancel'(ctx) {
    return cancelParcel(ctx, ctx.user.id, ctx.params.id);
  },

  async 'Sig.Front.User.AppParcel.ConfirmReceipt'(ctx) {
    return confirmReceipt(ctx, ctx.user.id, ctx.params.id);
  },

  async 'Sig.Front.User.AppParcel.Claim'(ctx) {
    return openClaim(ctx, ctx.user.id, ctx.params);
  },

  async 'Sig.Front.User.AppParcel.ClaimOf'(ctx) {
    return claimStatus(ctx.db, await ownParcel(ctx.db, ctx.user.id, ctx.params.id), ctx.now());
  },

  async 'Sig.Ops.Parcels'(ctx) {
    return parcelQueue(ctx, ctx.params.queue, ctx.params.page ?? 1);
  },

  async 'Sig.Ops.ParcelShip'(ctx) {
    return shipParcel(ctx, ctx.user.id, ctx.params.id, ctx.params.carrier, ctx.params.trackingNo);
  },

  async 'Sig.Ops.ParcelQueryDeclaration'(ctx) {
    await queryDeclaration(ctx, ctx.params.id, ctx.params.note);
    return opsParcelRow(ctx.db, ctx.params.id, ctx.now());
  },

  async 'Sig.Ops.ParcelDeliver'(ctx) {
    return deliverParcel(ctx, ctx.user.id, ctx.params.id);
  },

  async 'Sig.Ops.ParcelResolveClaim'(ctx) {
    return resolveClaim(ctx, ctx.user.id, ctx.params);
  },
};

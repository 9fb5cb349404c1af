// Work orders (support tickets) for the shopper and the console, and the invitation page's numbers. The
// rules live in server/work-orders/ and server/invites/.
import { inviteInfo } from '../invites/invites';
import { opsTicket, staffReply, staffStatus, ticketQueue } from '../work-orders/staff';
import { createTicket, evaluate, shopperClose, shopperReply, ticketPage } from '../work-orders/tickets';
import { ownTicket, ticketDetail, ticketSummaries } from '../work-orders/views';
import type { Handlers } from './types';

export const workOrderHandlers: Handlers<
  | 'Sig.Front.User.AppInvite.Info'
  | 'Sig.Front.User.AppWorkOrder.List'
  | 'Sig.Front.User.AppWorkOrder.Get'
  | 'Sig.Front.User.AppWorkOrder.Create'
  | 'Sig.Front.User.AppWorkOrder.Reply'
  | 'Sig.Front.User.AppWorkOrder.Close'
  | 'Sig.Front.User.AppWorkOrder.Evaluate'
  | 'Sig.Ops.WorkOrders'
  | 'Sig.Ops.WorkOrder'
  | 'Sig.Ops.WorkOrderReply'
  | 'Sig.Ops.WorkOrderStatus'
> = {
  'Sig.Front.User.AppInvite.Info': (ctx) => inviteInfo(ctx.db, ctx.user?.id ?? null, ctx.now()),

  async 'Sig.Front.User.AppWorkOrder.List'(ctx) {
    const { rows, ...page } = await ticketPage(ctx.db, ctx.user.id, ctx.params.status, ctx.params.page ?? 1);
    return { ...page, items: await ticketSummaries(ctx.db, rows) };
  },

  async 'Sig.Front.User.AppWorkOrder.Get'(ctx) {
    return ticketDetail(ctx.db, await ownTicket(ctx.db, ctx.user.id, ctx.params.id));
  },

  'Sig.Front.User.AppWorkOrder.Create': (ctx) => createTicket(ctx, ctx.user.id, ctx.params),

  'Sig.Front.User.AppWorkOrder.Reply': (ctx) => shopperReply(ctx, ctx.user.id, ctx.params.id, ctx.params.body, ctx.params.attachments),

  'Sig.Front.User.AppWorkOrder.Close': (ctx) => shopperClose(ctx, ctx.user.id, ctx.params.id),

  'Sig.Front.User.AppWorkOrder.Evaluate': (ctx) => evaluate(ctx, ctx.user.id, ctx.params.id, ctx.params.rating, ctx.params.comment),

  'Sig.Ops.WorkOrders': (ctx) => ticketQueue(ctx.db, ctx.params.status, ctx.params.page ?? 1),

  'Sig.Ops.WorkOrder': (ctx) => opsTicket(ctx.db, ctx.params.id),

  'Sig.Ops.WorkOrderReply': (ctx) => staffReply(ctx, ctx.user.id, ctx.params.id, ctx.params.body, ctx.params.attachments, ctx.params.resolve ?? false),

  'Sig.Ops.WorkOrderStatus': (ctx) => staffStatus(ctx, ctx.user.id, ctx.params.id, ctx.params.status),
};

// The operations console's calls (auth: staff — the dispatcher answers a shopper 404). Orders move only
// through transition(); every change is audited in its own transaction (server/ops/actions.ts).
import { resolveAppeal, staffAction } from '../ops/actions';
import { auditTrail } from '../ops/audit';
import { orderDetail } from '../ops/order-view';
import { queueCounts, queuePage } from '../ops/queues';
import type { Handlers } from './types';

export const opsHandlers: Handlers<
  'Sig.Ops.Queues' | 'Sig.Ops.Orders' | 'Sig.Ops.Order' | 'Sig.Ops.OrderAction' | 'Sig.Ops.ResolveAppeal' | 'Sig.Ops.Audit'
> = {
  async 'Sig.Ops.Queues'(ctx) {
    return { queues: await queueCounts(ctx.db) };
  },

  async 'Sig.Ops.Orders'(ctx) {
    return queuePage(ctx.db, ctx.params.queue, ctx.params.page ?? 1);
  },

  async 'Sig.Ops.Order'(ctx) {
    return orderDetail(ctx.db, ctx.params.id);
  },

  async 'Sig.Ops.OrderAction'(ctx) {
    return staffAction(ctx, ctx.user.id, ctx.params);
  },

  async 'Sig.Ops.ResolveAppeal'(ctx) {
    return resolveAppeal(ctx, ctx.user.id, ctx.params);
  },

  async 'Sig.Ops.Audit'(ctx) {
    return { items: await auditTrail(ctx.db, [{ type: ctx.params.targetType, id: ctx.params.targetId }]) };
  },
};

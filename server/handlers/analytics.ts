// The analytics edition's panels (auth: staff — the dispatcher answers a shopper 404, as for an unknown
// call, and a logged-out caller 403). Read only.
import { accountsPanel, funnelPanel, refundsPanel, salesPanel, searchesPanel } from '../analytics/panels';
import { dayRange } from '../analytics/range';
import type { Handlers } from './types';

export const analyticsHandlers: Handlers<
  'Sig.Ops.Analytics.Sales' | 'Sig.Ops.Analytics.Funnel' | 'Sig.Ops.Analytics.Searches' | 'Sig.Ops.Analytics.Accounts' | 'Sig.Ops.Analytics.Refunds'
> = {
  async 'Sig.Ops.Analytics.Sales'(ctx) {
    return salesPanel(ctx.db, dayRange(ctx.params.from, ctx.params.to));
  },
  async 'Sig.Ops.Analytics.Funnel'(ctx) {
    return funnelPanel(ctx.db, ctx.dialect, dayRange(ctx.params.from, ctx.params.to));
  },
  async 'Sig.Ops.Analytics.Searches'(ctx) {
    return searchesPanel(ctx.db, ctx.dialect, dayRange(ctx.params.from, ctx.params.to));
  },
  async 'Sig.Ops.Analytics.Accounts'(ctx) {
    return accountsPanel(ctx.db, dayRange(ctx.params.from, ctx.params.to));
  },
  async 'Sig.Ops.Analytics.Refunds'(ctx) {
    return refundsPanel(ctx.db, dayRange(ctx.params.from, ctx.params.to));
  },
};

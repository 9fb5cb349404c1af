// Generated from spec/orders.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export type OrderState =
  | 'pendingPrice'
  | 'priceChanged'
  | 'awaitingPayment'
  | 'paid'
  | 'purchasing'
  | 'purchased'
  | 'shippedToWarehouse'
  | 'arrived'
  | 'merged'
  | 'shipped'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'purchaseFailed'
  | 'sellerCancelled';

export type OrderActor = 'shopper' | 'staff' | 'system';

export type OrderAction =
  | 'confirmPrice'
  | 'correctPrice'
  | 'acceptPrice'
  | 'payWon'
  | 'cancel'
  | 'startPurchase'
  | 'markPurchased'
  | 'failPurchase'
  | 'recordDomesticShipment'
  | 'sellerCancel'
  | 'recordArrival'
  | 'merge'
  | 'unmerge'
  | 'ship'
  | 'markDelivered'
  | 'complete';

export type OrderEffect = 'refund' | 'settlePrice' | 'earnPoints';

export type OrderInput =
  | 'priceYen'
  | 'reason'
  | 'carrier'
  | 'trackingNo'
  | 'weightGrams'
  | 'lengthCm'
  | 'widthCm'
  | 'heightCm';

export type OrderGroup = 'all' | 'toConfirm' | 'inProgress' | 'warehouse' | 'shipping' | 'completed' | 'closed';

export type OrderKind = 'cart' | 'anybuy' | 'auction';

export interface OrderActionDef {
  readonly from: readonly OrderState[];
  readonly to: OrderState;
  readonly by: readonly OrderActor[];
  readonly effects: readonly OrderEffect[];
  readonly needs: readonly OrderInput[];
}

/** Every state, in the order an order normally passes through them. */
export const orderStates: readonly OrderState[] = [
  'pendingPrice',
  'priceChanged',
  'awaitingPayment',
  'paid',
  'purchasing',
  'purchased',
  'shippedToWarehouse',
  'arrived',
  'merged',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'purchaseFailed',
  'sellerCancelled',
];

/** States that take no action. */
export const finalOrderStates: readonly OrderState[] = ['completed', 'cancelled', 'purchaseFailed', 'sellerCancelled'];

export const orderActors: readonly OrderActor[] = ['shopper', 'staff', 'system'];

export const orderInputs: readonly OrderInput[] = ['priceYen', 'reason', 'carrier', 'trackingNo', 'weightGrams', 'lengthCm', 'widthCm', 'heightCm'];

export const initialOrderState: { readonly [K in OrderKind]: OrderState } = { cart: 'paid', anybuy: 'pendingPrice', auction: 'awaitingPayment' };

export const orderActions: { readonly [A in OrderAction]: OrderActionDef } = {
  confirmPrice: { from: ['pendingPrice'], to: 'paid', by: ['staff'], effects: [], needs: [] },
  correctPrice: {
    from: ['pendingPrice'],
    to: 'priceChanged',
    by: ['staff'],
    effects: [],
    needs: ['priceYen', 'reason'],
  },
  acceptPrice: { from: ['priceChanged'], to: 'paid', by: ['shopper'], effects: ['settlePrice'], needs: [] },
  payWon: { from: ['awaitingPayment'], to: 'paid', by: ['shopper', 'system'], effects: [], needs: [] },
  cancel: {
    from: ['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid'],
    to: 'cancelled',
    by: ['shopper', 'staff', 'system'],
    effects: ['refund'],
    needs: [],
  },
  startPurchase: { from: ['paid'], to: 'purchasing', by: ['staff'], effects: [], needs: [] },
  markPurchased: { from: ['paid', 'purchasing'], to: 'purchased', by: ['staff'], effects: [], needs: [] },
  failPurchase: {
    from: ['paid', 'purchasing'],
    to: 'purchaseFailed',
    by: ['staff'],
    effects: ['refund'],
    needs: ['reason'],
  },
  recordDomesticShipment: {
    from: ['purchased'],
    to: 'shippedToWarehouse',
    by: ['staff'],
    effects: [],
    needs: ['carrier', 'trackingNo'],
  },
  sellerCancel: {
    from: ['purchased', 'shippedToWarehouse'],
    to: 'sellerCancelled',
    by: ['staff'],
    effects: ['refund'],
    needs: ['reason'],
  },
  recordArrival: {
    from: ['purchased', 'shippedToWarehouse'],
    to: 'arrived',
    by: ['staff'],
    effects: [],
    needs: ['weightGrams', 'lengthCm', 'widthCm', 'heightCm'],
  },
  merge: { from: ['arrived'], to: 'merged', by: ['shopper'], effects: [], needs: [] },
  unmerge: { from: ['merged'], to: 'arrived', by: ['shopper', 'staff', 'system'], effects: [], needs: [] },
  ship: { from: ['merged'], to: 'shipped', by: ['staff'], effects: [], needs: ['carrier', 'trackingNo'] },
  markDelivered: { from: ['shipped'], to: 'delivered', by: ['staff', 'system'], effects: [], needs: [] },
  complete: {
    from: ['delivered'],
    to: 'completed',
    by: ['shopper', 'system'],
    effects: ['earnPoints'],
    needs: [],
  },
};

/** The tabs of /personal/order/{type}, in order, each with its states. */
export const orderGroups: { readonly [G in OrderGroup]: readonly OrderState[] } = {
  all: [
    'pendingPrice',
    'priceChanged',
    'awaitingPayment',
    'paid',
    'purchasing',
    'purchased',
    'shippedToWarehouse',
    'arrived',
    'merged',
    'shipped',
    'delivered',
    'completed',
    'cancelled',
    'purchaseFailed',
    'sellerCancelled',
  ],
  toConfirm: ['pendingPrice', 'priceChanged', 'awaitingPayment'],
  inProgress: ['paid', 'purchasing', 'purchased', 'shippedToWarehouse'],
  warehouse: ['arrived'],
  shipping: ['merged', 'shipped'],
  completed: ['delivered', 'completed'],
  closed: ['cancelled', 'purchaseFailed', 'sellerCancelled'],
};

export const orderGroupOrder: readonly OrderGroup[] = ['all', 'toConfirm', 'inProgress', 'warehouse', 'shipping', 'completed', 'closed'];

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (orderStates as readonly string[]).includes(value);
}

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && Object.hasOwn(orderActions, value);
}

export function isOrderGroup(value: unknown): value is OrderGroup {
  return typeof value === 'string' && Object.hasOwn(orderGroups, value);
}

/** The actions an actor may take on an order in a state, in the spec's order. */
export function actionsFrom(state: OrderState, actor: OrderActor): OrderAction[] {
  return (Object.keys(orderActions) as OrderAction[]).filter((name) => {
    const action = orderActions[name];
    return action.from.includes(state) && action.by.includes(actor);
  });
}

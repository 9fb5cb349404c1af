// spec/orders.yaml: the checks of its names and of its state graph (each breaks one named line of a copy
// of the spec and expects the diagnostic at that line; columns are 1-based and worked out by hand from the
// line's text), and generated/orders.ts against the spec it comes from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  actionsFrom, finalOrderStates, initialOrderState, isOrderAction, isOrderGroup, isOrderState, orderActions,
  orderActors, orderGroupOrder, orderGroups, orderInputs, orderStates,
} from '../../generated/orders';
import { generate } from '../../generator/generate';
import { parseTypeExpr, zodSource } from '../../generator/typeexpr';
import { type TempProject, projectRoot, specDiagnostics, tempProject } from './helpers';

let project: TempProject | undefined;
function copy(): TempProject {
  project = tempProject();
  return project;
}
afterEach(() => {
  project?.remove();
  project = undefined;
});

const ORDERS = 'spec/orders.yaml';
const STATES =
  'pendingPrice, priceChanged, awaitingPayment, paid, purchasing, purchased, shippedToWarehouse, arrived, merged, shipped, delivered, ' +
  'completed, cancelled, purchaseFailed, sellerCancelled';

// The lines the tests break, as they read in the spec.
const CONFIRM = '  confirmPrice: { from: [pendingPrice], to: paid, by: [staff] }';
const CORRECT = '  correctPrice: { from: [pendingPrice], to: priceChanged, by: [staff], needs: [priceYen, reason] }';
const ACCEPT = '  acceptPrice: { from: [priceChanged], to: paid, by: [shopper], effects: [settlePrice] }';
const CANCEL = '  cancel: { from: [pendingPrice, priceChanged, awaitingPayment, paid], to: cancelled, by: [shopper, staff, system], effects: [refund] }';
const MARK_PURCHASED = '  markPurchased: { from: [paid, purchasing], to: purchased, by: [staff] }';
const MERGE = '  merge: { from: [arrived], to: merged, by: [shopper] }';
const UNMERGE = '  unmerge: { from: [merged], to: arrived, by: [shopper, staff, system] }';
const CART = '  cart: paid';
const ANYBUY = '  anybuy: pendingPrice';
const COMPLETED_STATE = '  completed: { final: true }';
const PENDING_STATE = '  pendingPrice: {}        # anybuy: paid at the shopper\'s price, staff check it against the shop';
const CHANGED_STATE = '  priceChanged: {}        # anybuy: staff corrected the price; the shopper accepts it or cancels';
const SELLER_CANCELLED_STATE = '  sellerCancelled: { final: true }';
const TO_CONFIRM = '  toConfirm: [pendingPrice, priceChanged, awaitingPayment]';
const COMPLETED_GROUP = '  completed: [delivered, completed]';
const CLOSED_GROUP = '  closed: [cancelled, purchaseFailed, sellerCancelled]';

function breakLine(p: TempProject, line: string, from: string, to: string): number {
  const at = p.lineOf(ORDERS, line);
  p.editLine(ORDERS, at, from, to);
  return at;
}

describe('spec/orders.yaml problems', () => {
  it('misspelt key: at the key', () => {
    const p = copy();
    const line = breakLine(p, CANCEL, 'effects:', 'effect:');
    // `  cancel: { from: [pendingPrice, priceChanged, awaitingPayment, paid], to: cancelled, by: [shopper, staff, system], ` is 116 characters.
    expect(specDiagnostics(p.root)).toEqual([`${ORDERS}:${line}:117 actions.cancel.effect: unknown key "effect"`]);
  });

  it('unknown state in an action\'s to and from', () => {
    const p = copy();
    const to = breakLine(p, CONFIRM, 'to: paid', 'to: payed');
    const from = breakLine(p, MARK_PURCHASED, 'purchasing]', 'purchasng]');
    // `  confirmPrice: { from: [pendingPrice], to: ` is 44 characters; `  markPurchased: { from: [paid, ` is 32.
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${to}:45 actions.confirmPrice.to: unknown state "payed" (known: ${STATES})`,
      `${ORDERS}:${from}:33 actions.markPurchased.from.1: unknown state "purchasng" (known: ${STATES})`,
    ]);
  });

  it('unknown state in a group and in initial', () => {
    const p = copy();
    const cart = breakLine(p, CART, 'paid', 'payd');
    const group = breakLine(p, COMPLETED_GROUP, 'completed]', 'completed, shiped]');
    // `  cart: ` is 8 characters; `  completed: [delivered, completed, ` is 36.
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${cart}:9 initial.cart: unknown state "payd" (known: ${STATES})`,
      `${ORDERS}:${group}:37 groups.completed.2: unknown state "shiped" (known: ${STATES})`,
    ]);
  });

  it('unknown actor, input and effect', () => {
    const p = copy();
    const actor = breakLine(p, MERGE, '[shopper]', '[shoper]');
    const input = breakLine(p, CORRECT, 'reason]', 'reasn]');
    const effect = breakLine(p, ACCEPT, '[settlePrice]', '[settlePrices]');
    // `  merge: { from: [arrived], to: merged, by: [` is 45 characters;
    // `  correctPrice: { from: [pendingPrice], to: priceChanged, by: [staff], needs: [priceYen, ` is 89;
    // `  acceptPrice: { from: [priceChanged], to: paid, by: [shopper], effects: [` is 74.
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${input}:90 actions.correctPrice.needs.1: unknown input "reasn" ` +
        '(known: priceYen, reason, carrier, trackingNo, weightGrams, lengthCm, widthCm, heightCm)',
      `${ORDERS}:${effect}:75 actions.acceptPrice.effects.0: unknown effect "settlePrices" (known: refund, settlePrice, earnPoints)`,
      `${ORDERS}:${actor}:46 actions.merge.by.0: unknown actor "shoper" (known: shopper, staff, system)`,
    ]);
  });

  it('action that starts from a final state', () => {
    const p = copy();
    const line = breakLine(p, UNMERGE, 'from: [merged]', 'from: [merged, completed]');
    // `  unmerge: { from: [merged, ` is 28 characters.
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${line}:29 actions.unmerge.from.1: state "completed" is final: no action starts from it`,
    ]);
  });

  it('state that is not final and has no way out: at its key', () => {
    const p = copy();
    const line = breakLine(p, COMPLETED_STATE, '{ final: true }', '{}');
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${line}:3 states.completed: state "completed" is not final, yet no action leads out of it`,
    ]);
  });

  it('states that no initial state leads to', () => {
    const p = copy();
    breakLine(p, ANYBUY, 'pendingPrice', 'paid');
    const pending = p.lineOf(ORDERS, PENDING_STATE);
    const changed = p.lineOf(ORDERS, CHANGED_STATE);
    const reach = '(cart: paid, anybuy: paid, auction: awaitingPayment)';
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${pending}:3 states.pendingPrice: state "pendingPrice" cannot be reached from an initial state ${reach}`,
      `${ORDERS}:${changed}:3 states.priceChanged: state "priceChanged" cannot be reached from an initial state ${reach}`,
    ]);
  });

  it("state in no group besides the '*' one", () => {
    const p = copy();
    breakLine(p, CLOSED_GROUP, ', sellerCancelled]', ']');
    const line = p.lineOf(ORDERS, SELLER_CANCELLED_STATE);
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${line}:3 states.sellerCancelled: state "sellerCancelled" is in no group besides the '*' one`,
    ]);
  });

  it('state listed twice in a group and in an action', () => {
    const p = copy();
    const group = breakLine(p, TO_CONFIRM, 'awaitingPayment]', 'awaitingPayment, pendingPrice]');
    const action = breakLine(p, MERGE, 'from: [arrived]', 'from: [arrived, arrived]');
    // `  toConfirm: [pendingPrice, priceChanged, awaitingPayment, ` is 59 characters; `  merge: { from: [arrived, ` is 27.
    expect(specDiagnostics(p.root)).toEqual([
      `${ORDERS}:${action}:28 actions.merge.from.1: state "arrived" is listed twice`,
      `${ORDERS}:${group}:60 groups.toConfirm.3: state "pendingPrice" is listed twice`,
    ]);
  });
});

interface OrdersYaml {
  actors: string[];
  states: Record<string, { final?: boolean }>;
  initial: Record<string, string>;
  inputs: string[];
  actions: Record<string, { from: string[]; to: string; by: string[]; effects?: string[]; needs?: string[] }>;
  groups: Record<string, string[] | '*'>;
}

describe('generated/orders.ts', () => {
  const spec = parse(readFileSync(join(projectRoot, ORDERS), 'utf8')) as OrdersYaml;
  const states = Object.keys(spec.states);

  it('holds the spec’s names and table, in spec order', () => {
    expect(orderStates).toEqual(states);
    expect(finalOrderStates).toEqual(states.filter((s) => spec.states[s]!.final));
    expect(orderActors).toEqual(spec.actors);
    expect(orderInputs).toEqual(spec.inputs);
    expect(initialOrderState).toEqual(spec.initial);
    expect(Object.keys(orderActions)).toEqual(Object.keys(spec.actions));
    for (const [name, a] of Object.entries(spec.actions)) {
      expect(orderActions[name as keyof typeof orderActions], name).toEqual({ effects: [], needs: [], ...a });
    }
    expect(orderGroupOrder).toEqual(Object.keys(spec.groups));
    expect(Object.keys(orderGroups)).toEqual(Object.keys(spec.groups));
    for (const [name, list] of Object.entries(spec.groups)) {
      expect(orderGroups[name as keyof typeof orderGroups], name).toEqual(list === '*' ? states : list);
    }
  });

  it('actionsFrom: the actions an actor may take in a state, in spec order', () => {
    expect(actionsFrom('paid', 'staff')).toEqual(['cancel', 'startPurchase', 'markPurchased', 'failPurchase']);
    expect(actionsFrom('paid', 'shopper')).toEqual(['cancel']);
    expect(actionsFrom('priceChanged', 'shopper')).toEqual(['acceptPrice', 'cancel']);
    expect(actionsFrom('merged', 'shopper')).toEqual(['unmerge']);
    expect(actionsFrom('delivered', 'system')).toEqual(['complete']);
    expect(actionsFrom('shipped', 'shopper')).toEqual([]);
    for (const state of finalOrderStates) {
      for (const actor of orderActors) expect(actionsFrom(state, actor), `${state} ${actor}`).toEqual([]);
    }
  });

  it('guards tell the spec’s names from others', () => {
    expect(isOrderState('arrived')).toBe(true);
    expect(isOrderState('toString')).toBe(false);
    expect(isOrderAction('merge')).toBe(true);
    expect(isOrderAction('constructor')).toBe(false);
    expect(isOrderGroup('closed')).toBe(true);
    expect(isOrderGroup(3)).toBe(false);
  });
});

describe('orderState, orderAction and orderGroup field types', () => {
  const ctx = { languageCodes: [], goodsTypes: [], siteIds: [], orderStates: ['a', 'b'], orderActions: ['go'], orderGroups: ['all'] };

  it('become zod enums of the spec’s names', () => {
    const parsed = parseTypeExpr('orderState[]');
    expect(parsed).toEqual({ kind: 'array', of: { kind: 'orderState' } });
    expect(zodSource(parsed as Exclude<typeof parsed, { error: string }>, ctx)).toBe("z.array(z.enum(['a', 'b']))");
    expect(parseTypeExpr('orderGroup(1..2)')).toEqual({ error: 'orderGroup takes no arguments' });
  });

  it('are usable in api.yaml', () => {
    const p = copy();
    p.edit('spec/api.yaml', '  YahooCategory:\n    cat: string\n', '  YahooCategory:\n    cat: string\n    state?: orderState\n    next: orderAction[]\n    tab: orderGroup|null\n');
    const schemas = generate({ root: p.root }).get('api/schemas.ts')!;
    const names = (list: readonly string[]) => list.map((n) => `'${n}'`).join(', ');
    expect(schemas).toContain(`state: z.enum([${names(orderStates)}]).optional(),`);
    expect(schemas).toContain(`next: z.array(z.enum([${names(Object.keys(orderActions))}])),`);
    expect(schemas).toContain(`tab: z.enum([${names(orderGroupOrder)}]).nullable(),`);
  });
});

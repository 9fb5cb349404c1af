import type { Project } from 'ts-morph';
import type { Model } from '../model';
import { addType, exportConst, literal, newFile, union } from './print';

// Every list keeps the spec's order: it is the order an order passes through its states, and the
// order in which screens show the tabs and offer the actions.
export function emitOrders(project: Project, model: Model): void {
  const { orders } = model;
  const file = newFile(project, 'orders.ts', ['spec/orders.yaml']);
  const states = orders.states.map((s) => s.name);
  const types: [string, string[]][] = [
    ['OrderState', states],
    ['OrderActor', orders.actors],
    ['OrderAction', orders.actions.map((a) => a.name)],
    ['OrderEffect', orders.effects],
    ['OrderInput', orders.inputs],
    ['OrderGroup', orders.groups.map((g) => g.name)],
    ['OrderKind', orders.initial.map((i) => i.kind)],
  ];
  for (const [name, values] of types) addType(file, { isExported: true, name, type: union(values) });
  file.addInterface({
    isExported: true,
    name: 'OrderActionDef',
    properties: [
      ['from', 'readonly OrderState[]'], ['to', 'OrderState'], ['by', 'readonly OrderActor[]'],
      ['effects', 'readonly OrderEffect[]'], ['needs', 'readonly OrderInput[]'],
    ].map(([name, type]) => ({ name: name!, type, isReadonly: true })),
  });

  exportConst(file, 'orderStates', 'readonly OrderState[]', literal(states), ['Every state, in the order an order normally passes through them.']);
  exportConst(file, 'finalOrderStates', 'readonly OrderState[]', literal(orders.states.filter((s) => s.final).map((s) => s.name)), ['States that take no action.']);
  exportConst(file, 'orderActors', 'readonly OrderActor[]', literal(orders.actors));
  exportConst(file, 'orderInputs', 'readonly OrderInput[]', literal(orders.inputs));
  exportConst(file, 'initialOrderState', '{ readonly [K in OrderKind]: OrderState }', literal(Object.fromEntries(orders.initial.map((i) => [i.kind, i.state]))));
  const actions = Object.fromEntries(orders.actions.map(({ name, ...def }) => [name, def]));
  exportConst(file, 'orderActions', '{ readonly [A in OrderAction]: OrderActionDef }', literal(actions));
  const groups = Object.fromEntries(orders.groups.map((g) => [g.name, g.states]));
  exportConst(file, 'orderGroups', '{ readonly [G in OrderGroup]: readonly OrderState[] }', literal(groups), [
    'The tabs of /personal/order/{type}, in order, each with its states.',
  ]);
  exportConst(file, 'orderGroupOrder', 'readonly OrderGroup[]', literal(orders.groups.map((g) => g.name)));
  file.addStatements(`
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
}`);
}

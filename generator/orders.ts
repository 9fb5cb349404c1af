import type { PathKey } from './diagnostics';
import type { OrdersSpec } from './schemas';

// The effects are what the server knows how to do, so their names live here rather than in the spec.
export const orderEffects = ['refund', 'settlePrice', 'earnPoints'] as const;

export interface OrderActionModel {
  name: string;
  from: string[];
  to: string;
  by: string[];
  effects: string[];
  needs: string[];
}

/** spec/orders.yaml with its names checked; every list is in spec order, which is the life order. */
export interface OrdersModel {
  states: { name: string; final: boolean }[];
  actors: string[];
  inputs: string[];
  effects: string[];
  initial: { kind: string; state: string }[];
  actions: OrderActionModel[];
  /** Each tab with its states; a `'*'` group is expanded to every state. */
  groups: { name: string; states: string[] }[];
}

type Report = (path: PathKey[], message: string, key?: boolean) => void;

/** Checks the names of spec/orders.yaml against each other and the shape of the state graph. */
export function buildOrders(spec: OrdersSpec, report: Report): OrdersModel {
  const states = Object.entries(spec.states).map(([name, s]) => ({ name, final: s.final ?? false }));
  const stateNames = states.map((s) => s.name);
  const finals = new Set(states.filter((s) => s.final).map((s) => s.name));

  /** Reports names missing from `known` and names listed twice; `what` names the kind in messages. */
  const checkList = (path: PathKey[], list: readonly string[], known: readonly string[] | null, what: string) => {
    const seen = new Set<string>();
    list.forEach((name, i) => {
      if (known && !known.includes(name)) report([...path, i], `unknown ${what} "${name}" (known: ${known.join(', ')})`);
      if (seen.has(name)) report([...path, i], `${what} "${name}" is listed twice`);
      seen.add(name);
    });
  };
  const checkName = (path: PathKey[], name: string, known: readonly string[], what: string) => {
    if (!known.includes(name)) report(path, `unknown ${what} "${name}" (known: ${known.join(', ')})`);
  };

  checkList(['actors'], spec.actors, null, 'actor');
  checkList(['inputs'], spec.inputs, null, 'input');
  const initial = Object.entries(spec.initial).map(([kind, state]) => {
    checkName(['initial', kind], state, stateNames, 'state');
    return { kind, state };
  });

  const actions = Object.entries(spec.actions).map(([name, a]) => {
    const at: PathKey[] = ['actions', name];
    checkList([...at, 'from'], a.from, stateNames, 'state');
    a.from.forEach((state, i) => {
      if (finals.has(state)) report([...at, 'from', i], `state "${state}" is final: no action starts from it`);
    });
    checkName([...at, 'to'], a.to, stateNames, 'state');
    checkList([...at, 'by'], a.by, spec.actors, 'actor');
    checkList([...at, 'effects'], a.effects ?? [], orderEffects, 'effect');
    checkList([...at, 'needs'], a.needs ?? [], spec.inputs, 'input');
    return { name, from: a.from, to: a.to, by: a.by, effects: a.effects ?? [], needs: a.needs ?? [] };
  });

  const grouped = new Set<string>();
  const groups = Object.entries(spec.groups).map(([name, list]) => {
    if (list === '*') return { name, states: stateNames };
    checkList(['groups', name], list, stateNames, 'state');
    for (const state of list) grouped.add(state);
    return { name, states: list };
  });

  // A state nothing leads to, or one an order cannot leave, would strand orders or tabs; so would a
  // state no tab shows.
  const reached = new Set(initial.map((i) => i.state));
  for (let grew = true; grew; ) {
    grew = false;
    for (const a of actions) {
      if (!reached.has(a.to) && a.from.some((s) => reached.has(s))) {
        reached.add(a.to);
        grew = true;
      }
    }
  }
  const kinds = initial.map((i) => `${i.kind}: ${i.state}`).join(', ');
  for (const { name, final } of states) {
    const at = ['states', name];
    if (!final && !actions.some((a) => a.from.includes(name))) {
      report(at, `state "${name}" is not final, yet no action leads out of it`, true);
    }
    if (!reached.has(name)) report(at, `state "${name}" cannot be reached from an initial state (${kinds})`, true);
    if (!grouped.has(name)) report(at, `state "${name}" is in no group besides the '*' one`, true);
  }

  return { states, actors: spec.actors, inputs: spec.inputs, effects: [...orderEffects], initial, actions, groups };
}

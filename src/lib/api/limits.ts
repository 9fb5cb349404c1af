import { limits } from '../../../generated/api/limits';
import type { OperationName } from '../../../generated/api/operations';

type LimitedField<N extends OperationName> = N extends keyof typeof limits ? keyof (typeof limits)[N] & string : never;

/** Operations whose `page` the spec caps (list calls). */
export type PagedOperation = { [N in OperationName]: 'page' extends LimitedField<N> ? N : never }[OperationName];

/** The spec's upper bound of a param: a string's length or a number's value (spec/api.yaml, via the generator). */
export function maxOf<N extends OperationName>(op: N, field: LimitedField<N>): number {
  const table: Readonly<Record<string, Readonly<Record<string, readonly [number | null, number | null]>>>> = limits;
  const max = table[op]?.[field]?.[1];
  if (max == null) throw new Error(`spec/api.yaml gives ${op} no upper bound for ${field}`);
  return max;
}

/** How many pages a list of `total` entries has, never more than the call accepts. */
export function pageCountOf(op: PagedOperation, total: number, pageSize: number): number {
  return Math.min(maxOf(op, 'page'), Math.ceil(total / pageSize));
}

/** The `page` query value as a page the call accepts; 1 for anything else. */
export function pageParamOf(op: PagedOperation, query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, maxOf(op, 'page')) : 1;
}

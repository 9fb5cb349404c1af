// Where a call's parameters come from (spec §7): the query for GET (text, which the operation's generated
// `query` schema turns into each field's type), a JSON object body otherwise.
import type { Context } from 'hono';
import type { OperationDef } from '../../generated/api/operations';
import type { z } from 'zod';
import type { MessageKey } from '../messages';
import { ApiFailure } from './failure';

/** The query as the `query` schemas take it: a key's text, or the list of them when it repeats. */
export function queryRecord(query: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** The schema a call's params go through: the operation's `query` one for GET. */
export const paramsSchema = (op: OperationDef): z.ZodType => (op.method === 'GET' && op.query ? op.query : op.params);

export async function readParams(c: Context, op: OperationDef): Promise<unknown> {
  if (op.method === 'GET') return queryRecord(new URL(c.req.url).searchParams);
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  // Only JSON: a form post from another site cannot pose as a call.
  if (!/^application\/([\w.+-]+\+)?json(\s*;|$)/i.test(type)) throw new ApiFailure(415, 'unsupportedMediaType');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiFailure(400, 'malformedJson');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiFailure(400, 'bodyNotObject');
  return body;
}

/** The databases' integer columns (PostgreSQL's `integer`) hold 32 bits; SQLite's hold more, and would not say. */
const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/**
 * A field (or key) holding what neither database takes, as `fieldOf` names fields: a NUL character
 * (PostgreSQL refuses it in text, SQLite's full-text query parser ends the query there) or an integer
 * beyond 32 bits (PostgreSQL's integer columns refuse it, even in a comparison). Every integer of the spec
 * is an id, a page, a count or an amount of yen far inside that range, and no text a shopper types holds
 * NUL, so a call carrying either is refused before any handler sees it.
 */
export function unstorableField(value: unknown): string | null {
  // A walk with its own stack: a body may nest deeper than the call stack goes (JSON.parse allows it).
  interface Step { value: unknown; key: string | null; parent: Step | null }
  const pathOf = (step: Step, last?: string) => {
    const keys: string[] = last === undefined ? [] : [last];
    for (let at: Step | null = step; at?.key != null; at = at.parent) keys.unshift(at.key);
    return keys.join('.') || 'params';
  };
  const pending: Step[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      if (step.value.includes('\u0000')) return pathOf(step);
    } else if (typeof step.value === 'number') {
      if (Number.isInteger(step.value) && (step.value < int32.min || step.value > int32.max)) return pathOf(step);
    } else if (step.value !== null && typeof step.value === 'object') {
      for (const [key, inner] of Object.entries(step.value)) {
        if (key.includes('\u0000')) return pathOf(step, key.replaceAll('\u0000', ''));
        pending.push({ value: inner, key, parent: step });
      }
    }
  }
  return null;
}

/** The field a validation error is about, as the client named it: `Type`, `address.zip`, `items.2`. */
export function fieldOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'params';
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) return issue.keys[0]!;
  return issue.path.length > 0 ? issue.path.map(String).join('.') : 'params';
}

/** The message for that field: a web address of another kind (`javascript:`, `data:`, no scheme) says what is wanted. */
export function refusalOf(error: z.ZodError): MessageKey {
  const issue = error.issues[0];
  return issue?.code === 'invalid_format' && issue.format === 'url' ? 'webAddressInvalid' : 'invalidField';
}

// Where a call's parameters come from (spec §7): the query for GET (text, which the operation's generated
// `query` schema turns into each field's type), a JSON object body otherwise.
import type { Context } from 'hono';
import type { OperationDef } from '../../generated/api/operations';
import type { z } from 'zod';
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

/** The field a validation error is about, as the client named it: `Type`, `address.zip`, `items.2`. */
export function fieldOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'params';
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) return issue.keys[0]!;
  return issue.path.length > 0 ? issue.path.map(String).join('.') : 'params';
}

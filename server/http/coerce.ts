// GET parameters arrive as strings. Each is converted to what its field in the operation's zod schema
// expects (numbers, booleans, JSON-encoded objects and lists) before validation, so the schema alone
// decides what is valid and a value that does not convert is reported by the schema as the wrong type.
import type { z } from 'zod';

function baseType(schema: z.ZodType): string {
  let current = schema as unknown as { _zod: { def: { type: string; innerType?: unknown } } };
  for (;;) {
    const { def } = current._zod;
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) {
      current = def.innerType as typeof current;
    } else {
      return def.type;
    }
  }
}

function coerce(type: string, raw: string): unknown {
  switch (type) {
    case 'number':
    case 'bigint':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
    case 'object':
    case 'array':
    case 'record':
    case 'tuple':
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    case 'null':
      return raw === 'null' ? null : raw;
    default:
      return raw;
  }
}

/** Picks the schema's own keys from the query; other keys (n, from, isNew, deviceId…) are the envelope's. */
export function paramsFromQuery(schema: z.ZodType, query: URLSearchParams): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const params: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const values = query.getAll(key);
    if (values.length === 0) continue;
    const type = baseType(shape[key]!);
    // A repeated key is a list; only a list field accepts it.
    params[key] = values.length === 1 ? coerce(type, values[0]!) : values.map((v) => coerce(type, v));
  }
  return params;
}

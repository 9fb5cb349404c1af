// The compact field-type language of spec/api.yaml, parsed into a small tree that the emitter turns
// into zod code. Grammar: Base[(args)][[]][|null], e.g. `string(1..200)`, `CategoryNode[]`, `yen|null`.
// `webUrl` is an address a shopper writes that pages show as a link: only an absolute http(s) address,
// so that `javascript:`, `data:` and the like never reach a stored row or an href.

export type ScalarKind =
  | 'string' | 'int' | 'number' | 'boolean' | 'email' | 'webUrl' | 'yen' | 'datetime' | 'void' | 'unknown' | 'language' | 'goodsType' | 'site'
  | 'orderState' | 'orderAction' | 'orderGroup';

export type TypeNode =
  | { kind: ScalarKind; min?: number; max?: number }
  | { kind: 'enum'; values: string[] }
  | { kind: 'ref'; name: string }
  | { kind: 'array'; of: TypeNode }
  | { kind: 'nullable'; of: TypeNode }
  | { kind: 'object'; fields: FieldNode[] };

export interface FieldNode {
  name: string;
  optional: boolean;
  type: TypeNode;
}

const scalars = new Set<string>([
  'string', 'int', 'number', 'boolean', 'email', 'webUrl', 'yen', 'datetime', 'void', 'unknown', 'language', 'goodsType', 'site',
  'orderState', 'orderAction', 'orderGroup',
]);
const ranged = new Set<string>(['string', 'webUrl', 'int', 'number']);
const pattern = /^([A-Za-z][A-Za-z0-9]*)(?:\(([^)]*)\))?(\[\])?(\|null)?$/;

/** Parses one type expression; returns an error message instead of throwing. */
export function parseTypeExpr(text: string): TypeNode | { error: string } {
  const match = pattern.exec(text.replace(/\s+/g, ''));
  if (!match) return { error: `"${text}" is not a type expression (e.g. string, int(0..18), Name[], yen|null)` };
  const [, base, args, list, nullable] = match as unknown as [string, string, string | undefined, string?, string?];
  let node: TypeNode;
  if (base === 'enum') {
    const values = (args ?? '').split('|').filter(Boolean);
    if (values.length === 0) return { error: 'enum needs values: enum(a|b)' };
    node = { kind: 'enum', values };
  } else if (scalars.has(base)) {
    node = { kind: base as ScalarKind };
    if (args !== undefined) {
      if (!ranged.has(base)) return { error: `${base} takes no arguments` };
      const range = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/.exec(args);
      if (!range || (range[1] === undefined && range[2] === undefined)) {
        return { error: `"${args}" is not a range: write min..max, min.. or ..max` };
      }
      if (range[1] !== undefined) node.min = Number(range[1]);
      if (range[2] !== undefined) node.max = Number(range[2]);
      if (node.min !== undefined && node.max !== undefined && node.min > node.max) {
        return { error: `range ${args} has min above max` };
      }
    }
  } else if (/^[A-Z]/.test(base)) {
    if (args !== undefined) return { error: `schema ${base} takes no arguments` };
    node = { kind: 'ref', name: base };
  } else {
    return { error: `unknown type "${base}"` };
  }
  if (list) node = { kind: 'array', of: node };
  if (nullable) node = { kind: 'nullable', of: node };
  return node;
}

/** Names of the schemas a type refers to, for reference checks. */
export function refsOf(node: TypeNode): string[] {
  switch (node.kind) {
    case 'ref':
      return [node.name];
    case 'array':
    case 'nullable':
      return refsOf(node.of);
    case 'object':
      return node.fields.flatMap((f) => refsOf(f.type));
    default:
      return [];
  }
}

export interface ZodContext {
  /** Service codes of the languages, for the `language` type. */
  languageCodes: readonly string[];
  /** The marketplaces' goods Type codes, for the `goodsType` type. */
  goodsTypes: readonly number[];
  /** The marketplaces' ids, for the `site` type. */
  siteIds: readonly string[];
  /** The names of spec/orders.yaml, for the `orderState`, `orderAction` and `orderGroup` types. */
  orderStates: readonly string[];
  orderActions: readonly string[];
  orderGroups: readonly string[];
}

/** Emits zod 4 source for a type. References become getters so schemas may refer to each other. */
export function zodSource(node: TypeNode, ctx: ZodContext, indent = ''): string {
  const range = (n: { min?: number; max?: number }) =>
    (n.min !== undefined ? `.min(${n.min})` : '') + (n.max !== undefined ? `.max(${n.max})` : '');
  switch (node.kind) {
    case 'string':
      return `z.string()${range(node)}`;
    case 'int':
      return `z.int()${range(node)}`;
    case 'number':
      return `z.number()${range(node)}`;
    case 'yen':
      return 'z.int().min(0)';
    case 'boolean':
      return 'z.boolean()';
    case 'email':
      return 'z.email()';
    case 'webUrl':
      // zod's http(s) protocol pattern also makes it insist on `http://` or `https://` written out at the
      // start (after trimming): `https:evil.example` and ` javascript:` are refused, not repaired.
      return `z.url({ protocol: z.regexes.httpProtocol })${range(node)}`;
    case 'datetime':
      return 'z.string().min(1)';
    case 'void':
      return 'z.null().optional()';
    case 'unknown':
      return 'z.unknown()';
    case 'language':
      return `z.enum([${ctx.languageCodes.map(quote).join(', ')}])`;
    case 'site':
      return `z.enum([${ctx.siteIds.map(quote).join(', ')}])`;
    case 'orderState':
      return `z.enum([${ctx.orderStates.map(quote).join(', ')}])`;
    case 'orderAction':
      return `z.enum([${ctx.orderActions.map(quote).join(', ')}])`;
    case 'orderGroup':
      return `z.enum([${ctx.orderGroups.map(quote).join(', ')}])`;
    case 'goodsType':
      return `z.literal([${ctx.goodsTypes.join(', ')}])`;
    case 'enum':
      return `z.enum([${node.values.map(quote).join(', ')}])`;
    case 'ref':
      return node.name;
    case 'array':
      return `z.array(${zodSource(node.of, ctx, indent)})`;
    case 'nullable':
      return `${zodSource(node.of, ctx, indent)}.nullable()`;
    case 'object':
      return objectSource(node.fields, ctx, indent);
  }
}

function objectSource(fields: FieldNode[], ctx: ZodContext, indent: string): string {
  if (fields.length === 0) return 'z.object({})';
  const inner = `${indent}  `;
  const lines = fields.map((field) => {
    const value = zodSource(field.type, ctx, inner) + (field.optional ? '.optional()' : '');
    const key = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(field.name) ? field.name : quote(field.name);
    return refsOf(field.type).length > 0
      ? `${inner}get ${key}() {\n${inner}  return ${value};\n${inner}},`
      : `${inner}${key}: ${value},`;
  });
  return `z.object({\n${lines.join('\n')}\n${indent}})`;
}

/**
 * Emits the zod source of a GET operation's params as its query string carries them: every value is text
 * (a repeated key, a list of texts), turned into the field's type by a helper of generated/api/operations.ts
 * (`queryNumber`, `queryBoolean`, `queryJson`) and then checked by the field's own schema.
 */
export function querySource(fields: FieldNode[], ctx: ZodContext, indent: string): string {
  if (fields.length === 0) return 'z.object({})';
  const inner = `${indent}  `;
  const lines = fields.map((field) => {
    const value = queryFieldSource(field.type, ctx, inner) + (field.optional ? '.optional()' : '');
    const key = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(field.name) ? field.name : quote(field.name);
    return refsOf(field.type).length > 0
      ? `${inner}get ${key}() {\n${inner}  return ${value};\n${inner}},`
      : `${inner}${key}: ${value},`;
  });
  return `z.object({\n${lines.join('\n')}\n${indent}})`;
}

function queryFieldSource(node: TypeNode, ctx: ZodContext, indent: string): string {
  const schema = zodSource(node, ctx, indent);
  const base = node.kind === 'nullable' ? node.of : node;
  switch (base.kind) {
    case 'int':
    case 'number':
    case 'yen':
    case 'goodsType':
      return `queryNumber.pipe(${schema})`;
    case 'boolean':
      return node.kind === 'nullable' ? `queryBoolean.pipe(${schema})` : 'queryBoolean';
    case 'array':
    case 'object':
    case 'ref':
      return `z.preprocess(queryJson, ${schema})`;
    default:
      return schema;
  }
}

export function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

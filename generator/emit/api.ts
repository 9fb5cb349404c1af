import type { Project } from 'ts-morph';
import type { Model, OperationModel } from '../model';
import { type ZodContext, refsOf, zodSource } from '../typeexpr';
import { addConst, addType, literal, newFile, quote } from './print';

export function emitApi(project: Project, model: Model): void {
  const ctx: ZodContext = {
    languageCodes: model.languages.map((l) => l.service),
    goodsTypes: model.sites.flatMap((s) => (s.type === null ? [] : [s.type])).sort((a, b) => a - b),
    siteIds: model.sites.map((s) => s.id),
    orderStates: model.orders.states.map((s) => s.name),
    orderActions: model.orders.actions.map((a) => a.name),
    orderGroups: model.orders.groups.map((g) => g.name),
  };
  emitSchemas(project, model, ctx);
  emitOperations(project, model, ctx);
  emitEndpoints(project, model);
  emitClient(project, model);
}

function emitSchemas(project: Project, model: Model, ctx: ZodContext): void {
  const file = newFile(project, 'api/schemas.ts', ['spec/api.yaml']);
  file.addImportDeclaration({ moduleSpecifier: 'zod', namedImports: ['z'] });
  for (const schema of model.schemas) {
    addConst(file, {
      isExported: true,
      declarations: [{ name: schema.name, initializer: zodSource({ kind: 'object', fields: schema.fields }, ctx) }],
    });
    addType(file, { isExported: true, name: schema.name, type: `z.infer<typeof ${schema.name}>` });
  }
}

function emitOperations(project: Project, model: Model, ctx: ZodContext): void {
  const file = newFile(project, 'api/operations.ts', ['spec/api.yaml']);
  const refs = new Set(model.operations.flatMap((o) => [...refsOf(o.result), ...o.params.flatMap((f) => refsOf(f.type))]));
  file.addImportDeclaration({ moduleSpecifier: 'zod', namedImports: ['z'] });
  if (refs.size > 0) file.addImportDeclaration({ moduleSpecifier: './schemas', namedImports: [...refs].sort() });
  addType(file, { isExported: true, name: 'HttpMethod', type: "'GET' | 'POST' | 'PUT' | 'DELETE'" });
  file.addInterface({
    isExported: true,
    name: 'OperationDef',
    typeParameters: [
      { name: 'P', constraint: 'z.ZodType', default: 'z.ZodType' },
      { name: 'R', constraint: 'z.ZodType', default: 'z.ZodType' },
    ],
    properties: [
      ['name', 'string', 'the `n` the call carries'],
      ['fn', 'string', 'the client function'],
      ['method', 'HttpMethod'],
      ['style', "'query' | 'api'", 'query: `?n=<name>`; api: `/api/<name>`'],
      ['auth', "'none' | 'optional' | 'required' | 'staff'"],
      ['retry', 'boolean', 'safe to retry once on a transient status'],
      ['params', 'P'],
      ['result', 'R'],
    ].map(([name, type, doc]) => ({ name: name!, type, isReadonly: true, docs: doc ? [doc] : [] })),
  });
  const entries = model.operations.map((op) => `  ${quote(op.name)}: ${operationSource(op, ctx)},`);
  addConst(file, {
    isExported: true,
    declarations: [{ name: 'operations', initializer: `{\n${entries.join('\n')}\n} as const satisfies Readonly<Record<string, OperationDef>>` }],
  });
  addType(file, { isExported: true, name: 'OperationName', type: 'keyof typeof operations' });
  addType(file, { isExported: true, name: 'OperationParams', typeParameters: [{ name: 'N', constraint: 'OperationName' }], type: "z.input<(typeof operations)[N]['params']>" });
  addType(file, { isExported: true, name: 'OperationResult', typeParameters: [{ name: 'N', constraint: 'OperationName' }], type: "z.output<(typeof operations)[N]['result']>" });
  file.addStatements(`
export function isOperationName(value: unknown): value is OperationName {
  return typeof value === 'string' && Object.hasOwn(operations, value);
}`);
}

function operationSource(op: OperationModel, ctx: ZodContext): string {
  const fields = [
    `name: ${quote(op.name)}`,
    `fn: ${quote(op.fn)}`,
    `method: ${quote(op.method)}`,
    `style: ${quote(op.style)}`,
    `auth: ${quote(op.auth)}`,
    `retry: ${op.retry}`,
    `params: ${zodSource({ kind: 'object', fields: op.params }, ctx, '    ')}`,
    `result: ${zodSource(op.result, ctx, '    ')}`,
  ];
  return `{\n${fields.map((f) => `    ${f},`).join('\n')}\n  }`;
}

/** Limits of each operation's params (a string's length, a number's value), for screens that check before they send. */
function limitsOf(op: OperationModel): Record<string, [number | null, number | null]> {
  const limits: Record<string, [number | null, number | null]> = {};
  for (const field of op.params) {
    const type = field.type.kind === 'nullable' ? field.type.of : field.type;
    const ranged = type.kind === 'string' || type.kind === 'int' || type.kind === 'number';
    if (ranged && (type.min !== undefined || type.max !== undefined)) {
      limits[field.name] = [type.min ?? null, type.max ?? null];
    }
  }
  return limits;
}

// The browser gets the operations without their zod schemas: the server validates every call with
// them (answering in the shopper's language), and the types below keep the two sides in step.
function emitEndpoints(project: Project, model: Model): void {
  const file = newFile(project, 'api/endpoints.ts', ['spec/api.yaml']);
  file.addImportDeclaration({ moduleSpecifier: './operations', isTypeOnly: true, namedImports: ['HttpMethod', 'OperationName'] });
  file.addInterface({
    isExported: true,
    name: 'Endpoint',
    typeParameters: [{ name: 'N', constraint: 'OperationName', default: 'OperationName' }],
    properties: [
      ['name', 'N'], ['fn', 'string'], ['method', 'HttpMethod'], ['style', "'query' | 'api'"],
      ['auth', "'none' | 'optional' | 'required' | 'staff'"], ['retry', 'boolean'],
      ['limits', 'Readonly<Record<string, readonly [number | null, number | null]>>', '[min, max] of params: a string\'s length, a number\'s value'],
    ].map(([name, type, doc]) => ({ name: name!, type, isReadonly: true, docs: doc ? [doc] : [] })),
  });
  const table = Object.fromEntries(
    model.operations.map((op) => [op.name, { name: op.name, fn: op.fn, method: op.method, style: op.style, auth: op.auth, retry: op.retry, limits: limitsOf(op) }]),
  );
  addConst(file, {
    isExported: true,
    declarations: [{ name: 'endpoints', initializer: `${literal(table)} as const satisfies { readonly [N in OperationName]: Endpoint<N> }` }],
  });
}

function emitClient(project: Project, model: Model): void {
  const file = newFile(project, 'api/client.ts', ['spec/api.yaml']);
  file.addImportDeclarations([
    { moduleSpecifier: './endpoints', namedImports: ['endpoints', { name: 'Endpoint', isTypeOnly: true }] },
    { moduleSpecifier: './operations', isTypeOnly: true, namedImports: ['OperationName', 'OperationParams', 'OperationResult'] },
  ]);
  file.addInterface({
    isExported: true,
    name: 'CallOptions',
    properties: [
      { name: 'signal', type: 'AbortSignal', hasQuestionToken: true, isReadonly: true },
      { name: 'retry', type: 'boolean', hasQuestionToken: true, isReadonly: true, docs: ['Overrides the operation’s retry rule.'] },
      { name: 'silent', type: 'boolean', hasQuestionToken: true, isReadonly: true, docs: ['No error toast; the caller shows the error.'] },
    ],
  });
  addType(file, {
    isExported: true,
    name: 'Transport',
    docs: ['The one call path (src/lib/api): sends an operation and resolves with its data.'],
    type: '<N extends OperationName>(endpoint: Endpoint<N>, params: OperationParams<N>, options?: CallOptions) => Promise<OperationResult<N>>',
  });
  const members = model.operations.map((op) => {
    const key = `endpoints[${quote(op.name)}]`;
    const doc = `  /** ${op.method} ${op.name}${op.auth === 'required' ? ' (login required)' : op.auth === 'staff' ? ' (staff only)' : ''}${op.summary ? ` — ${op.summary}` : ''} */`;
    if (op.params.length === 0) return `${doc}\n  ${op.fn}: (options?: CallOptions) => transport(${key}, {}, options),`;
    const optional = op.params.every((f) => f.optional);
    const param = `params: OperationParams<${quote(op.name)}>${optional ? ' = {}' : ''}`;
    return `${doc}\n  ${op.fn}: (${param}, options?: CallOptions) => transport(${key}, params, options),`;
  });
  file.addFunction({
    isExported: true,
    name: 'createApiClient',
    docs: ['One typed function per operation of spec/api.yaml, over the given transport.'],
    parameters: [{ name: 'transport', type: 'Transport' }],
    statements: `return {\n${members.join('\n')}\n};`,
  });
  addType(file, { isExported: true, name: 'ApiClient', type: 'ReturnType<typeof createApiClient>' });
}

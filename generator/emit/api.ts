import type { Project } from 'ts-morph';
import type { Model, OperationModel } from '../model';
import { type ZodContext, querySource, refsOf, zodSource } from '../typeexpr';
import { addConst, addPlainFile, addType, literal, newFile, quote } from './print';

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
  emitLimits(project, model);
  emitClient(project, model);
  emitCalls(project, model);
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
      ['cache?', 'number', 'seconds any cache may keep a success (`Cache-Control: public`); absent: `private, no-store`'],
      ['retry', 'boolean', 'safe to retry once on a transient status'],
      ['params', 'P'],
      ['query?', 'z.ZodType', 'GET only: the params as the query string carries them, text turned into each field\'s type'],
      ['result', 'R'],
    ].map(([name, type, doc]) => ({ name: name!.replace('?', ''), hasQuestionToken: name!.endsWith('?'), type, isReadonly: true, docs: doc ? [doc] : [] })),
  });
  file.addStatements(`
// A GET call's params arrive as text. These turn it into what a field's schema takes — by public zod API,
// so that the schema alone decides what is valid and a text that does not convert is refused by it.
const queryNumber = z.string().trim().min(1).pipe(z.coerce.number());
const queryBoolean = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'], case: 'sensitive' });
/** An object or list is sent as JSON; a repeated key is a list of its values, each JSON or else text. */
function queryJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(queryJson);
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}`);
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
    ...(op.cache === null ? [] : [`cache: ${op.cache}`]),
    `retry: ${op.retry}`,
    `params: ${zodSource({ kind: 'object', fields: op.params }, ctx, '    ')}`,
    ...(op.method === 'GET' ? [`query: ${querySource(op.params, ctx, '    ')}`] : []),
    `result: ${zodSource(op.result, ctx, '    ')}`,
  ];
  return `{\n${fields.map((f) => `    ${f},`).join('\n')}\n  }`;
}

/** Limits of each operation's params (a string's length, a number's value), for screens that check before they send. */
function limitsOf(op: OperationModel): Record<string, [number | null, number | null]> {
  const limits: Record<string, [number | null, number | null]> = {};
  for (const field of op.params) {
    const type = field.type.kind === 'nullable' ? field.type.of : field.type;
    const ranged = type.kind === 'string' || type.kind === 'webUrl' || type.kind === 'int' || type.kind === 'number';
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
    name: 'EndpointCall',
    docs: ['What the transport needs to send an operation.'],
    typeParameters: [{ name: 'N', constraint: 'OperationName', default: 'OperationName' }],
    properties: [['name', 'N'], ['method', 'HttpMethod'], ['style', "'query' | 'api'"], ['retry', 'boolean']]
      .map(([name, type]) => ({ name: name!, type, isReadonly: true })),
  });
  file.addInterface({
    isExported: true,
    name: 'Endpoint',
    typeParameters: [{ name: 'N', constraint: 'OperationName', default: 'OperationName' }],
    extends: ['EndpointCall<N>'],
    properties: [
      ['fn', 'string'], ['auth', "'none' | 'optional' | 'required' | 'staff'"],
      ['limits', 'Readonly<Record<string, readonly [number | null, number | null]>>', '[min, max] of params: a string\'s length, a number\'s value'],
    ].map(([name, type, doc]) => ({ name: name!, type, isReadonly: true, docs: doc ? [doc] : [] })),
  });
  const table = Object.fromEntries(
    model.operations.map((op) => [op.name, { name: op.name, fn: op.fn, method: op.method, style: op.style, auth: op.auth, retry: op.retry, limits: limitsOf(op) }]),
  );
  addConst(file, {
    isExported: true,
    docs: ['Every operation at once (createApiClient, tests); the browser\'s calls carry their own record (api/calls/*.ts).'],
    declarations: [{ name: 'endpoints', initializer: `${literal(table)} as const satisfies { readonly [N in OperationName]: Endpoint<N> }` }],
  });
}

// The forms' table: only the operations whose params have limits, apart from the calls, so a form's
// chunk does not carry every operation and the calls do not carry the limits.
function emitLimits(project: Project, model: Model): void {
  const file = newFile(project, 'api/limits.ts', ['spec/api.yaml']);
  const table = Object.fromEntries(
    model.operations.map((op) => [op.name, limitsOf(op)] as const).filter(([, l]) => Object.keys(l).length > 0),
  );
  addConst(file, {
    isExported: true,
    docs: ['[min, max] of params (a string\'s length, a number\'s value) of each operation that has any.'],
    declarations: [{ name: 'limits', initializer: `${literal(table)} as const` }],
  });
}

function emitClient(project: Project, model: Model): void {
  const file = newFile(project, 'api/client.ts', ['spec/api.yaml']);
  file.addImportDeclarations([
    { moduleSpecifier: './endpoints', namedImports: ['endpoints', { name: 'EndpointCall', isTypeOnly: true }] },
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
    type: '<N extends OperationName>(endpoint: EndpointCall<N>, params: OperationParams<N>, options?: CallOptions) => Promise<OperationResult<N>>',
  });
  const members = model.operations.map((op) => {
    const { params, args } = signatureOf(op);
    return `  ${docOf(op)}\n  ${op.fn}: (${params}) => transport(endpoints[${quote(op.name)}], ${args}),`;
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

function docOf(op: OperationModel): string {
  const who = op.auth === 'required' ? ' (login required)' : op.auth === 'staff' ? ' (staff only)' : '';
  return `/** ${op.method} ${op.name}${who}${op.summary ? ` — ${op.summary}` : ''} */`;
}

function signatureOf(op: OperationModel): { params: string; args: string } {
  if (op.params.length === 0) return { params: 'options?: CallOptions', args: '{}, options' };
  const optional = op.params.every((f) => f.optional);
  return { params: `params: OperationParams<${quote(op.name)}>${optional ? ' = {}' : ''}, options?: CallOptions`, args: 'params, options' };
}

// The browser's client: one module per operation, each with the little the transport needs, gathered
// into a barrel that src/lib/api/client.ts re-exports as the `api` namespace. A bundler then keeps each
// call in the chunk of the screens that make it, so operations the home page does not call add nothing
// to its first load. The transport is connected once at start-up (connectTransport).
function emitCalls(project: Project, model: Model): void {
  const sources = ['spec/api.yaml'];
  const slot = newFile(project, 'api/call.ts', sources);
  slot.addImportDeclarations([
    { moduleSpecifier: './client', isTypeOnly: true, namedImports: ['CallOptions', 'Transport'] },
    { moduleSpecifier: './endpoints', isTypeOnly: true, namedImports: ['EndpointCall'] },
    { moduleSpecifier: './operations', isTypeOnly: true, namedImports: ['OperationName', 'OperationParams', 'OperationResult'] },
  ]);
  slot.addStatements(`
let transport: Transport | undefined;

/** Sends the calls of api/calls.ts through the given transport (src/lib/api/client.ts, at start-up). */
export function connectTransport(next: Transport): void {
  transport = next;
}

export function call<N extends OperationName>(endpoint: EndpointCall<N>, params: OperationParams<N>, options?: CallOptions): Promise<OperationResult<N>> {
  if (!transport) throw new Error(\`\${endpoint.name} was called before connectTransport\`);
  return transport(endpoint, params, options);
}`);
  for (const op of model.operations) {
    const record = `{ name: ${quote(op.name)}, method: ${quote(op.method)}, style: ${quote(op.style)}, retry: ${op.retry} }`;
    const { params, args } = signatureOf(op);
    const imports = [
      "import { call } from '../call';",
      "import type { CallOptions } from '../client';",
      ...(op.params.length > 0 ? ["import type { OperationParams } from '../operations';"] : []),
    ];
    const text = `${imports.join('\n')}\n\n${docOf(op)}\nexport const ${op.fn} = (${params}) =>\n  call(${record}, ${args});\n`;
    addPlainFile(project, `api/calls/${op.fn}.ts`, sources, text);
  }
  addPlainFile(project, 'api/calls.ts', sources, model.operations.map((op) => `export { ${op.fn} } from './calls/${op.fn}';`).join('\n'));
}

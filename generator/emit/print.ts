import {
  type FunctionDeclarationStructure,
  type ImportDeclarationStructure,
  IndentationText,
  type InterfaceDeclarationStructure,
  type OptionalKind,
  Project,
  QuoteKind,
  type StatementStructures,
  StructureKind,
  type WriterFunction,
} from 'ts-morph';

/** One in-memory ts-morph project per generation run; files are printed, never saved through it. */
export function createProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
  });
}

export function header(sources: readonly string[]): string {
  return [
    `// Generated from ${sources.join(', ')} by \`npm run gen\` — do not edit.`,
    '// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.',
    '',
  ].join('\n');
}

/**
 * A file of generated/ while it is emitted: its statements are gathered here, and ts-morph makes and prints
 * the source file once, from all of them (printFiles). Each insertion into a ts-morph source file re-parses
 * the whole file, so adding a file's hundreds of statements one by one cost time growing with the square of
 * its size: most of a generation run.
 */
export class GeneratedFile {
  /** Imports come first, wherever in the emitter they were added. */
  private readonly imports: StatementStructures[] = [];
  private readonly rest: (StatementStructures | WriterFunction)[] = [];

  constructor(
    readonly path: string,
    readonly sources: readonly string[],
  ) {}

  get statements(): (StatementStructures | WriterFunction)[] {
    return [...this.imports, ...this.rest];
  }

  addImportDeclaration(s: OptionalKind<ImportDeclarationStructure>): void {
    this.imports.push({ ...s, kind: StructureKind.ImportDeclaration });
  }

  addImportDeclarations(list: OptionalKind<ImportDeclarationStructure>[]): void {
    for (const s of list) this.addImportDeclaration(s);
  }

  addInterface(s: OptionalKind<InterfaceDeclarationStructure>): void {
    this.rest.push({ ...s, kind: StructureKind.Interface });
  }

  addFunction(s: OptionalKind<FunctionDeclarationStructure>): void {
    this.rest.push({ ...s, kind: StructureKind.Function });
  }

  /** Source text (lines given apart are kept together), set apart from what comes before by a blank line. */
  addStatements(text: string | readonly string[]): void {
    const joined = typeof text === 'string' ? text : text.join('\n');
    this.rest.push((writer) => {
      writer.blankLineIfLastNot();
      writer.write(joined.replace(/^\n+/, ''));
    });
  }
}

const filesOf = new WeakMap<Project, GeneratedFile[]>();

export function newFile(project: Project, path: string, sources: readonly string[]): GeneratedFile {
  const file = new GeneratedFile(path, sources);
  filesOf.set(project, [...(filesOf.get(project) ?? []), file]);
  return file;
}

const plainFiles = new WeakMap<Project, Map<string, string>>();

/**
 * A small file printed here rather than through ts-morph (the calls and constants sections, one module
 * each, made by the hundred): parsing each into the project would cost more than the rest of emit.
 */
export function addPlainFile(project: Project, path: string, sources: readonly string[], body: string): void {
  const files = plainFiles.get(project) ?? new Map<string, string>();
  plainFiles.set(project, files);
  files.set(path, `${header(sources)}${body.trim()}\n`);
}

export function plainFilesOf(project: Project): ReadonlyMap<string, string> {
  return plainFiles.get(project) ?? new Map();
}

/** Each file made through newFile, printed under its fixed header: one blank line between statements, one newline at the end. */
export function printFiles(project: Project): Map<string, string> {
  const printed = new Map<string, string>();
  for (const file of filesOf.get(project) ?? []) {
    const source = project.createSourceFile(file.path, { statements: file.statements }, { overwrite: true });
    printed.set(file.path, `${header(file.sources)}${source.getFullText().trim().replace(/\n{3,}/g, '\n\n')}\n`);
  }
  return printed;
}

export function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function propertyKey(key: string): string {
  return identifier.test(key) ? key : quote(key);
}

/** TypeScript source for plain data: objects keep their key order, strings are single-quoted. */
export function literal(value: unknown, indent = ''): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => literal(v, inner));
    const flat = `[${items.join(', ')}]`;
    return flat.length + indent.length <= 100 && !flat.includes('\n')
      ? flat
      : `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const items = entries.map(([k, v]) => `${propertyKey(k)}: ${literal(v, inner)}`);
    const flat = `{ ${items.join(', ')} }`;
    return flat.length + indent.length <= 100 && !flat.includes('\n')
      ? flat
      : `{\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}}`;
  }
  throw new Error(`cannot print ${typeof value}`);
}

/** A union of string literals, one per line when long. */
export function union(values: readonly string[]): string {
  if (values.length === 0) return 'never';
  const flat = values.map(quote).join(' | ');
  return flat.length <= 90 ? flat : `\n${values.map((v) => `  | ${quote(v)}`).join('\n')}`;
}

interface ConstStructure {
  isExported?: boolean;
  docs?: string[];
  declarations: { name: string; type?: string; initializer: string }[];
}

interface TypeStructure {
  isExported?: boolean;
  docs?: string[];
  name: string;
  typeParameters?: (string | { name: string; constraint?: string; default?: string })[];
  type: string;
}

const docBlock = (docs: string[] | undefined) =>
  !docs || docs.length === 0
    ? ''
    : docs.length === 1
      ? `/** ${docs[0]} */\n`
      : `/**\n${docs.map((d) => ` * ${d}`).join('\n')}\n */\n`;

// Multi-line initializers and types are written as whole statements: ts-morph's structure printer
// would indent their continuation lines once more, and reformatting every file afterwards costs more
// than the rest of generation together.
export function addConst(file: GeneratedFile, s: ConstStructure): void {
  const [d] = s.declarations;
  file.addStatements(`${docBlock(s.docs)}${s.isExported ? 'export ' : ''}const ${d!.name}${d!.type ? `: ${d!.type}` : ''} = ${d!.initializer};`);
}

export function exportConst(file: GeneratedFile, name: string, type: string | undefined, initializer: string, docs?: string[]): void {
  addConst(file, { isExported: true, docs, declarations: [{ name, type, initializer }] });
}

export function addType(file: GeneratedFile, s: TypeStructure): void {
  const params = s.typeParameters?.map((p) =>
    typeof p === 'string' ? p : `${p.name}${p.constraint ? ` extends ${p.constraint}` : ''}${p.default ? ` = ${p.default}` : ''}`,
  );
  const generics = params && params.length > 0 ? `<${params.join(', ')}>` : '';
  file.addStatements(`${docBlock(s.docs)}${s.isExported ? 'export ' : ''}type ${s.name}${generics} =${s.type.startsWith('\n') ? '' : ' '}${s.type};`);
}

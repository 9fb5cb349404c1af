// `constants` (generated/constants.ts) and `api` (src/lib/api/client.ts) are namespaces of one module per
// section / operation, so a bundle keeps only what each chunk reads and the home page's first load does
// not grow with every section and operation added. That holds only while the browser code reads their
// members (`constants.cart.x`, `api.search(…)`): destructuring either, indexing it or passing it on
// makes the bundler build the whole namespace, every section or call, into a shared chunk.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers';

const namespaces = [
  { name: 'constants', from: /\/generated\/constants$/ },
  { name: 'api', from: /\/lib\/api\/client$|^\.\/client$/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Each use of an imported namespace that is not a member read (`ns.x`) or a type (`typeof ns`). */
function wholeUses(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const imported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      const ns = namespaces.find((n) => n.name === name && n.from.test(statement.moduleSpecifier.getText(source).slice(1, -1)));
      if (ns) imported.add(element.name.text);
    }
  }
  const problems: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && imported.has(node.text)) {
      const parent = node.parent;
      const memberRead = ts.isPropertyAccessExpression(parent) && parent.expression === node;
      const typeOnly = ts.isTypeQueryNode(parent) || ts.isQualifiedName(parent);
      const otherName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || ts.isPropertyAssignment(parent) && parent.name === node;
      if (!memberRead && !typeOnly && !otherName) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        problems.push(`${fileName}:${line + 1}: ${node.text} used whole: read its members (${node.text}.x) instead`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('the constants and api namespaces', () => {
  it('are only read member by member in the storefront', () => {
    const problems = sourceFiles(join(projectRoot, 'src')).flatMap((file) =>
      wholeUses(relative(projectRoot, file), readFileSync(file, 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('catches destructuring, indexing and passing on', () => {
    const text = [
      "import { constants } from '../../generated/constants';",
      "import { api as calls } from '../lib/api/client';",
      'const { cart } = constants;',
      "const key = 'cart' as const; const section = constants[key];",
      'use(calls);',
      'const fine = constants.cart.maxQuantity + (await calls.search({})).total;',
      'type Fine = typeof constants.cart;',
    ].join('\n');
    expect(wholeUses('x.ts', text)).toEqual([
      'x.ts:3: constants used whole: read its members (constants.x) instead',
      'x.ts:4: constants used whole: read its members (constants.x) instead',
      'x.ts:5: calls used whole: read its members (calls.x) instead',
    ]);
  });
});

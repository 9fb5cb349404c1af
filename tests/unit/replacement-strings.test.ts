// `replace` and `replaceAll` read $&, $`, $' and $$ in a replacement string as the match, all the text before
// it, all the text after it and one dollar. Text from outside in one of them (a keyword, a name, a content
// key) blows up what it is written into: a search keyword of a hundred $` once made a page of a hundred
// megabytes. A replacement is therefore a literal, written by hand, or a function, whose result is taken as
// it is; this test finds any other in the project's code, its tests and scripts included.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers';

const folders = ['src', 'server', 'generator', 'generated', 'tests', 'build'];
const skipped = /(^|\/)(node_modules|dist[^/]*|test-results|\.tmp-test-[^/]*)(\/|$)/;
const code = /\.(?:[cm]?[jt]s|tsx)$/;

function codeFiles(): string[] {
  const top = readdirSync(projectRoot, { withFileTypes: true }).filter((e) => e.isFile() && code.test(e.name)).map((e) => join(projectRoot, e.name));
  const inFolders = folders.flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && code.test(e.name))
      .map((e) => join(e.parentPath, e.name))
      .filter((path) => !skipped.test(relative(projectRoot, path))),
  );
  return [...top, ...inFolders];
}

/** The `replace`/`replaceAll` calls of a file whose replacement is neither a literal nor a function. */
function interpretedReplacements(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['replace', 'replaceAll'].includes(node.expression.name.text) && node.arguments.length === 2) {
      const replacement = node.arguments[1]!;
      const safe = ts.isStringLiteral(replacement) || ts.isNoSubstitutionTemplateLiteral(replacement) || ts.isArrowFunction(replacement) || ts.isFunctionExpression(replacement);
      const line = source.getLineAndCharacterOfPosition(replacement.getStart()).line + 1;
      if (!safe) found.push(`${line}: .${node.expression.name.text}(…, ${replacement.getText().replace(/\s+/g, ' ').slice(0, 120)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('replacement strings', () => {
  it('finds a replacement built from data, and passes literals and functions', () => {
    const sample = [
      "page.replace('</head>', `${head}</head>`);",
      'page.replaceAll(/x/g, value);',
      "page.replace('a', 'b' + value);",
      "page.replace('a', '$1 ');",
      'page.replace(/a/g, () => value);',
      'page.replace(/a/g, function (m) { return m; });',
      'history.replace(url);',
    ].join('\n');
    expect(interpretedReplacements('sample.ts', sample).map((line) => line.split(':')[0])).toEqual(['1', '2', '3']);
  });

  it('are literals or functions throughout the project', () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => interpretedReplacements(path, readFileSync(path, 'utf8')).map((line) => `${relative(projectRoot, path)}:${line}`));
    expect(found).toEqual([]);
  });
});

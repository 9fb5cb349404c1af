// Units a shopper reads (kg, cm) come from the locale strings, which write them as each language does
// (كغ and سم in Arabic, กก. and ซม. in Thai, кг and см in Russian): a "cm" or "kg" typed into a screen's
// text or template stays English in every language. This finds them in the storefront's source.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ts } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers';

const unit = /[\s\d×})](?:cm|kg|mm)(?=$|[\s.,;:)·])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Each piece of screen text (JSX text, string or template text) that writes a unit after a value. */
function hardCodedUnits(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    // JSX text follows a value or a space; so does a template piece after a \${…}; a string (an id such as
    // 'kg', a query key) counts only where a value or a space inside it comes before the unit.
    const shown = ts.isJsxText(node) ? ` ${node.text}`
      : ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? `}${node.text}`
      : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) ? node.text
      : null;
    if (shown !== null && unit.test(shown) && !(ts.isStringLiteral(node) && ts.isImportDeclaration(node.parent))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${fileName}:${line + 1}: ${JSON.stringify(node.getText(source).trim())}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('units on screens', () => {
  it('come from the locale strings, never from the source', () => {
    const problems = sourceFiles(join(projectRoot, 'src')).flatMap((file) => hardCodedUnits(relative(projectRoot, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches JSX text, template pieces and strings with a unit after a value', () => {
    const text = [
      'const a = <p>{grams / 1000} kg</p>;',
      'const b = `${l}×${w}×${h} cm`;',
      "const c = value + ' cm';",
      'const d = `${n}kg`;',
      "const fine = { weight: 'kg' }; const alsoFine = t('parcel.size', { l, w, h }); const key = 'cmYen';",
    ].join('\n');
    expect(hardCodedUnits('x.tsx', text)).toEqual(['x.tsx:1: "kg"', 'x.tsx:2: "} cm`"', "x.tsx:3: \"' cm'\"", 'x.tsx:4: "}kg`"']);
  });
});

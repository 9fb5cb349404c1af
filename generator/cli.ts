// npm run gen            regenerate generated/ from spec/
// npm run gen:check      regenerate in memory and exit 1 naming each stale, missing or extra file
// Options: --root DIR (project root), --out DIR (default generated), --spec DIR (default spec)
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { SpecError, formatDiagnostic, sortDiagnostics } from './diagnostics';
import { generate } from './generate';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    root: { type: 'string', default: process.cwd() },
    out: { type: 'string', default: 'generated' },
    spec: { type: 'string', default: 'spec' },
  },
});
const root = values.root;
const outDir = join(root, values.out);

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).replaceAll('\\', '/'));
  } catch {
    return [];
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

let files: Map<string, string>;
try {
  files = generate({ root, specDir: values.spec });
} catch (error) {
  if (!(error instanceof SpecError)) throw error;
  const list = sortDiagnostics(error.diagnostics);
  for (const d of list) console.error(formatDiagnostic(d));
  console.error(`\n${list.length} problem${list.length === 1 ? '' : 's'} in ${values.spec}/; ${values.out}/ was not changed.`);
  process.exit(1);
}

const extra = listFiles(outDir).filter((f) => !files.has(f));
const changed = [...files].filter(([path, text]) => readOrNull(join(outDir, path)) !== text);

if (values.check) {
  for (const [path] of changed) {
    const state = readOrNull(join(outDir, path)) === null ? 'missing' : 'stale';
    console.error(`${values.out}/${path}: ${state}`);
  }
  for (const path of extra) console.error(`${values.out}/${path}: not generated from the spec (would be removed)`);
  if (changed.length + extra.length > 0) {
    console.error(`\n${values.out}/ is out of date with ${values.spec}/: run \`npm run gen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${values.out}/ is up to date (${files.size} files).`);
} else {
  for (const [path, text] of changed) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), text);
  }
  for (const path of extra) rmSync(join(outDir, path));
  console.log(
    `${values.out}/: ${files.size} files, ${changed.length} written, ${extra.length} removed, ${files.size - changed.length} unchanged.`,
  );
}

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { type Diagnostic, SourceMap } from './diagnostics';

export interface LoadedFile {
  /** Path relative to the project root, as shown in diagnostics: `spec/sites/mercari.yaml`. */
  file: string;
  data: unknown;
  source: SourceMap;
}

export interface LoadedSpec {
  routes: LoadedFile;
  editions: LoadedFile;
  api: LoadedFile;
  constants: LoadedFile;
  languages: LoadedFile;
  orders: LoadedFile;
  duties: LoadedFile;
  sites: LoadedFile[];
}

const topFiles = ['routes', 'editions', 'api', 'constants', 'languages', 'orders', 'duties'] as const;

/** Reads every spec file; YAML syntax errors (duplicate keys included) are collected, not thrown. */
export function loadSpec(root: string, specDir = 'spec'): { spec: LoadedSpec; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const read = (rel: string): LoadedFile => {
    const file = `${specDir}/${rel}`.replaceAll('\\', '/');
    let text: string;
    try {
      text = readFileSync(join(root, specDir, rel), 'utf8');
    } catch {
      diagnostics.push({ file, line: 1, col: 1, path: '', message: 'file is missing' });
      text = '';
    }
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
    // After the first syntax error the parser's later complaints are mostly echoes of it.
    const [error] = doc.errors;
    if (error) {
      const pos = error.linePos?.[0] ?? lines.linePos(error.pos[0]);
      diagnostics.push({ file, line: pos.line, col: pos.col, path: '', message: firstLine(error.message) });
    }
    const source = new SourceMap(file, doc, lines);
    return { file, data: doc.errors.length > 0 ? undefined : doc.toJS(), source };
  };
  const [routes, editions, api, constants, languages, orders, duties] = topFiles.map((name) => read(`${name}.yaml`)) as [
    LoadedFile, LoadedFile, LoadedFile, LoadedFile, LoadedFile, LoadedFile, LoadedFile,
  ];
  let siteNames: string[] = [];
  try {
    siteNames = readdirSync(join(root, specDir, 'sites')).filter((f) => f.endsWith('.yaml')).sort();
  } catch {
    diagnostics.push({ file: `${specDir}/sites`, line: 1, col: 1, path: '', message: 'folder is missing' });
  }
  const sites = siteNames.map((name) => read(`sites/${name}`));
  return { spec: { routes, editions, api, constants, languages, orders, duties, sites }, diagnostics };
}

function firstLine(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

import type { Document, LineCounter, Node } from 'yaml';
import { isMap, isNode, isPair, isScalar, isSeq } from 'yaml';

/** One problem in the spec, located at `file:line:col` so an editor can jump to it. */
export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  path: string;
  message: string;
}

export type PathKey = string | number;

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col} ${d.path || '(root)'}: ${d.message}`;
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) =>
    a.file !== b.file ? (a.file < b.file ? -1 : 1) : a.line - b.line || a.col - b.col,
  );
}

/** Thrown when the spec has problems; carries every one of them, not just the first. */
export class SpecError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(sortDiagnostics(diagnostics).map(formatDiagnostic).join('\n'));
    this.name = 'SpecError';
  }
}

/** A parsed spec file that can turn a data path back into a source position. */
export class SourceMap {
  constructor(
    readonly file: string,
    private readonly doc: Document,
    private readonly lines: LineCounter,
  ) {}

  /**
   * The position of the node at `path`, or of its nearest existing ancestor. With `key` true the
   * position of the mapping key is given (for "unknown key" and "duplicate" messages).
   */
  locate(path: readonly PathKey[], key = false): { line: number; col: number } {
    let node: unknown = this.doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const segment of path) {
      const pair = findPair(node, segment);
      if (pair === undefined) break;
      node = isPair(pair) ? pair.value : pair;
      const keyStart = isPair(pair) ? rangeStart(pair.key) : undefined;
      const valueStart = rangeStart(node);
      offset = (key ? keyStart : valueStart) ?? valueStart ?? keyStart ?? offset;
    }
    return this.lines.linePos(offset);
  }

  diagnostic(path: readonly PathKey[], message: string, key = false): Diagnostic {
    const { line, col } = this.locate(path, key);
    return { file: this.file, line, col, path: path.join('.'), message };
  }
}

function rangeStart(node: unknown): number | undefined {
  return isNode(node) && node.range ? node.range[0] : undefined;
}

function findPair(node: unknown, segment: PathKey): unknown {
  if (isMap(node)) {
    return node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
  }
  if (isSeq(node) && typeof segment === 'number') return node.items[segment] as Node | undefined;
  return undefined;
}

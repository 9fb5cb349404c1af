// Shared helpers for the generator tests: temporary copies of the project's spec/ (and generated/),
// targeted edits of spec files, and running the generator's command-line tools.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpecError, formatDiagnostic, sortDiagnostics } from '../../generator/diagnostics';
import { loadModel } from '../../generator/generate';

/** The project root (/work/main). */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export interface TempProject {
  root: string;
  /** Absolute path of a file inside the copy. */
  path(rel: string): string;
  read(rel: string): string;
  write(rel: string, text: string): void;
  /** Replaces exactly one occurrence of `from` in the file; fails the test if it is not there once. */
  edit(rel: string, from: string, to: string): void;
  /**
   * Replaces `from` by `to` on line `line` (1-based) of the file, failing if that line does not hold
   * `from`: the test states where it breaks the spec, and the expected positions follow from that.
   */
  editLine(rel: string, line: number, from: string, to: string): void;
  /**
   * The 1-based number of the one line of the file that reads exactly `text` (fails unless there is
   * exactly one): lets a test name the line it breaks without depending on edits elsewhere in the file.
   */
  lineOf(rel: string, text: string): number;
  remove(): void;
}

/**
 * A throw-away copy of spec/ (and, when asked, generated/). `inside` puts it under the project root
 * (.tmp-test-*), so that bare imports such as 'zod' in the copied generated/ resolve to node_modules.
 */
export function tempProject(options: { generated?: boolean; inside?: boolean } = {}): TempProject {
  const root = mkdtempSync(options.inside ? join(projectRoot, '.tmp-test-') : join(tmpdir(), 'spec-test-'));
  cpSync(join(projectRoot, 'spec'), join(root, 'spec'), { recursive: true });
  if (options.generated) cpSync(join(projectRoot, 'generated'), join(root, 'generated'), { recursive: true });
  const path = (rel: string) => join(root, rel);
  const read = (rel: string) => readFileSync(path(rel), 'utf8');
  const write = (rel: string, text: string) => writeFileSync(path(rel), text);
  return {
    root,
    path,
    read,
    write,
    edit(rel, from, to) {
      const text = read(rel);
      const count = text.split(from).length - 1;
      if (count !== 1) throw new Error(`${rel}: expected exactly one "${from}", found ${count}`);
      write(rel, text.replace(from, () => to));
    },
    editLine(rel, line, from, to) {
      const lines = read(rel).split('\n');
      const current = lines[line - 1];
      if (current === undefined || !current.includes(from)) {
        throw new Error(`${rel}:${line} is ${JSON.stringify(current)}, which does not hold ${JSON.stringify(from)}`);
      }
      lines[line - 1] = current.replace(from, () => to);
      write(rel, lines.join('\n'));
    },
    lineOf(rel, text) {
      const lines = read(rel).split('\n');
      const at = lines.flatMap((line, i) => (line === text ? [i + 1] : []));
      if (at.length !== 1) throw new Error(`${rel}: expected one line ${JSON.stringify(text)}, found ${at.length}`);
      return at[0]!;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The formatted diagnostics (`file:line:col path: message`, sorted) that loading the spec reports. */
export function specDiagnostics(root: string): string[] {
  try {
    loadModel({ root });
  } catch (error) {
    if (error instanceof SpecError) return sortDiagnostics(error.diagnostics).map(formatDiagnostic);
    throw error;
  }
  return [];
}

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

const tsxCli = join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** Runs a TypeScript entry point of the project (generator/cli.ts, generator/site-new.ts) with tsx. */
export function runTool(script: string, args: readonly string[], cwd = projectRoot): RunResult {
  const result = spawnSync(process.execPath, [tsxCli, join(projectRoot, script), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    // Only a hang is ended here, as vitest's own limit does (vite.config.ts): the generator on a copy of
    // the project took over a minute on a machine busy with a browser suite beside it.
    timeout: 600_000,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under dir, relative and with forward slashes, mapped to its content; sorted by path. */
export function snapshotDir(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(relative(dir, full).replaceAll('\\', '/'), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

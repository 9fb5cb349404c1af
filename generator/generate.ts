import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SpecError } from './diagnostics';
import { emitApi } from './emit/api';
import { emitDuties } from './emit/duties';
import { emitConstants, emitDayjsLocales, emitEditions, emitLanguages, emitSites } from './emit/basics';
import { emitLinks } from './emit/links';
import { manifest } from './emit/manifest';
import { emitOrders } from './emit/orders';
import { emitRoutes } from './emit/routes';
import { emitSources } from './emit/sources';
import { emitTracking } from './emit/tracking';
import { createProject, header, plainFilesOf, printFiles } from './emit/print';
import { loadSpec } from './load';
import { buildModel, byString, type Model } from './model';

export interface GenerateOptions {
  /** Project root; spec/ is read from here. */
  root: string;
  specDir?: string;
}

/** Load → validate → model. Throws SpecError listing every problem. */
export function loadModel({ root, specDir = 'spec' }: GenerateOptions): Model {
  const { spec, diagnostics } = loadSpec(root, specDir);
  const { model, diagnostics: modelDiagnostics } = buildModel(spec);
  const all = [...diagnostics, ...modelDiagnostics];
  if (all.length > 0 || !model) throw new SpecError(all);
  return model;
}

const runtimeSource = readFileSync(fileURLToPath(new URL('./runtime.ts', import.meta.url)), 'utf8');

/** Every file of generated/, path → content, in a fixed order. Nothing is written here. */
export function emit(model: Model): Map<string, string> {
  const project = createProject();
  emitLanguages(project, model);
  emitDayjsLocales(project, model);
  emitEditions(project, model);
  emitConstants(project, model);
  emitSites(project, model);
  emitRoutes(project, model);
  emitLinks(project, model);
  emitApi(project, model);
  emitOrders(project, model);
  emitDuties(project, model);
  emitTracking(project, model);
  emitSources(project, model);
  const files = new Map<string, string>();
  files.set('runtime.ts', header(['generator/runtime.ts']) + runtimeSource.replace(/^(\/\/.*\n)+/, ''));
  for (const [path, text] of printFiles(project)) files.set(path, text);
  for (const [path, text] of plainFilesOf(project)) files.set(path, text);
  files.set('manifest.json', manifest(model));
  return new Map([...files].sort(([a], [b]) => byString(a, b)));
}

export function generate(options: GenerateOptions): Map<string, string> {
  return emit(loadModel(options));
}

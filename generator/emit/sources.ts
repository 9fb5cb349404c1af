import type { Project } from 'ts-morph';
import type { Model } from '../model';
import { addPlainFile, literal } from './print';

/** The live marketplace sources the spec declares, typed for server/sources (registration reads them). */
export function emitSources(project: Project, model: Model): void {
  const table = Object.fromEntries(model.sites.filter((s) => s.source).map((s) => [s.id, s.source]));
  addPlainFile(project, 'sources.ts', ['spec/sites/*.yaml'], `
import type { SiteId } from './sites';

export interface SourceConfig {
  /** The provider kind: server/sources/kinds/<kind>.ts. */
  readonly kind: string;
  /** The provider's public base address. */
  readonly base: string;
  /** The environment variable that, when set, replaces \`base\` (a local replica in tests). */
  readonly baseEnv: string;
  /** The kind's credential keys → the environment variables holding them. */
  readonly credentials: Readonly<Record<string, string>>;
  /** Calls per window for the provider's key, shared by every server process. */
  readonly rateLimit: { readonly calls: number; readonly perSeconds: number };
  readonly timeoutMs: number;
  readonly cacheMs: { readonly search: number; readonly item: number; readonly categories: number };
  /** Goods field → the provider's answer field it is read from, where the spec maps one. */
  readonly map: Readonly<Record<string, string>>;
  /** The listings the provider serves; the local catalog keeps the marketplace's others. */
  readonly listings: readonly ('fixed' | 'auction')[];
}

export const sourceConfigs: { readonly [S in SiteId]?: SourceConfig } = ${literal(table)};
`);
}

// `npm run site:new -- <id>` scaffolds spec/sites/<id>.yaml; generating from it must give the new
// marketplace its routes, link builders and goods Type, in TypeScript that type-checks.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleKind, ModuleResolutionKind, Project, ScriptTarget, type Diagnostic, ts } from 'ts-morph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type RunResult, type TempProject, runTool, tempProject } from './helpers';

interface SiteYaml {
  id: string;
  type?: number;
  cartShopType: number;
  routes: Record<string, { path: string; isAuth?: boolean }>;
  links: { detail: string[]; shop?: string[] };
}

let project: TempProject;
let created: RunResult;
let generated: RunResult;
let existingCartTypes: number[];

beforeAll(() => {
  // Inside the project root, so that 'zod' (imported by generated/api) resolves to node_modules.
  project = tempProject({ generated: true, inside: true });
  const sitesDir = project.path('spec/sites');
  existingCartTypes = readdirSync(sitesDir).map((f) => (parse(readFileSync(join(sitesDir, f), 'utf8')) as SiteYaml).cartShopType);
  created = runTool('generator/site-new.ts', ['zozo', '--root', project.root]);
  generated = runTool('generator/cli.ts', ['--root', project.root]);
});

afterAll(() => {
  project?.remove();
});

describe('site:new zozo', () => {
  it('succeeds and says what it made', () => {
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/^Created spec\/sites\/zozo\.yaml \(goods Type 12, cart shop type \d+\)\./);
  });

  it('writes a site file with the next free goods Type code (spec §3 uses 1–11) and a free cart shop type', () => {
    const site = parse(project.read('spec/sites/zozo.yaml')) as SiteYaml;
    expect(site.id).toBe('zozo');
    expect(site.type).toBe(12);
    expect(existingCartTypes).toHaveLength(13);
    expect(existingCartTypes).not.toContain(site.cartShopType);
    expect(site.cartShopType).toBeGreaterThanOrEqual(1);
    expect(site.cartShopType).toBeLessThanOrEqual(18); // cart shop entry type is 0-18 (spec §3)
    // The lowest one not taken.
    for (let n = 1; n < site.cartShopType; n++) expect(existingCartTypes, String(n)).toContain(n);
  });

  it('gives it landing, shop and detail routes under /mall/zozo', () => {
    const site = parse(project.read('spec/sites/zozo.yaml')) as SiteYaml;
    expect(site.routes.landing?.path).toBe('/mall/zozo');
    expect(site.routes.shop?.path).toBe('/mall/zozo/shop/:id');
    expect(site.routes.detail?.path).toBe('/mall/zozo/detail/:id');
  });

  it('refuses to run twice for the same id and leaves the file alone', () => {
    const before = project.read('spec/sites/zozo.yaml');
    const again = runTool('generator/site-new.ts', ['zozo', '--root', project.root]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('spec/sites/zozo.yaml already exists');
    expect(project.read('spec/sites/zozo.yaml')).toBe(before);
  });

  it('refuses a bad or missing id', () => {
    for (const args of [['Zozo'], ['zo-zo'], ['9zozo'], ['../zozo'], []]) {
      const result = runTool('generator/site-new.ts', [...args, '--root', project.root]);
      expect(result.status, JSON.stringify(args)).toBe(1);
      expect(result.stderr, JSON.stringify(args)).toMatch(/lowercase letters and digits/);
    }
    expect(readdirSync(project.path('spec/sites')).sort()).toEqual([
      'amazon.yaml', 'bunjang.yaml', 'card.yaml', 'lashinbang.yaml', 'magi.yaml', 'market.yaml', 'mercari.yaml', 'minne.yaml',
      'paypay.yaml', 'rakuma.yaml', 'rakuten.yaml', 'surugaya.yaml', 'yahoo.yaml', 'zozo.yaml',
    ]);
  });
});

describe('generating with the new site', () => {
  it('runs cleanly', () => {
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
  });

  it('adds mall.zozo, mall.zozo.shop and mall.zozo.detail to routes.ts and manifest.json', () => {
    const routesTs = project.read('generated/routes.ts');
    for (const name of ['mall.zozo', 'mall.zozo.shop', 'mall.zozo.detail']) expect(routesTs).toContain(`'${name}'`);
    const manifest = JSON.parse(project.read('generated/manifest.json')) as {
      routes: { name: string; path: string; site: string | null }[];
      sites: { id: string; type: number | null }[];
    };
    const zozoRoutes = manifest.routes.filter((r) => r.site === 'zozo').map((r) => [r.name, r.path]);
    expect(zozoRoutes.sort()).toEqual([
      ['mall.zozo', '/mall/zozo'],
      ['mall.zozo.detail', '/mall/zozo/detail/:id'],
      ['mall.zozo.shop', '/mall/zozo/shop/:id'],
    ]);
    expect(manifest.sites.find((s) => s.id === 'zozo')?.type).toBe(12);
  });

  it('adds zozoDetailLink and zozoShopLink to links.ts', () => {
    const links = project.read('generated/links.ts');
    expect(links).toMatch(/export function zozoDetailLink\(/);
    expect(links).toMatch(/export function zozoShopLink\(/);
    expect(links).toMatch(/\bzozo: zozoDetailLink,/);
  });

  it('adds 12 to GoodsType', () => {
    const sites = project.read('generated/sites.ts');
    const goodsType = /export type GoodsType =([^;]*);/.exec(sites)?.[1];
    expect(goodsType).toBeDefined();
    const codes = [...goodsType!.matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(codes.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  describe('type-checks with the new site', () => {
    const typecheck = (snippet: string): Diagnostic[] => {
      const tsProject = new Project({
        compilerOptions: {
          strict: true,
          noUncheckedIndexedAccess: true,
          target: ScriptTarget.ES2022,
          module: ModuleKind.ESNext,
          moduleResolution: ModuleResolutionKind.Bundler,
          lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
          types: [],
          skipLibCheck: true,
          noEmit: true,
        },
        skipAddingFilesFromTsConfig: true,
      });
      tsProject.addSourceFilesAtPaths(project.path('generated/**/*.ts'));
      // dayjs ships no declarations for its locale files; the TypeScript bundled with ts-morph (unlike
      // the project's tsc) reports their dynamic imports under strict, so declare them here.
      tsProject.createSourceFile(project.path('dayjs-locales.d.ts'), "declare module 'dayjs/locale/*';\n");
      const file = project.path('check.ts');
      writeFileSync(file, snippet);
      tsProject.addSourceFileAtPath(file);
      return tsProject.getPreEmitDiagnostics();
    };
    const show = (list: Diagnostic[]) =>
      list.map((d) => {
        const text = d.getMessageText();
        const message = typeof text === 'string' ? text : ts.flattenDiagnosticMessageText(text.compilerObject, '\n');
        return `${d.getSourceFile()?.getBaseName() ?? '?'}:${d.getLineNumber() ?? '?'} ${message}`;
      });

    it('generated/ plus calls of the new routes and links: no diagnostics', () => {
      const diagnostics = typecheck(
        [
          "import { href } from './generated/routes';",
          "import { detailLink, shopLink, zozoDetailLink } from './generated/links';",
          "import { siteByGoodsType, type GoodsType } from './generated/sites';",
          "export const a: string = href('mall.zozo.detail', { id: 'x' });",
          "export const b: string = detailLink.zozo({ id: 'x' });",
          "export const c: string = zozoDetailLink({ id: 1 });",
          "export const d: string = shopLink.zozo({ id: 'shop' });",
          "export const e: string = href('mall.zozo');",
          'export const t: GoodsType = 12;',
          'export const s = siteByGoodsType[12];',
          '',
        ].join('\n'),
      );
      expect(show(diagnostics)).toEqual([]);
    });

    it('an unknown zozo route is a type error', () => {
      const diagnostics = typecheck(["import { href } from './generated/routes';", "export const a = href('mall.zozo.nope');", ''].join('\n'));
      const messages = show(diagnostics);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^check\.ts:2 .*mall\.zozo\.nope/);
    });
  });
});

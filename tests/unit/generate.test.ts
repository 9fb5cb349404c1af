// The generator's output as a whole: deterministic, headed, complete (manifest.json against the spec
// files and product spec §1–§3), and `gen` / `gen --check` on a copy of the project.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generate } from '../../generator/generate';
import { type TempProject, projectRoot, runTool, snapshotDir, tempProject } from './helpers';

interface Manifest {
  $comment: string;
  routes: { name: string; path: string; isAuth: boolean; site: string | null }[];
  sites: { id: string; type: number | null; cartShopType: number }[];
  operations: { name: string; method: string }[];
  languages: { code: string; service: string; dir: string }[];
  editions: { id: string; value: number; from: string }[];
  orders: { states: { name: string; final: boolean }[]; actions: { name: string; to: string }[] };
}

const readYaml = <T>(rel: string): T => parse(readFileSync(join(projectRoot, rel), 'utf8')) as T;

let files: Map<string, string>;
beforeAll(() => {
  files = generate({ root: projectRoot });
});

describe('generate()', () => {
  it('gives identical maps on two runs, in sorted path order', () => {
    const again = generate({ root: projectRoot });
    expect([...again]).toEqual([...files]);
    const paths = [...files.keys()];
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const path of ['api/client.ts', 'api/operations.ts', 'api/schemas.ts', 'constants.ts', 'editions.ts', 'languages.ts',
      'links.ts', 'manifest.json', 'orders.ts', 'routes.ts', 'runtime.ts', 'sites.ts']) {
      expect(paths, path).toContain(path);
    }
  });

  it('does not depend on the order in which the site files are read', () => {
    // Same spec, site files written in reverse order into a fresh copy: the output must not change.
    const p = tempProject();
    try {
      const dir = p.path('spec/sites');
      const names = readdirSync(dir).sort().reverse();
      const texts = names.map((n) => [n, readFileSync(join(dir, n), 'utf8')] as const);
      for (const [n] of texts) rmSync(join(dir, n));
      for (const [n, text] of texts) writeFileSync(join(dir, n), text);
      expect([...generate({ root: p.root })]).toEqual([...files]);
    } finally {
      p.remove();
    }
  });

  it('matches the committed generated/ (npm run gen has been run)', () => {
    expect(snapshotDir(join(projectRoot, 'generated'))).toEqual(files);
  });

  it('starts every TypeScript file with the fixed "Generated from … — do not edit" header', () => {
    const header =
      /^\/\/ Generated from (spec\/\S+(, spec\/\S+)*|generator\/runtime\.ts) by `npm run gen` — do not edit\.\n\/\/ Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale\.\n/;
    for (const [path, text] of files) {
      if (!path.endsWith('.ts')) continue;
      expect(text, path).toMatch(header);
    }
    expect(files.get('links.ts')).toMatch(/^\/\/ Generated from spec\/sites\/\*\.yaml, spec\/routes\.yaml by/);
    expect(files.get('api/schemas.ts')).toMatch(/^\/\/ Generated from spec\/api\.yaml by/);
  });

  it('marks manifest.json as generated in its $comment', () => {
    const manifest = JSON.parse(files.get('manifest.json')!) as Manifest;
    expect(manifest.$comment).toBe('Generated from spec/ by `npm run gen` — do not edit.');
    expect(files.get('manifest.json')!.startsWith('{\n  "$comment": ')).toBe(true);
  });

  it('ends every file with exactly one newline', () => {
    for (const [path, text] of files) expect(text, path).toMatch(/[^\n]\n$/);
  });
});

describe('generated/manifest.json', () => {
  let manifest: Manifest;
  beforeAll(() => {
    manifest = JSON.parse(files.get('manifest.json')!) as Manifest;
  });

  it('lists all 13 marketplaces with the goods Type codes of spec §3', () => {
    const types = Object.fromEntries(manifest.sites.map((s) => [s.id, s.type]));
    expect(types).toEqual({
      mercari: 1, rakuma: 2, market: 3, surugaya: 4, paypay: 5, rakuten: 6, yahoo: 7, minne: 8, amazon: 9,
      lashinbang: 10, bunjang: 11, magi: null, card: null,
    });
  });

  it('gives every marketplace its own cart shop type within 0–18 (spec §3)', () => {
    const cartTypes = manifest.sites.map((s) => s.cartShopType);
    expect(new Set(cartTypes).size).toBe(13);
    for (const t of cartTypes) expect(t >= 0 && t <= 18, String(t)).toBe(true);
  });

  it('lists all 17 languages of spec §3 with their service codes', () => {
    expect(manifest.languages.map((l) => l.code)).toEqual([
      'en', 'zhCn', 'zhTw', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru',
    ]);
    const service = Object.fromEntries(manifest.languages.map((l) => [l.code, l.service]));
    expect(service.zhTw).toBe('zh-TW');
    expect(service.zhCn).toBe('zh-CN');
    for (const code of ['en', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru']) {
      expect(service[code], code).toBe(code);
    }
    expect(manifest.languages.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('lists the editions of spec §1', () => {
    const values = Object.fromEntries(manifest.editions.map((e) => [e.id, e.value]));
    expect(values.global).toBe(15);
    expect(values.analytics).toBe(16);
    expect(Object.keys(values).sort()).toEqual(['analytics', 'china', 'global']);
  });

  it('lists the states and actions of spec/orders.yaml, in spec order', () => {
    const orders = readYaml<{ states: Record<string, { final?: boolean }>; actions: Record<string, { to: string }> }>('spec/orders.yaml');
    expect(manifest.orders.states).toEqual(Object.entries(orders.states).map(([name, s]) => ({ name, final: s.final ?? false })));
    expect(manifest.orders.actions.map((a) => [a.name, a.to])).toEqual(Object.entries(orders.actions).map(([name, a]) => [name, a.to]));
  });

  it('lists every operation of spec/api.yaml', () => {
    const api = readYaml<{ operations: Record<string, { method: string }> }>('spec/api.yaml');
    expect(manifest.operations.map((o) => o.name).sort()).toEqual(Object.keys(api.operations).sort());
    for (const op of manifest.operations) expect(op.method, op.name).toBe(api.operations[op.name]!.method);
  });

  it('lists every route: the entries of routes.yaml plus each site’s routes and seller centre', () => {
    const routesYaml = readYaml<{ routes: Record<string, { path: string }> }>('spec/routes.yaml');
    const expected = new Map(Object.entries(routesYaml.routes).map(([name, r]) => [name, r.path]));
    const siteFiles = readdirSync(join(projectRoot, 'spec/sites')).filter((f) => f.endsWith('.yaml'));
    expect(siteFiles).toHaveLength(13);
    for (const f of siteFiles) {
      const site = readYaml<{ id: string; routes: Record<string, { path: string }>; center?: { path: string; pages: string[] } }>(
        `spec/sites/${f}`,
      );
      for (const [key, r] of Object.entries(site.routes)) {
        expected.set(key === 'landing' ? `mall.${site.id}` : `mall.${site.id}.${key}`, r.path);
      }
      if (site.center) {
        expected.set(`mall.${site.id}.center`, site.center.path);
        for (const page of site.center.pages) expected.set(`mall.${site.id}.center.${page}`, `${site.center.path}/${page}`);
      }
    }
    expect(manifest.routes).toHaveLength(expected.size);
    expect(new Map(manifest.routes.map((r) => [r.name, r.path]))).toEqual(expected);
  });

  it('holds the mall pages of spec §2', () => {
    const paths = new Set(manifest.routes.map((r) => r.path));
    for (const site of ['magi', 'yahoo', 'minne', 'amazon', 'paypay', 'rakuma', 'bunjang', 'mercari', 'rakuten', 'surugaya', 'lashinbang']) {
      expect(paths.has(`/mall/${site}`), site).toBe(true);
    }
    for (const path of ['/mall/minne/shop', '/mall/minne/detail', '/mall/market/shop', '/mall/market/shop/:shopid',
      '/mall/market/detail/:id', '/mall/card/detail/:id', '/mall/yahoo/center/seller', '/mall/mercari/center/quota',
      '/mall/surugaya/thirdShopIndex/:id', '/mall/rakuten/comment/:id']) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(paths.has('/mall/mercari/center/goods')).toBe(false); // goods and seller are yahoo only
  });
});

describe('the gen command on a copy of the project', () => {
  let project: TempProject | undefined;
  afterEach(() => {
    project?.remove();
    project = undefined;
  });

  it('--check passes while generated/ is current and changes nothing', () => {
    project = tempProject({ generated: true });
    const before = snapshotDir(project.path('generated'));
    const result = runTool('generator/cli.ts', ['--check', '--root', project.root]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`generated/ is up to date (${files.size} files).\n`);
    expect(snapshotDir(project.path('generated'))).toEqual(before);
  });

  it('--check exits 1 naming stale, missing and extra files; gen then repairs generated/', () => {
    const p = (project = tempProject({ generated: true }));
    const original = snapshotDir(p.path('generated'));
    p.write('generated/links.ts', `${p.read('generated/links.ts')}// hand edit\n`);
    p.write('generated/extra.ts', 'export {};\n');
    rmSync(p.path('generated/api/schemas.ts'));
    const broken = snapshotDir(p.path('generated'));

    const check = runTool('generator/cli.ts', ['--check', '--root', p.root]);
    expect(check.status).toBe(1);
    const lines = check.stderr.split('\n');
    expect(lines).toContain('generated/links.ts: stale');
    expect(lines).toContain('generated/api/schemas.ts: missing');
    expect(lines).toContain('generated/extra.ts: not generated from the spec (would be removed)');
    expect(check.stderr).toContain('generated/ is out of date with spec/');
    expect(lines.filter((l) => /^generated\/\S+: /.test(l))).toHaveLength(3);
    expect(snapshotDir(p.path('generated'))).toEqual(broken); // --check writes nothing

    const gen = runTool('generator/cli.ts', ['--root', p.root]);
    expect(gen.status).toBe(0);
    expect(gen.stdout).toBe(`generated/: ${files.size} files, 2 written, 1 removed, ${files.size - 2} unchanged.\n`);
    expect(existsSync(p.path('generated/extra.ts'))).toBe(false);
    expect(snapshotDir(p.path('generated'))).toEqual(original);

    const again = runTool('generator/cli.ts', ['--check', '--root', p.root]);
    expect(again.status).toBe(0);
  });
});

// Pages of one edition: a route with `editions` is an unavailable page elsewhere, an edition with `pages`
// serves only those (vite.config.ts fixes the list into its build), and either naming what does not exist
// is refused at its position.
import { afterEach, describe, expect, it } from 'vitest';
import { emit, loadModel } from '../../generator/generate';
import { type TempProject, specDiagnostics, tempProject } from './helpers';

let project: TempProject | undefined;
afterEach(() => project?.remove());

const route = '  analytics: { path: /analytics, staff: true, editions: [analytics] }';
const pages = '    pages: [analytics, home, login, notFound]';

describe('pages of one edition', () => {
  it('are unavailable in the other editions and listed for the edition that serves only some', () => {
    const files = emit(loadModel({ root: process.cwd() }));
    const routes = files.get('routes.ts')!;
    const global = routes.slice(routes.indexOf('  global: {'));
    expect(global).toContain("analytics: { redirect: { route: 'download' } }");
    const analytics = routes.slice(routes.indexOf('  analytics: {'), routes.indexOf('  china: {'));
    expect(analytics).toContain("home: { redirect: { route: 'analytics' } }");
    expect(analytics).not.toContain("analytics: { redirect");
    expect(files.get('editions.ts')).toContain("export const editionPages: { readonly [E in EditionId]?: readonly string[] } = { analytics: ['analytics', 'home', 'login', 'notFound'] };");
  });

  it('refuse an unknown edition, an unknown page and a page kept for another edition', () => {
    project = tempProject();
    project.edit('spec/routes.yaml', route, '  analytics: { path: /analytics, staff: true, editions: [analytics, kiosk] }');
    project.edit('spec/editions.yaml', pages, '    pages: [analytics, home, login, notFound, nowhere]');
    project.edit('spec/editions.yaml', "    cartConfirmScriptSrc: [\"'self'\"]\n  # Staff only", "    cartConfirmScriptSrc: [\"'self'\"]\n    pages: [analytics, home]\n  # Staff only");
    const problems = specDiagnostics(project.root);
    expect(problems).toContainEqual(expect.stringMatching(/^spec\/routes\.yaml:\d+:\d+ routes\.analytics\.editions\.1: unknown edition "kiosk"$/));
    expect(problems).toContainEqual(expect.stringMatching(/^spec\/editions\.yaml:\d+:\d+ editions\.analytics\.pages\.4: unknown route "nowhere"$/));
    expect(problems).toContainEqual(expect.stringMatching(/^spec\/editions\.yaml:\d+:\d+ editions\.china\.pages\.0: route analytics is only in analytics, kiosk$/));
  });
});

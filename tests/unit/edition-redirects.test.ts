// Route rules may redirect, also to an external address (spec §2): an editions.yaml rule with `to: { url }`
// reaches the generated route table, and a malformed address is refused with its position.
import { afterEach, describe, expect, it } from 'vitest';
import { emit, loadModel } from '../../generator/generate';
import { type TempProject, specDiagnostics, tempProject } from './helpers';

let project: TempProject | undefined;
afterEach(() => project?.remove());

const rule = '      - { match: { pathPrefix: /personal/group/ }, to: { route: download } }';

describe('edition redirects to an external address', () => {
  it('reach the generated route rules of that edition only', () => {
    project = tempProject();
    project.edit('spec/editions.yaml', rule, `${rule}\n      - { match: { route: userGuide }, to: { url: 'https://help.example.com/guide' } }`);
    const routes = emit(loadModel({ root: project.root })).get('routes.ts')!;
    const global = routes.slice(routes.indexOf('  global: {'));
    expect(global).toContain("userGuide: { redirect: { url: 'https://help.example.com/guide' } }");
    const china = routes.slice(routes.indexOf('  china: {'), routes.indexOf('  global: {'));
    expect(china).not.toContain('userGuide');
  });

  it('refuse an address that is not http(s)', () => {
    project = tempProject();
    project.edit('spec/editions.yaml', rule, `${rule}\n      - { match: { route: userGuide }, to: { url: 'javascript:alert(1)' } }`);
    const [problem] = specDiagnostics(project.root);
    expect(problem).toMatch(/^spec\/editions\.yaml:\d+:\d+ editions\.global\.redirects\.1\.to\.url: Invalid URL$/);
  });
});

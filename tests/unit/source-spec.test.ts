// A site's live source (`source:` of spec/sites/<id>.yaml) is checked like the rest of the spec: an unknown
// kind, credential or key, a mapping to a goods field we do not have or from an answer field the kind does
// not have, and a missing rate limit are each reported at `file:line:col`. Columns are counted by hand.
import { afterEach, describe, expect, it } from 'vitest';
import { sourceConfigs } from '../../generated/sources';
import { type TempProject, specDiagnostics, tempProject } from './helpers';

const RAKUTEN = 'spec/sites/rakuten.yaml';
const KIND = '  kind: rakuten-ichiba';
const CREDENTIALS = '  credentials: { applicationId: RAKUTEN_APPLICATION_ID }';
const RATE = '  rateLimit: { calls: 1, perSeconds: 1 }';
const MAP = '  map: { description: itemCaption }';
const SOURCE = 'source:';

let project: TempProject | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

function broken(line: string, from: string, to: string): { p: TempProject; at: number } {
  project = tempProject();
  const at = project.lineOf(RAKUTEN, line);
  project.editLine(RAKUTEN, at, from, to);
  return { p: project, at };
}

describe('a live source in the spec', () => {
  it('is emitted typed, with its cache times in milliseconds', () => {
    expect(sourceConfigs.rakuten).toMatchObject({
      kind: 'rakuten-ichiba',
      baseEnv: 'RAKUTEN_API_BASE',
      credentials: { applicationId: 'RAKUTEN_APPLICATION_ID' },
      rateLimit: { calls: 1, perSeconds: 1 },
    });
    expect(sourceConfigs.rakuten!.cacheMs.search).toBe(120_000);
    expect(sourceConfigs.mercari).toBeUndefined();
    // A provider serving part of a marketplace names its listings; the others serve every listing.
    expect(sourceConfigs.yahoo).toMatchObject({ kind: 'yahoo-shopping', credentials: { appid: 'YAHOO_SHOPPING_APPID' }, listings: ['fixed'] });
    expect(sourceConfigs.rakuten!.listings).toEqual(['fixed', 'auction']);
  });

  it('an unknown kind: at its value', () => {
    const { p, at } = broken(KIND, 'rakuten-ichiba', 'rakuten-books');
    // `  kind: ` is 8 characters.
    expect(specDiagnostics(p.root)).toEqual([`${RAKUTEN}:${at}:9 source.kind: unknown source kind "rakuten-books" (known: amazon-paapi, rakuten-ichiba, yahoo-shopping)`]);
  });

  it('an unknown key of the section: at the key', () => {
    const { p, at } = broken(RATE, RATE, `${RATE}\n  retries: 2`);
    expect(specDiagnostics(p.root)).toEqual([`${RAKUTEN}:${at + 1}:3 source.retries: unknown key "retries"`]);
  });

  it('a credential the kind does not take, and the one it needs missing', () => {
    const { p, at } = broken(CREDENTIALS, 'applicationId', 'appKey');
    // `  credentials: { ` is 17 characters; the flow map opens at column 16.
    expect(specDiagnostics(p.root)).toEqual([
      `${RAKUTEN}:${at}:16 source.credentials: rakuten-ichiba needs the credential "applicationId"`,
      `${RAKUTEN}:${at}:18 source.credentials.appKey: rakuten-ichiba takes no credential "appKey" (it takes: applicationId)`,
    ]);
  });

  it('a mapping to a goods field we do not have: at the key', () => {
    const { p, at } = broken(MAP, 'description', 'blurb');
    // `  map: { ` is 9 characters.
    expect(specDiagnostics(p.root)).toEqual([`${RAKUTEN}:${at}:10 source.map.blurb: "blurb" is not a goods field (mappable: title, description, categoryName)`]);
  });

  it('a mapping from an answer field the kind does not have, and of a field the kind does not map', () => {
    const { p, at } = broken(MAP, 'description: itemCaption', 'description: itemText, categoryName: genreName');
    // `  map: { description: ` is 22 characters; `…itemText, ` brings categoryName to column 33.
    expect(specDiagnostics(p.root)).toEqual([
      `${RAKUTEN}:${at}:23 source.map.description: rakuten-ichiba has no answer field "itemText" for description (it has: itemCaption, catchcopy)`,
      `${RAKUTEN}:${at}:33 source.map.categoryName: rakuten-ichiba does not map categoryName`,
    ]);
  });

  it('a missing rate limit: at the section', () => {
    project = tempProject();
    project.edit(RAKUTEN, `${RATE}\n`, '');
    const at = project.lineOf(RAKUTEN, SOURCE);
    expect(specDiagnostics(project.root)).toEqual([`${RAKUTEN}:${at + 1}:3 source.rateLimit: is required`]);
  });
});

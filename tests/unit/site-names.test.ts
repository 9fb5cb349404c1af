// Every marketplace of spec/sites has its display name in every language (a new marketplace added with
// site:new fails here until its name is translated).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../../generated/languages';
import { siteIds, sites } from '../../generated/sites';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('marketplace names', () => {
  it.each(languages.map((l) => l.code))('%s names every marketplace', (code) => {
    const strings = JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8'));
    const missing = siteIds.filter((id) => typeof lookup(strings, sites[id].name) !== 'string');
    expect(missing).toEqual([]);
  });
});

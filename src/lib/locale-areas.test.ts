// The glossary is a feature area like any other: the browser fetches locales/gloss/<language>.json lazily,
// through the areas' map, with the first screen that glosses titles (loadNamespace('gloss')).
import { describe, expect, it } from 'vitest';
import { languages } from '../../generated/languages';
import { localeFile } from './i18n-setup';
import { areaLocaleFiles } from './locale-areas';

describe('the feature areas’ language files', () => {
  it('hold the glossary in every language, its terms loaded on demand', async () => {
    for (const { code } of languages) {
      const load = areaLocaleFiles[localeFile(code, 'gloss')];
      expect(load, code).toBeTypeOf('function');
      const { terms } = (await load!()).default as { terms: Record<string, string> };
      expect(terms['スニーカー'], code).toBeTruthy();
    }
  });

  it('leave out what the browser never reads: the server’s messages and the staff console’s', () => {
    expect(areaLocaleFiles[localeFile('en', 'server')]).toBeUndefined();
    expect(areaLocaleFiles[localeFile('en', 'ops')]).toBeUndefined();
    expect(areaLocaleFiles[localeFile('en', 'goods')]).toBeTypeOf('function');
  });
});

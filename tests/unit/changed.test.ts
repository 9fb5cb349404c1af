import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseTests, specAreas } from '../changed/choose';

describe('npm run test:changed chooses', () => {
  it('for a new marketplace: the generator first, then the tests of every site, not every test', () => {
    const choice = chooseTests(['spec/sites/zozo.yaml', 'locales/en.json', 'generated/sites.ts']);
    expect(choice.regenerate).toBe(true);
    expect([...choice.tests.keys()]).toEqual(expect.arrayContaining(['tests/unit/site-names.test.ts', 'tests/unit/links.test.ts', 'tests/unit/recognizer.test.ts']));
    expect(choice.tests.has('tests/unit/generate.test.ts')).toBe(false);
    expect(choice.tests.size).toBeLessThan(25);
    // generated/ is what everything imports: never followed.
    expect(choice.related).toEqual([]);
  });

  it('for a source file: its importing tests, and a changed test itself', () => {
    const choice = chooseTests(['src/lib/price.ts', 'server/test/cart.test.ts']);
    expect(choice.regenerate).toBe(false);
    expect(choice.related).toEqual(['src/lib/price.ts']);
    expect([...choice.tests.keys()]).toEqual(['server/test/cart.test.ts']);
  });

  it('for the generator: its whole-project tests too', () => {
    const choice = chooseTests(['generator/emit/links.ts']);
    expect(choice.regenerate).toBe(true);
    expect(choice.tests.has('tests/unit/generate.test.ts')).toBe(true);
    expect(choice.tests.has('tests/unit/site-names.test.ts')).toBe(true);
  });

  it('names only test files that exist', () => {
    const named = new Set(specAreas.flatMap((area) => area.tests));
    expect([...named].filter((file) => !existsSync(file))).toEqual([]);
  });
});

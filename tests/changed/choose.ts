// What `npm run test:changed` runs for a set of changed files. Nearly every module imports generated/ (the
// sites, the routes, the constants), so following imports from a spec edit would reach every test: a spec
// or generator change is mapped here instead, to the tests that read that part of the spec, and only other
// source files are followed through their importers (vitest's related mode).

export interface SpecArea {
  /** A path prefix under the project root. */
  prefix: string;
  /** What such a change is, said in the run's output. */
  is: string;
  tests: string[];
}

// Checks every spec file answers to: it loads, validates (errors at file:line:col) and generates.
const specChecks = ['tests/unit/spec-errors.test.ts', 'tests/unit/namespaces.test.ts'];
const locales = ['src/lib/locales.test.ts', 'src/lib/locale-areas.test.ts'];

export const specAreas: SpecArea[] = [
  {
    prefix: 'spec/sites/',
    is: 'a marketplace: its routes, links, pasted addresses, hosts, names in every language, live source and editions',
    tests: [
      ...specChecks, 'tests/unit/links.test.ts', 'tests/unit/href.test.ts', 'tests/unit/recognizer.test.ts', 'tests/unit/site-names.test.ts',
      'tests/unit/source-spec.test.ts', 'tests/unit/web-url-type.test.ts', 'tests/unit/edition-redirects.test.ts', 'tests/unit/edition-pages.test.ts',
      'server/test/goods.test.ts', 'server/test/search-counts.test.ts', ...locales,
    ],
  },
  { prefix: 'spec/routes.yaml', is: 'the routes', tests: [...specChecks, 'tests/unit/href.test.ts', 'tests/unit/edition-pages.test.ts', 'src/lib/centre-routes.test.ts'] },
  { prefix: 'spec/editions.yaml', is: 'the editions and their redirects', tests: [...specChecks, 'tests/unit/edition-redirects.test.ts', 'tests/unit/edition-pages.test.ts'] },
  { prefix: 'spec/api.yaml', is: 'the API operations', tests: [...specChecks, 'tests/unit/web-url-type.test.ts', 'server/test/web-address-params.test.ts', 'server/test/every-operation.test.ts'] },
  { prefix: 'spec/constants.yaml', is: 'the constants', tests: [...specChecks, 'tests/unit/tracking-spec.test.ts', 'tests/unit/units.test.ts'] },
  { prefix: 'spec/orders.yaml', is: 'the order states', tests: [...specChecks, 'tests/unit/orders-spec.test.ts'] },
  { prefix: 'spec/duties.yaml', is: 'the duty rules', tests: [...specChecks, 'tests/unit/duties-spec.test.ts'] },
  { prefix: 'spec/languages.yaml', is: 'the languages', tests: [...specChecks, 'tests/unit/site-names.test.ts', ...locales] },
  { prefix: 'locales/', is: 'the strings', tests: ['tests/unit/site-names.test.ts', 'tests/unit/glossary.test.ts', ...locales] },
  // The generator itself: everything above, and the whole-project runs (a copy of the project generated and
  // checked, a marketplace scaffolded), which a spec edit alone does not need.
  { prefix: 'generator/', is: 'the generator', tests: [] },
];
const generatorOwn = ['tests/unit/generate.test.ts', 'tests/unit/site-new.test.ts', 'tests/unit/spec-errors.test.ts'];

export interface Choice {
  /** Test files to run, each with why. */
  tests: Map<string, string>;
  /** Other changed source files, whose importing tests vitest finds. */
  related: string[];
  /** Whether generated/ must be written again first. */
  regenerate: boolean;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const isSource = (path: string) => /^(src|server|tests|generator)\/.*\.(ts|tsx|mjs)$/.test(path);

export function chooseTests(changed: string[]): Choice {
  const tests = new Map<string, string>();
  const related: string[] = [];
  let regenerate = false;
  const add = (files: string[], why: string) => {
    for (const file of files) if (!tests.has(file)) tests.set(file, why);
  };
  for (const path of changed) {
    if (path.startsWith('generated/')) continue;
    if (path.startsWith('spec/') || path.startsWith('generator/')) regenerate = true;
    if (path.startsWith('generator/')) {
      add([...generatorOwn, ...specAreas.flatMap((a) => a.tests)], `${path} changed (the generator)`);
      continue;
    }
    const area = specAreas.find((a) => path.startsWith(a.prefix));
    if (area) add(area.tests, `${path} changed (${area.is})`);
    else if (isTest(path)) add([path], `${path} changed`);
    else if (isSource(path)) related.push(path);
  }
  return { tests, related, regenerate };
}

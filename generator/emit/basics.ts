import type { Project } from 'ts-morph';
import { byString, type Model } from '../model';
import { addConst, addPlainFile, addType, exportConst, literal, newFile, quote, union } from './print';

export function emitLanguages(project: Project, model: Model): void {
  const file = newFile(project, 'languages.ts', ['spec/languages.yaml']);
  const codes = model.languages.map((l) => l.code);
  addType(file, { isExported: true, name: 'LanguageCode', type: union(codes) });
  addType(file, { isExported: true, name: 'ServiceLanguage', type: union(model.languages.map((l) => l.service)) });
  file.addInterface({
    isExported: true,
    name: 'Language',
    properties: [
      { name: 'code', type: 'LanguageCode', isReadonly: true },
      { name: 'service', type: 'ServiceLanguage', isReadonly: true },
      { name: 'name', type: 'string', isReadonly: true, docs: ['The language’s own name, for the picker.'] },
      { name: 'dir', type: "'ltr' | 'rtl'", isReadonly: true },
      { name: 'dayjs', type: 'string', isReadonly: true, docs: ['The dayjs locale to load.'] },
    ],
  });
  exportConst(file, 'languages', 'readonly Language[]', literal(model.languages));
  exportConst(file, 'languageCodes', 'readonly LanguageCode[]', literal(codes));
  exportConst(file, 'defaultLanguage', 'LanguageCode', quote(model.defaultLanguage));
  exportConst(file, 'helpFileLanguages', 'readonly LanguageCode[]', literal(model.helpFiles.languages));
  file.addStatements(`
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** An unsupported or missing language falls back to the default. */
export function resolveLanguage(value: string | null | undefined): LanguageCode {
  return isLanguageCode(value) ? value : defaultLanguage;
}

export function languageOf(code: LanguageCode): Language {
  return languages.find((language) => language.code === code)!;
}

/** Help files exist in a few languages only; the rest read them in ${model.helpFiles.fallback}. */
export function helpFileLanguage(code: LanguageCode): LanguageCode {
  return helpFileLanguages.includes(code) ? code : ${quote(model.helpFiles.fallback)};
}

/** The Accept-Language header sent with API calls in this language. */
export function acceptLanguage(code: LanguageCode): string {
  const { service } = languageOf(code);
  return service === ${quote(languageOf(model, model.defaultLanguage))} ? service : \`\${service},${languageOf(model, model.defaultLanguage)};q=0.8\`;
}`);
}

function languageOf(model: Model, code: string): string {
  return model.languages.find((l) => l.code === code)!.service;
}

export function emitEditions(project: Project, model: Model): void {
  const file = newFile(project, 'editions.ts', ['spec/editions.yaml']);
  file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './languages', namedImports: ['LanguageCode'] });
  addType(file, { isExported: true, name: 'EditionId', type: union(model.editions.map((e) => e.id)) });
  file.addInterface({
    isExported: true,
    name: 'Edition',
    properties: [
      ['id', 'EditionId'], ['value', 'number'], ['from', 'string'], ['languagePrefix', 'boolean'],
      ['forcedLanguage', 'LanguageCode | null'], ['yenDisplay', "'sign' | 'word'"], ['rmbOption', 'boolean'],
      ['localTimes', 'boolean'], ['socialLogin', 'boolean'], ['imagePlaceholder', 'string'],
      ['cartConfirmScriptSrc', 'readonly string[]'],
    ].map(([name, type]) => ({ name: name!, type, isReadonly: true })),
  });
  const table = Object.fromEntries(model.editions.map(({ overrides: _o, pages: _p, ...e }) => [e.id, e]));
  exportConst(file, 'editions', '{ readonly [E in EditionId]: Edition }', literal(table));
  exportConst(file, 'defaultEdition', 'EditionId', quote(model.defaultEdition));
  // Read by vite.config.ts, which fixes the edition's list into its bundle (so the others carry none of it).
  const pages = Object.fromEntries(model.editions.filter((e) => e.pages).map((e) => [e.id, [...e.pages!].sort(byString)]));
  exportConst(file, 'editionPages', '{ readonly [E in EditionId]?: readonly string[] }', literal(pages), [
    'Editions that serve only some pages (the analytics edition), and those pages; any other address is their 404.',
  ]);
  file.addStatements(`
export function isEditionId(value: unknown): value is EditionId {
  return typeof value === 'string' && Object.hasOwn(editions, value);
}`);
}

// One module per section, gathered into the `constants` namespace: a bundler keeps only the sections
// a chunk reads (`constants.cart.x`), each in the chunk that reads it, so a section the home page does not
// read never reaches its first load. Reading `constants` whole (destructuring it, passing it on) undoes
// that; tests/unit/namespaces.test.ts refuses it in src/.
export function emitConstants(project: Project, model: Model): void {
  const sources = ['spec/constants.yaml'];
  const sections = Object.entries(model.constants);
  for (const [name, value] of sections) {
    if (name === 'index') throw new Error('spec/constants.yaml: a section may not be called "index"');
    addPlainFile(project, `constants/${name}.ts`, sources, `export const ${name} = ${literal(value)} as const;\n`);
  }
  addPlainFile(project, 'constants/index.ts', sources, sections.map(([name]) => `export { ${name} } from './${name}';`).join('\n'));
  const file = newFile(project, 'constants.ts', sources);
  file.addStatements([
    '/** Every section of spec/constants.yaml, one module each: read members (`constants.cart.x`) so bundles keep only what they read. */',
    "export * as constants from './constants/index';",
  ]);
}

export function emitSites(project: Project, model: Model): void {
  const file = newFile(project, 'sites.ts', ['spec/sites/*.yaml']);
  const typed = model.sites.filter((s) => s.type !== null).sort((a, b) => a.type! - b.type!);
  addType(file, { isExported: true, name: 'SiteId', type: union(model.sites.map((s) => s.id)) });
  addType(file, {
    isExported: true,
    name: 'GoodsType',
    type: typed.map((s) => String(s.type)).join(' | ') || 'never',
    docs: ['The `Type` code of a goods list item (spec §3).'],
  });
  file.addInterface({
    isExported: true,
    name: 'Site',
    properties: [
      ['id', 'SiteId'], ['type', 'GoodsType | null'], ['cartShopType', 'number'], ['name', 'string'],
      ['origin', 'string | null'],
      ['categories', '{ readonly operation: string; readonly fn: string; readonly cacheMs: number; readonly field: string } | null'],
      ['editions', 'Readonly<Record<string, { readonly available: boolean; readonly loginRequired: boolean }>>'],
    ].map(([name, type]) => ({ name: name!, type, isReadonly: true })),
  });
  const table = Object.fromEntries(
    model.sites.map((s) => [s.id, { id: s.id, type: s.type, cartShopType: s.cartShopType, name: s.name, origin: s.origin, categories: s.categories, editions: s.editions }]),
  );
  exportConst(file, 'sites', '{ readonly [S in SiteId]: Site }', literal(table));
  exportConst(file, 'siteIds', 'readonly SiteId[]', literal(model.sites.map((s) => s.id)));
  const ordered = [...model.sites].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  addConst(file, {
    isExported: true,
    docs: ['Marketplaces in the order shoppers see them listed.'],
    declarations: [{ name: 'siteOrder', type: 'readonly SiteId[]', initializer: literal(ordered.map((s) => s.id)) }],
  });
  exportConst(file, 'siteByGoodsType', '{ readonly [T in GoodsType]: SiteId }', literal(Object.fromEntries(typed.map((s) => [String(s.type), s.id]))));
  file.addStatements(`
export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && Object.hasOwn(sites, value);
}`);
}

/** Lazy dayjs locale loaders, so each language's date words arrive with the language, not up front. */
export function emitDayjsLocales(project: Project, model: Model): void {
  const file = newFile(project, 'dayjs-locales.ts', ['spec/languages.yaml']);
  file.addImportDeclaration({ moduleSpecifier: './languages', isTypeOnly: true, namedImports: ['LanguageCode'] });
  const entries = model.languages.map((l) => `  ${l.code}: () => import(${quote(`dayjs/locale/${l.dayjs}`)}),`);
  addConst(file, {
    isExported: true,
    declarations: [{ name: 'dayjsLocales', type: '{ readonly [L in LanguageCode]: () => Promise<unknown> }', initializer: `{\n${entries.join('\n')}\n}` }],
  });
}

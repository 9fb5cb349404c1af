import { translatedNames } from '../seed/category-names';
import type { Migration } from './helpers';

// Category names in every storefront language. Databases seeded before held en, ja and zh-CN only, so
// Arabic, German and the rest showed English; a database seeded now gets them all from the seed (which
// runs after the migrations: on an empty database this finds no category). Each row gets the languages it
// lacks, by its English name, as the seed writes them; a name the seed no longer knows is left as it is.
export const categoryNames: Migration = {
  version: '0035',
  name: 'category_names: every category named in all storefront languages',
  async up(db) {
    const english = await db.selectFrom('category_names').select(['category_id', 'name']).where('language', '=', 'en').execute();
    const present = await db.selectFrom('category_names').select(['category_id', 'language']).execute();
    const has = new Set(present.map((r: { category_id: number; language: string }) => `${r.category_id} ${r.language}`));
    const rows = english.flatMap(({ category_id, name }: { category_id: number; name: string }) =>
      Object.entries(translatedNames(name))
        .filter(([language]) => !has.has(`${category_id} ${language}`))
        .map(([language, translated]) => ({ category_id, language, name: translated })),
    );
    // A few hundred categories at most; in slices so no statement nears SQLite's variable limit.
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('category_names').values(rows.slice(i, i + 500)).execute();
  },
};

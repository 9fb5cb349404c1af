// Migration 0035 on a database seeded when categories were named in en, ja and zh-CN only: every category
// gets the other languages by its English name, names already there stay, and a category whose English
// name the seed does not know keeps what it had (it shows in English, as before).
import { expect, it } from 'vitest';
import { languages } from '../../generated/languages';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { translatedNames } from '../db/seed/category-names';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('category-names');

it('names every known category in all storefront languages and leaves the rest', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0035'));
  const category = async (identity: string, names: Record<string, string>) => {
    const codes = { cat: identity, fril_cat: null, paypay_cat: null, merchant_cat: null, surugaya_cat: null, rakuten_cat: null };
    const { id } = await db.insertInto('categories').values({ site: 'mercari', parent_id: null, sort: 0, identity, ...codes }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('category_names').values(Object.entries(names).map(([language, name]) => ({ category_id: Number(id), language, name }))).execute();
    return Number(id);
  };
  const bags = await category('17', { en: 'Bags', ja: 'バッグ', 'zh-CN': '包' });
  const cameras = await category('72', { en: 'Cameras', ja: 'カメラ', 'zh-CN': '相机', de: 'Fotoapparate' });
  const unknown = await category('99', { en: 'Garden tools', ja: '園芸用品', 'zh-CN': '园艺工具' });

  await migrate(db, dialect, () => {}, migrations);

  const rows = await db.selectFrom('category_names').select(['category_id', 'language', 'name']).execute();
  const namesOf = (id: number) => Object.fromEntries(rows.filter((r) => r.category_id === id).map((r) => [r.language, r.name]));
  expect(Object.keys(namesOf(bags)).sort()).toEqual(languages.map((l) => l.service).sort());
  expect(namesOf(bags)).toMatchObject({ en: 'Bags', ja: 'バッグ', 'zh-CN': '包', de: 'Taschen', ar: 'حقائب', ...translatedNames('Bags') });
  expect(namesOf(cameras).de).toBe('Fotoapparate');
  expect(namesOf(cameras).ar).toBe('كاميرات');
  expect(namesOf(unknown)).toEqual({ en: 'Garden tools', ja: '園芸用品', 'zh-CN': '园艺工具' });
});

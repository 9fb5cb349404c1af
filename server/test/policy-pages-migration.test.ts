// Migration 0040: a store seeded before the sign-up form linked its terms and privacy policy gets both
// pages; a piece staff already published under one of those codes stays theirs; a fresh database, which the
// seed fills after the migrations, gets nothing from the migration (the seed writes the pages itself).
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('policy-pages');

const piece = (kind: 'introduction', code: string) => ({
  kind, code, picture: '/p.svg', topic: null, goods_keyword: null, pinned: 0, sort: 3, published_from: 0, published_until: null, created_at: 0, updated_at: 0,
});

it('adds the terms and privacy pages to a seeded store and keeps a page staff made', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0040'));
  await db.insertInto('contents').values(piece('introduction', 'about')).execute();
  const { id: staffs } = await db.insertInto('contents').values(piece('introduction', 'privacy')).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('content_texts').values({ content_id: Number(staffs), language: 'en', title: 'Our privacy', overview: '', body: 'Ours.', body_html: '<p>Ours.</p>' }).execute();

  await migrate(db, dialect, () => {}, migrations);

  const rows = await db.selectFrom('contents').select(['id', 'code', 'sort']).where('kind', '=', 'introduction').orderBy('id').execute();
  expect(rows.map((r) => r.code)).toEqual(['about', 'privacy', 'terms']);
  const terms = rows.find((r) => r.code === 'terms')!;
  expect(Number(terms.sort)).toBeGreaterThan(3);
  const texts = await db.selectFrom('content_texts').select(['content_id', 'language', 'title', 'body_html']).execute();
  const termsTexts = texts.filter((t) => t.content_id === terms.id);
  expect(termsTexts.map((t) => t.language).sort()).toEqual(['en', 'ja', 'zh-CN']);
  expect(termsTexts.find((t) => t.language === 'en')).toMatchObject({ title: 'Terms of service' });
  expect(termsTexts.find((t) => t.language === 'en')!.body_html).toContain('<h2');
  expect(texts.filter((t) => t.content_id === Number(staffs))).toEqual([expect.objectContaining({ title: 'Our privacy' })]);
});

it('leaves a database without content to the seed', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations);
  expect(await db.selectFrom('contents').select('id').execute()).toEqual([]);
});

// Migration 0022 on a database with the old per-language content rows: each piece (kind and code) becomes
// one `contents` row with a text per language it had, published when it was; rows without a code stay
// pieces of their own; content_items is gone.
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('contents');

it('folds the per-language rows into pieces with texts', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0022'));
  const row = { app_image_url: null, theme_image: null, sort: 0, published_at: 5 };
  // The old table is not in today's Database type.
  await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('content_items')
    .values([
      { ...row, kind: 'article', language: 'en', code: 'fees', title: 'Fees', overview: 'All of them' },
      { ...row, kind: 'article', language: 'ja', code: 'fees', title: '料金', overview: null },
      { ...row, kind: 'activity', language: 'en', code: 'fees', title: 'Fee week', overview: null, sort: 1 },
      { ...row, kind: 'article', language: 'en', code: null, title: 'No code', overview: null },
    ])
    .execute();
  // Up to the migration under test and the ones after it that touch no content (0040 adds the policy pages).
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0040'));
  const pieces = await db.selectFrom('contents').select(['id', 'kind', 'code', 'published_from', 'sort']).orderBy('id').execute();
  expect(pieces.map((p) => [p.kind, p.code, Number(p.published_from), p.sort])).toEqual([['article', 'fees', 5, 0], ['activity', 'fees', 5, 1], ['article', null, 5, 0]]);
  const texts = await db.selectFrom('content_texts').select(['content_id', 'language', 'title']).orderBy('content_id').orderBy('language').execute();
  expect(texts).toEqual([
    { content_id: pieces[0]!.id, language: 'en', title: 'Fees' },
    { content_id: pieces[0]!.id, language: 'ja', title: '料金' },
    { content_id: pieces[1]!.id, language: 'en', title: 'Fee week' },
    { content_id: pieces[2]!.id, language: 'en', title: 'No code' },
  ]);
  await expect(sql`select 1 from content_items`.execute(db)).rejects.toThrow();
  // The kind is checked, as the console's enum is.
  await expect(db.insertInto('contents').values({ kind: 'poem' as never, code: null, picture: null, topic: null, goods_keyword: null, published_from: null, published_until: null, created_at: 1, updated_at: 1 }).execute()).rejects.toThrow();
});

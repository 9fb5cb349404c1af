// Migration 0044: a store seeded when the home page's campaigns and articles were written in en, ja and
// zh-CN only gets them in the other storefront languages, except where staff already wrote a text in a
// language or rewrote the piece's English; running it again adds and changes nothing.
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { contentTranslations } from '../db/migrations/0044_content_translations';
import { content } from '../db/seed/content';
import { homePieces } from '../db/seed/home-texts/codes';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('content-translations');
const storefrontLanguages = ['ar', 'de', 'en', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'ms', 'pl', 'pt', 'ru', 'th', 'tr', 'zh-CN', 'zh-TW'];

/** The home pieces as the seed wrote them before 0044: en, ja and zh-CN. */
async function seedBefore(db: ReturnType<typeof database>['db']) {
  for (const [sort, code] of homePieces.entries()) {
    const piece = content.find((c) => c.code === code)!;
    const { id } = await db
      .insertInto('contents')
      .values({ kind: piece.kind, code, picture: '/p.svg', topic: null, goods_keyword: null, pinned: 0, sort, published_from: 0, published_until: null, created_at: 0, updated_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const texts = (['en', 'ja', 'zh-CN'] as const).map((language) => {
      const text = piece.texts[language]!;
      return { content_id: Number(id), language, title: text.title, overview: text.overview, body: text.body, body_html: '<p>seeded</p>' };
    });
    await db.insertInto('content_texts').values(texts).execute();
  }
}

const textsOf = (db: ReturnType<typeof database>['db']) =>
  db.selectFrom('content_texts').innerJoin('contents', 'contents.id', 'content_texts.content_id')
    .select(['contents.code', 'content_texts.language', 'content_texts.title', 'content_texts.overview', 'content_texts.body', 'content_texts.body_html'])
    .orderBy('contents.code').orderBy('content_texts.language').execute();

it('adds the other languages to a seeded store, keeping texts staff wrote and pieces whose English they rewrote', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0044'));
  await seedBefore(db);
  const id = async (code: string) => Number((await db.selectFrom('contents').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
  await db.insertInto('content_texts').values({ content_id: await id('free-merge'), language: 'de', title: 'Unser Angebot', overview: null, body: 'Von uns.', body_html: '<p>Von uns.</p>' }).execute();
  await db.updateTable('content_texts').set({ title: 'Packaging, our way' }).where('content_id', '=', await id('protective-packaging')).where('language', '=', 'en').execute();

  await migrate(db, dialect, () => {}, migrations);

  const texts = await textsOf(db);
  const languagesOf = (code: string) => texts.filter((t) => t.code === code).map((t) => t.language).sort();
  for (const code of ['free-merge', 'two-payments', 'shipping-methods', 'volumetric-weight', 'auction-bidding']) expect(languagesOf(code)).toEqual(storefrontLanguages);
  expect(languagesOf('protective-packaging')).toEqual(['en', 'ja', 'zh-CN']);
  expect(texts.find((t) => t.code === 'free-merge' && t.language === 'de')).toMatchObject({ title: 'Unser Angebot', body: 'Von uns.' });
  const arabic = texts.find((t) => t.code === 'two-payments' && t.language === 'ar')!;
  expect(arabic.title).toBe(content.find((c) => c.code === 'two-payments')!.texts.ar!.title);
  expect(arabic.body_html).toContain('<h2');
  expect(arabic.body_html).toContain('/calc');

  await contentTranslations.up(db, dialect);
  expect(await textsOf(db)).toEqual(texts);
});

it('leaves a database without content to the seed', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations);
  expect(await db.selectFrom('content_texts').select('content_id').execute()).toEqual([]);
});

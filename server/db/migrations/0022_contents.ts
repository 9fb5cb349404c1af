import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// Content written in the staff console (issue 10): one `contents` row per piece (its kind, code, picture,
// publication window) and one `content_texts` row per language it is written in, with the Markdown body and
// the HTML the server rendered and sanitised from it when it was saved. Replaces `content_items`, which kept
// a row per language with its own id, so one piece had a different id (and link) in every language: its
// rows are copied over, one piece per kind and code.
const kinds = sql`('activity', 'article', 'notice', 'introduction', 'guide', 'landing')`;

export const contents: Migration = {
  version: '0022',
  name: 'contents with texts per language',
  async up(db, dialect) {
    await withId(db.schema.createTable('contents'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${kinds}`))
      .addColumn('code', 'text')
      .addColumn('picture', 'text')
      // Guides are grouped into topics on the help centre; a landing page may name a search for its goods rail.
      .addColumn('topic', 'text')
      .addColumn('goods_keyword', 'text')
      .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0).check(sql`pinned in (0, 1)`))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      // Not published while published_from is null (a draft) or in the future, or once published_until has passed.
      .addColumn('published_from', 'bigint')
      .addColumn('published_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('contents_kind_code').on('contents').columns(['kind', 'code']).unique().execute();
    await db.schema.createIndex('contents_kind_published').on('contents').columns(['kind', 'published_from']).execute();
    await db.schema
      .createTable('content_texts')
      .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('overview', 'text')
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('content_texts_pk', ['content_id', 'language'])
      .execute();

    const old = (await db.selectFrom('content_items').selectAll().orderBy('id').execute()) as {
      id: number; kind: string; language: string; code: string | null; title: string; app_image_url: string | null; overview: string | null; sort: number; published_at: number;
    }[];
    const pieces = new Map<string, number>();
    for (const row of old) {
      const key = row.code === null ? `#${row.id}` : `${row.kind}/${row.code}`;
      let id = pieces.get(key);
      if (id === undefined) {
        const inserted = await db
          .insertInto('contents')
          .values({ kind: row.kind, code: row.code, picture: row.app_image_url, sort: row.sort, published_from: row.published_at, created_at: row.published_at, updated_at: row.published_at })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(inserted.id);
        pieces.set(key, id);
      }
      await db.insertInto('content_texts').values({ content_id: id, language: row.language, title: row.title, overview: row.overview }).execute();
    }
    await db.schema.dropTable('content_items').execute();
  },
};

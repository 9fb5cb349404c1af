import { contentPicturePath } from '../../content/images';
import { renderMarkdown } from '../../content/render';
import { policies } from '../seed/policies';
import type { Migration } from './helpers';

// The sign-up form links to the terms of service and the privacy policy: a store seeded before they were
// written gets them here. A fresh database has no content yet (the seed, which runs after the migrations,
// writes them with the rest), and a piece staff already made under the same code is left as it is.
export const policyPages: Migration = {
  version: '0040',
  name: 'contents: terms of service and privacy policy pages',
  async up(db) {
    const seeded = await db.selectFrom('contents').select('id').limit(1).executeTakeFirst();
    if (!seeded) return;
    const now = Date.now();
    const { sort } = (await db.selectFrom('contents').select((eb) => eb.fn.max('sort').as('sort')).executeTakeFirst()) ?? { sort: 0 };
    for (const [index, piece] of policies.entries()) {
      const taken = await db.selectFrom('contents').select('id').where('kind', '=', piece.kind).where('code', '=', piece.code).executeTakeFirst();
      if (taken) continue;
      const { id } = await db
        .insertInto('contents')
        .values({
          kind: piece.kind, code: piece.code, picture: contentPicturePath(piece.picture), topic: null, goods_keyword: null,
          pinned: 0, sort: Number(sort ?? 0) + 1 + index, published_from: now, published_until: null, created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const texts = Object.entries(piece.texts).map(([language, text]) => ({
        content_id: Number(id), language, title: text.title, overview: text.overview, body: text.body, body_html: renderMarkdown(text.body),
      }));
      await db.insertInto('content_texts').values(texts).execute();
    }
  },
};

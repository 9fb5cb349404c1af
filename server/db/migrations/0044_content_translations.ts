import { renderMarkdown } from '../../content/render';
import { content } from '../seed/content';
import { homePieces } from '../seed/home-texts/codes';
import { homeTranslations } from '../seed/home-texts/languages';
import type { Migration } from './helpers';

// The home page's campaigns and articles were seeded in en, ja and zh-CN only, so an Arabic or German shopper
// read them in English: a store seeded before the other languages were written gets them here. Only where
// the piece is still there under its code with the English it was seeded with (a piece staff rewrote would
// otherwise sit beside translations of the text they replaced), and only in a language it has no text in, so
// a text staff wrote stays theirs. A fresh database has no content yet: the seed writes them with the rest.
export const contentTranslations: Migration = {
  version: '0044',
  name: 'contents: home campaigns and articles in every storefront language',
  async up(db) {
    for (const code of homePieces) {
      const seeded = content.find((piece) => piece.code === code && (piece.kind === 'activity' || piece.kind === 'article'))!;
      const piece = await db
        .selectFrom('contents')
        .innerJoin('content_texts', 'content_texts.content_id', 'contents.id')
        .select(['contents.id', 'content_texts.title', 'content_texts.body'])
        .where('contents.kind', '=', seeded.kind)
        .where('contents.code', '=', code)
        .where('content_texts.language', '=', 'en')
        .executeTakeFirst();
      if (!piece || piece.title !== seeded.texts.en.title || piece.body !== seeded.texts.en.body) continue;
      const texts = homeTranslations.map(([language, translated]) => ({
        content_id: Number(piece.id), language, title: translated[code].title, overview: translated[code].overview, body: translated[code].body,
        body_html: renderMarkdown(translated[code].body),
      }));
      await db.insertInto('content_texts').values(texts).onConflict((oc) => oc.columns(['content_id', 'language']).doNothing()).execute();
    }
  },
};

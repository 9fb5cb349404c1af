// Reading content for shoppers: only published pieces (published_from set and passed, published_until not
// yet), each in the caller's language where it is written in it, else en.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ContentDetail, ContentSummary } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { ServiceLanguage } from '../../generated/languages';
import { type ContentKey, helpServiceLanguage, parseContentKey } from '../../src/lib/content-ref';
import type { ContentKind, Database } from '../db/types';
import { ApiFailure } from '../http/failure';
import { type ContentTheme, contentPicturePath } from './images';
import { fallbackServiceLanguage } from '../handlers/localized';

type Db = Kysely<Database>;

export function publishedAt(now: number) {
  return (eb: ExpressionBuilder<Database, 'contents'>) =>
    eb.and([eb('contents.published_from', 'is not', null), eb('contents.published_from', '<=', now), eb.or([eb('contents.published_until', 'is', null), eb('contents.published_until', '>', now)])]);
}


const columns = ['contents.id', 'contents.code', 'contents.kind', 'contents.picture', 'contents.pinned', 'contents.topic', 'contents.published_from', 'contents.goods_keyword'] as const;


/** The texts of these pieces in the language, else en: one per piece. */
async function textsOf(db: Db, ids: number[], language: string) {
  if (ids.length === 0) return new Map<number, { language: string; title: string; overview: string | null; body_html: string }>();
  const rows = await db
    .selectFrom('content_texts')
    .select(['content_id', 'language', 'title', 'overview', 'body_html'])
    .where('content_id', 'in', ids)
    .where('language', 'in', [language, fallbackServiceLanguage])
    .execute();
  const chosen = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const current = chosen.get(row.content_id);
    if (!current || (row.language === language && current.language !== language)) chosen.set(row.content_id, row);
  }
  return chosen;
}

// A piece staff saved without a picture still gets a drawn one, by its kind, rather than the grey placeholder.
const kindPictures: Record<ContentKind, ContentTheme> = { activity: 'megaphone', article: 'book', notice: 'megaphone', introduction: 'globe', guide: 'book', landing: 'tag' };
const pictureOf = (row: { kind: ContentKind; picture: string | null }) => row.picture ?? contentPicturePath(kindPictures[row.kind]);

type Row = { id: number; code: string | null; kind: ContentKind; picture: string | null; pinned: number; topic: string | null; published_from: number | null };

function summary(row: Row, text: { title: string; overview: string | null }): ContentSummary {
  return {
    id: row.id, code: row.code, kind: row.kind, title: text.title, overview: text.overview, picture: pictureOf(row),
    pinned: row.pinned === 1, topic: row.topic, publishedAt: new Date(row.published_from ?? 0).toISOString(),
  };
}

/** One kind's published pieces; notices pinned first, every list newest first (activities by their sort). */
export async function listPublished(db: Db, kind: ContentKind, language: string, page: number, now: number) {
  const pageSize = constants.content.pageSize;
  const base = db.selectFrom('contents').where('kind', '=', kind).where(publishedAt(now));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...columns])
      .orderBy('pinned', 'desc')
      .orderBy(kind === 'activity' ? 'sort' : 'published_from', kind === 'activity' ? 'asc' : 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const texts = await textsOf(db, rows.map((r) => r.id), language);
  const items = rows.flatMap((r) => {
    const text = texts.get(r.id);
    return text ? [summary(r, text)] : [];
  });
  return { total: Number(n), page, pageSize, items };
}

/** The home page's rails: the first few published pieces of a kind, each saying which language its text is in. */
export async function railOf(db: Db, kind: 'activity' | 'article', language: string, limit: number, now: number) {
  const rows = await db.selectFrom('contents').select([...columns]).where('kind', '=', kind).where(publishedAt(now)).orderBy('sort').orderBy('id').limit(limit).execute();
  const texts = await textsOf(db, rows.map((r) => r.id), language);
  return rows.flatMap((r) => {
    const text = texts.get(r.id);
    return text ? [{ id: r.id, code: r.code, title: text.title, appImageUrl: pictureOf(r), themeImage: pictureOf(r), overview: text.overview, language: text.language as ServiceLanguage }] : [];
  });
}

function byKey(key: ContentKey) {
  return (eb: ExpressionBuilder<Database, 'contents'>) => (key.id !== null ? eb('contents.id', '=', key.id) : eb('contents.code', '=', key.code));
}

/**
 * One published piece by its link key. An id with a code that is not the piece's is still the piece (codes
 * change; the id does not). A guide reads the caller's help-file language (spec §5), other kinds theirs, then en.
 */
export async function getPublished(db: Db, kind: ContentKind, rawKey: string, language: ServiceLanguage, now: number): Promise<ContentDetail> {
  const key = parseContentKey(rawKey);
  if (!key) throw new ApiFailure(404, 'contentNotFound');
  const row = await db.selectFrom('contents').select([...columns]).where('kind', '=', kind).where(byKey(key)).where(publishedAt(now)).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'contentNotFound');
  const wanted = kind === 'guide' ? helpServiceLanguage(language) : language;
  const text = (await textsOf(db, [row.id], wanted)).get(row.id);
  if (!text) throw new ApiFailure(404, 'contentNotFound');
  return {
    id: row.id, code: row.code, kind: row.kind, title: text.title, overview: text.overview, picture: pictureOf(row), bodyHtml: text.body_html,
    publishedAt: new Date(row.published_from ?? 0).toISOString(), language: text.language as ServiceLanguage, goodsKeyword: row.goods_keyword,
  };
}

/** The help centre: published guides by topic, topics in the order their first guide sorts. */
export async function guideTopics(db: Db, language: ServiceLanguage, now: number) {
  const wanted = helpServiceLanguage(language);
  const rows = await db.selectFrom('contents').select([...columns]).where('kind', '=', 'guide').where(publishedAt(now)).orderBy('sort').orderBy('id').execute();
  const texts = await textsOf(db, rows.map((r) => r.id), wanted);
  const topics = new Map<string, ContentSummary[]>();
  for (const row of rows) {
    const text = texts.get(row.id);
    if (!text) continue;
    const topic = row.topic ?? 'general';
    topics.set(topic, [...(topics.get(topic) ?? []), summary(row, text)]);
  }
  return { language: wanted, topics: [...topics].map(([topic, items]) => ({ topic, items })) };
}


// Staff writing content: a piece and all its texts are replaced in one transaction, each Markdown body
// rendered and sanitised once here (shoppers' reads never render), with an audit row of before and after.
import type { Kysely } from 'kysely';
import type { OpsContent, OpsContentRow, OpsContentText } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { ServiceLanguage } from '../../generated/languages';
import { isContentCode } from '../../src/lib/content-ref';
import type { ContentKind, Database } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { writeAudit } from '../ops/audit';
import { claimUploads, publishUploads, releaseUploads } from '../uploads/store';
import { isSafePicture, renderMarkdown } from './render';

type Db = Kysely<Database>;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function opsContentList(db: Db, kind: ContentKind | undefined, page: number) {
  const pageSize = constants.content.pageSize;
  let base = db.selectFrom('contents');
  if (kind) base = base.where('kind', '=', kind);
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  const texts = rows.length ? await db.selectFrom('content_texts').select(['content_id', 'language', 'title']).where('content_id', 'in', rows.map((r) => r.id)).execute() : [];
  const items: OpsContentRow[] = rows.map((r) => {
    const own = texts.filter((t) => t.content_id === r.id);
    return {
      id: r.id, code: r.code, kind: r.kind, title: (own.find((t) => t.language === 'en') ?? own[0])?.title ?? '',
      languages: own.map((t) => t.language as ServiceLanguage), pinned: r.pinned === 1,
      publishedFrom: iso(r.published_from), publishedUntil: iso(r.published_until), updatedAt: new Date(r.updated_at).toISOString(),
    };
  });
  return { total: Number(n), page, pageSize, items };
}

export async function opsContent(db: Db, id: number): Promise<OpsContent> {
  const row = await db.selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'contentNotFound');
  const texts = await db.selectFrom('content_texts').select(['language', 'title', 'overview', 'body']).where('content_id', '=', id).orderBy('language').execute();
  return {
    id: row.id, code: row.code, kind: row.kind, picture: row.picture, topic: row.topic, goodsKeyword: row.goods_keyword, pinned: row.pinned === 1, sort: row.sort,
    publishedFrom: iso(row.published_from), publishedUntil: iso(row.published_until),
    texts: texts.map((t) => ({ language: t.language as ServiceLanguage, title: t.title, overview: t.overview, body: t.body })),
  };
}

export interface ContentInput {
  id?: number;
  kind: ContentKind;
  code?: string | null;
  picture?: string | null;
  pictureUpload?: string;
  topic?: string | null;
  goodsKeyword?: string | null;
  pinned?: boolean;
  sort?: number;
  publishedFrom?: string | null;
  publishedUntil?: string | null;
  texts: (Omit<OpsContentText, 'language'> & { language: ServiceLanguage })[];
}

function time(value: string | null | undefined, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badField(field);
  return ms;
}

/** Checks everything before anything is written: a refused save changes nothing. */
function checked(input: ContentInput) {
  const code = input.code?.trim().toLowerCase() || null;
  if (code !== null && !isContentCode(code)) throw badField('code', 'contentCodeInvalid');
  const picture = input.picture?.trim() || null;
  if (picture !== null && !isSafePicture(picture)) throw badField('picture', 'contentPictureInvalid');
  const from = time(input.publishedFrom, 'publishedFrom');
  const until = time(input.publishedUntil, 'publishedUntil');
  if (from !== null && until !== null && until <= from) throw badField('publishedUntil', 'contentDatesInvalid');
  const languages = input.texts.map((t) => t.language);
  if (new Set(languages).size !== languages.length) throw badField('texts', 'contentLanguageTwice');
  if (!languages.includes('en')) throw badField('texts', 'contentNeedsEnglish');
  for (const t of input.texts) if (!t.title.trim()) throw badField('title');
  return { code, picture, from, until };
}

export async function saveContent(db: Db, staffId: number, input: ContentInput, now: number): Promise<OpsContent> {
  const { code, picture, from, until } = checked(input);
  const id = await db.transaction().execute(async (trx) => {
    const before = input.id ? await opsContent(trx, input.id) : null;
    if (code !== null) {
      const taken = await trx.selectFrom('contents').select('id').where('kind', '=', input.kind).where('code', '=', code).executeTakeFirst();
      if (taken && taken.id !== input.id) throw new ApiFailure(409, 'contentCodeTaken', { field: 'code', code });
    }
    // An uploaded picture is ours only once this piece claims it: a /files/ address typed in is refused
    // unless it is the piece's own picture already (it could be someone's private attachment).
    if (picture?.startsWith('/files/') && picture !== before?.picture) throw badField('picture', 'contentPictureInvalid');
    const values = {
      kind: input.kind, code, picture, topic: input.topic?.trim() || null, goods_keyword: input.goodsKeyword?.trim() || null,
      pinned: input.pinned ? 1 : 0, sort: input.sort ?? 0, published_from: from, published_until: until, updated_at: now,
    };
    let pieceId: number;
    if (before) {
      await trx.updateTable('contents').set(values).where('id', '=', before.id).execute();
      await trx.deleteFrom('content_texts').where('content_id', '=', before.id).execute();
      pieceId = before.id;
    } else {
      pieceId = Number((await trx.insertInto('contents').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow()).id);
    }
    if (!input.pictureUpload && before?.picture?.startsWith('/files/') && picture !== before.picture) await releaseUploads(trx, { kind: 'content', id: pieceId });
    if (input.pictureUpload) {
      const attachment = { kind: 'content', id: pieceId };
      await releaseUploads(trx, attachment);
      const [claimed] = await claimUploads(trx, { ownerId: staffId, ids: [input.pictureUpload], purpose: 'content', attachTo: attachment, now });
      // Content pictures are for everyone: the piece is public when published, and its picture with it.
      await publishUploads(trx, attachment);
      await trx.updateTable('contents').set({ picture: claimed!.url }).where('id', '=', pieceId).execute();
    }
    await trx
      .insertInto('content_texts')
      .values(input.texts.map((t) => ({
        content_id: pieceId, language: t.language, title: t.title.trim(), overview: t.overview?.trim() || null, body: t.body, body_html: renderMarkdown(t.body),
      })))
      .execute();
    const after = await opsContent(trx, pieceId);
    await writeAudit(trx, { staffId, action: before ? 'contentUpdate' : 'contentCreate', targetType: 'content', targetId: pieceId, before, after }, now);
    return pieceId;
  });
  return opsContent(db, id);
}

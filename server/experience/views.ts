// What the haul calls answer: cards for the lists (approved only), and one submission with its photos,
// goods and likes. A pending or rejected submission exists only for its author: 404 to anyone else.
import type { Kysely } from 'kysely';
import type { HaulCard, HaulDetail, Picture, MyHaul } from '../../generated/api/schemas';
import type { SiteId } from '../../generated/sites';
import type { Database, ExperienceRow } from '../db/types';
import { ApiFailure } from '../http/failure';

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

export function photosOf(row: Pick<ExperienceRow, 'photos'>): Picture[] {
  const list = JSON.parse(row.photos) as Picture[];
  return Array.isArray(list) ? list : [];
}

export function haulCard(row: ExperienceRow): HaulCard {
  const photos = photosOf(row);
  return {
    id: row.id, kind: row.kind, title: row.title, description: row.description, thumbnail: photos[0]?.url ?? row.thumbnail,
    photoCount: photos.length, avatar: row.avatar, nickname: row.nickname, userId: row.user_id, site: row.site as SiteId | null,
    likes: row.likes, time: iso(row.created_at),
  };
}

export function myHaul(row: ExperienceRow): MyHaul {
  return {
    id: row.id, kind: row.kind, status: row.status, title: row.title, thumbnail: photosOf(row)[0]?.url ?? row.thumbnail, month: row.month,
    winner: row.winner === 1, pointsAwarded: row.points_awarded, rejectReason: row.reject_reason, time: iso(row.created_at),
  };
}

export function haulDetail(row: ExperienceRow, viewerId: number | null, liked: boolean): HaulDetail {
  return {
    id: row.id, kind: row.kind, status: row.status, title: row.title, description: row.description, photos: photosOf(row),
    nickname: row.nickname, avatar: row.avatar, userId: row.user_id, rating: row.rating, link: row.link, month: row.month,
    orderId: viewerId !== null && viewerId === row.user_id ? row.order_id : null, site: row.site as SiteId | null,
    goodsTitle: row.goods_title, goodsUrl: row.goods_url, goodsImage: row.goods_image, likes: row.likes, liked,
    mine: viewerId !== null && viewerId === row.user_id, winner: row.winner === 1, pointsAwarded: row.points_awarded,
    rejectReason: viewerId === row.user_id ? row.reject_reason : null, time: iso(row.created_at),
  };
}

/** The submission as the viewer may see it: approved to everyone, otherwise its author's only. */
export async function visibleHaul(db: Db, id: number, viewerId: number | null): Promise<ExperienceRow> {
  const row = await db.selectFrom('experiences').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (row.status !== 'approved' && (viewerId === null || row.user_id !== viewerId))) throw new ApiFailure(404, 'experienceNotFound');
  return row;
}

export async function likedBy(db: Db, id: number, viewerId: number | null): Promise<boolean> {
  if (viewerId === null) return false;
  const row = await db.selectFrom('experience_likes').select('user_id').where('experience_id', '=', id).where('user_id', '=', viewerId).executeTakeFirst();
  return row !== undefined;
}

export async function detailFor(db: Db, id: number, viewerId: number | null): Promise<HaulDetail> {
  const row = await visibleHaul(db, id, viewerId);
  return haulDetail(row, viewerId, await likedBy(db, id, viewerId));
}

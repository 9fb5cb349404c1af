// Lost-or-damaged claims on a shipped parcel (the shopper's side): what a claim may refund, until when
// one can be made, and opening one. Staff resolve them in resolve-claim.ts.
import type { Kysely, Selectable } from 'kysely';
import type { ParcelClaim, ParcelClaimStatus } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { isUniqueViolation } from '../db/errors';
import type { Database, ParcelClaimsTable } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import type { Services } from '../services';
import { type ParcelRow, ownParcel } from './views';

type Db = Kysely<Database>;
type ClaimRow = Selectable<ParcelClaimsTable>;
type ParcelFacts = Pick<ParcelRow, 'id' | 'state' | 'shipped_at' | 'insured_cover_yen' | 'postage_yen'>;

const dayMs = 86_400_000;
const { claimDays } = constants.shipping.insurance;
const iso = (ms: number) => new Date(ms).toISOString();
const claimable = new Set(['shipped', 'delivered']);

function claimView(row: ClaimRow): ParcelClaim {
  return {
    id: row.id, parcelId: row.parcel_id, status: row.status, reason: row.reason, detail: row.detail,
    resolution: row.resolution, refundYen: row.refund_yen, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
}

/** The last moment a claim is accepted, or null before the parcel ships. */
const claimDeadline = (parcel: Pick<ParcelRow, 'shipped_at'>): number | null =>
  parcel.shipped_at === null ? null : parcel.shipped_at + claimDays * dayMs;

/**
 * The most an accepted claim refunds: the cover of an insured parcel, whatever happened to it; for an
 * uninsured one what the carrier's basic compensation pays back, the postage of a lost parcel and nothing
 * for damage (constants.shipping.insurance.claimDays says why).
 */
export function claimLimit(parcel: Pick<ParcelRow, 'insured_cover_yen' | 'postage_yen'>, reason: ParcelClaim['reason']): number {
  if (parcel.insured_cover_yen !== null) return parcel.insured_cover_yen;
  return reason === 'lost' ? parcel.postage_yen : 0;
}

async function latestClaim(db: Db, parcelId: number): Promise<ClaimRow | undefined> {
  return db.selectFrom('parcel_claims').selectAll().where('parcel_id', '=', parcelId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

function claimStatusOf(parcel: ParcelFacts, claim: ClaimRow | undefined, now: number): ParcelClaimStatus {
  const deadline = claimDeadline(parcel);
  return {
    parcelId: parcel.id,
    claim: claim ? claimView(claim) : null,
    claimUntil: deadline === null ? null : iso(deadline),
    canClaim: claimable.has(parcel.state) && deadline !== null && now <= deadline && claim?.status !== 'open',
    insuredCoverYen: parcel.insured_cover_yen,
    maxLostYen: claimLimit(parcel, 'lost'),
    maxDamagedYen: claimLimit(parcel, 'damaged'),
  };
}

export async function claimStatus(db: Db, parcel: ParcelFacts, now: number): Promise<ParcelClaimStatus> {
  return claimStatusOf(parcel, await latestClaim(db, parcel.id), now);
}

interface ClaimRequest {
  id: number;
  reason: ParcelClaim['reason'];
  detail: string;
}

export async function openClaim(services: Services, userId: number, request: ClaimRequest): Promise<ParcelClaimStatus> {
  const { db } = services;
  const detail = request.detail.trim();
  if (!detail) throw badField('detail');
  const parcel = await ownParcel(db, userId, request.id);
  const deadline = claimDeadline(parcel);
  if (deadline === null || !claimable.has(parcel.state)) throw new ApiFailure(409, 'parcelClaimNotShipped');
  const now = services.now();
  if (now > deadline) throw new ApiFailure(409, 'parcelClaimWindowClosed', { days: claimDays });
  // One open claim per parcel is kept by a partial unique index: two requests at once cannot both land.
  try {
    const created = await db
      .insertInto('parcel_claims')
      .values({ parcel_id: parcel.id, user_id: userId, reason: request.reason, detail, status: 'open', resolution: null, refund_yen: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return claimStatusOf(parcel, created, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'parcelClaimAlreadyOpen');
    throw error;
  }
}

// Staff close an open parcel claim. Accepting with a refund pays it into the shopper's wallet from our
// own adjustments account (the parcel's account keeps what the shopper paid for it, which reconciliation
// holds it to; the insurer pays us back outside these books), all in one transaction with the claim, its
// audit row and the shopper's message, so none exists without the others.
import type { ParcelClaimStatus } from '../../generated/api/schemas';
import { ApiFailure, badField } from '../http/failure';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import { writeAudit } from '../ops/audit';
import { tell } from '../orders/notices';
import { parcelScope } from '../orders/notify';
import type { Services } from '../services';
import { claimLimit, claimStatus } from './claims';
import { parcelOrders } from './views';

export interface ResolveClaimRequest {
  claimId: number;
  accept: boolean;
  refundYen?: number;
  resolution: string;
}

export async function resolveClaim(services: Services, staffId: number, request: ResolveClaimRequest): Promise<ParcelClaimStatus> {
  const { db } = services;
  const resolution = request.resolution.trim();
  if (resolution === '') throw badField('resolution');
  if (request.refundYen !== undefined && !request.accept) throw badField('refundYen');
  const { status, mailId } = await db.transaction().execute(async (trx) => {
    const claim = await trx.selectFrom('parcel_claims').selectAll().where('id', '=', request.claimId).executeTakeFirst();
    if (!claim) throw new ApiFailure(404, 'parcelClaimNotFound');
    if (claim.status !== 'open') throw new ApiFailure(409, 'parcelClaimClosed');
    const parcel = await trx.selectFrom('parcels').selectAll().where('id', '=', claim.parcel_id).executeTakeFirstOrThrow();
    const now = services.now();
    const refundYen = request.accept ? (request.refundYen ?? 0) : 0;
    const max = claimLimit(parcel, claim.reason);
    if (refundYen > max) throw new ApiFailure(400, 'claimRefundTooLarge', { field: 'refundYen', max });
    if (refundYen > 0) {
      await post(
        trx,
        services.dialect,
        { kind: 'refund', userId: claim.user_id, refType: 'parcelClaim', refId: claim.id, createdBy: staffId },
        [
          { account: accounts.adjustments, amount: -refundYen },
          { account: accounts.wallet(claim.user_id), amount: refundYen },
        ],
        now,
      );
    }
    const status = request.accept ? 'accepted' : 'rejected';
    const closed = await trx
      .updateTable('parcel_claims')
      .set({ status, resolution, refund_yen: refundYen > 0 ? refundYen : null, updated_at: now })
      .where('id', '=', claim.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    // Another staff member closed it meanwhile: the refund above rolls back with the transaction.
    if (Number(closed.numUpdatedRows) !== 1) throw new ApiFailure(409, 'parcelClaimClosed');
    await writeAudit(
      trx,
      {
        staffId, action: request.accept ? 'acceptClaim' : 'rejectClaim', targetType: 'parcelClaim', targetId: claim.id,
        before: { status: claim.status, resolution: claim.resolution, refundYen: claim.refund_yen },
        after: { status, resolution, refundYen: refundYen > 0 ? refundYen : null },
      },
      now,
    );
    // A shopper's parcel holds at least one order: the message opens the first.
    const first = (await parcelOrders(trx, parcel.id))[0]!;
    // A claim is told on its own (its own scope): it never joins the parcel's shipping messages.
    const mailId = await tell(trx, services, {
      userId: claim.user_id,
      ...parcelScope(parcel.id),
      scope: `parcelClaim:${claim.id}`,
      mailKind: refundYen > 0 ? 'payments' : 'parcels',
      titleKey: request.accept ? 'parcelClaimAccepted_title' : 'parcelClaimRejected_title',
      bodyKey: request.accept ? (refundYen > 0 ? 'parcelClaimRefunded_body' : 'parcelClaimAccepted_body') : 'parcelClaimRejected_body',
      shared: { parcel: parcel.id, resolution },
      part: { orderId: first.id, item: first.title, amountYen: refundYen },
    });
    return { status: await claimStatus(trx, parcel, now), mailId };
  });
  if (mailId !== null) services.mailer.deliverLater([mailId]);
  return status;
}

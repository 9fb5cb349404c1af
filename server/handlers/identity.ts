// Identity verification for destinations whose customs want the receiver's ID number (constants.personal
// .identityDocuments): the number is checked (format and check digit), sealed (server/personal/sealed.ts)
// and reviewed by staff, who see it whole; the shopper only ever sees its last 4.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { type IdentityDocument, identityNumberValid, maskIdNumber, normalizeIdNumber } from '../../src/lib/identity-documents';
import type { Database, IdentityRow } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { writeAudit } from '../ops/audit';
import { seal, unseal } from '../personal/sealed';
import type { Handlers } from './types';

const { identityDocuments, legalNameMaxLength, reviewReasonMaxLength } = constants.personal;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const documents = Object.entries(identityDocuments).map(([country, document]) => ({ country, document: document as IdentityDocument }));

function shopperView(row: IdentityRow | undefined) {
  if (!row) return { status: 'none' as const, documents };
  return {
    status: row.status, country: row.country, document: row.document, legalName: row.legal_name,
    maskedNumber: maskIdNumber(row.last4, row.number_length), reason: row.status === 'rejected' ? row.reason : null,
    submittedAt: iso(row.updated_at), reviewedAt: iso(row.reviewed_at), documents,
  };
}

const mine = (db: Kysely<Database>, userId: number) => db.selectFrom('identity_verifications').selectAll().where('user_id', '=', userId).executeTakeFirst();

async function pending(db: Kysely<Database>, key: Buffer) {
  const rows = await db
    .selectFrom('identity_verifications')
    .innerJoin('users', 'users.id', 'identity_verifications.user_id')
    .selectAll('identity_verifications')
    .select('users.email')
    .where('identity_verifications.status', '=', 'pending')
    .orderBy('identity_verifications.updated_at')
    .orderBy('identity_verifications.id')
    .limit(100)
    .execute();
  return {
    items: rows.map((r) => ({
      id: r.id, userId: r.user_id, email: r.email, country: r.country, document: r.document, legalName: r.legal_name,
      number: unseal(key, r.number_enc), status: r.status, reason: r.reason, submittedAt: new Date(r.updated_at).toISOString(),
    })),
  };
}

export const identityHandlers: Handlers<'Sig.Front.User.AppIdentity.Get' | 'Sig.Front.User.AppIdentity.Submit' | 'Sig.Ops.Identities' | 'Sig.Ops.IdentityReview'> = {
  async 'Sig.Front.User.AppIdentity.Get'(ctx) {
    return shopperView(await mine(ctx.db, ctx.user.id));
  },

  async 'Sig.Front.User.AppIdentity.Submit'(ctx) {
    const country = ctx.params.country.toUpperCase();
    const document = (identityDocuments as Record<string, IdentityDocument | undefined>)[country];
    if (!document) throw new ApiFailure(400, 'identityCountryNotNeeded', { field: 'country' });
    const legalName = ctx.params.legalName.trim();
    if (!legalName || legalName.length > legalNameMaxLength) throw badField('legalName');
    const number = normalizeIdNumber(ctx.params.number);
    if (!identityNumberValid(document, number)) throw new ApiFailure(400, 'identityNumberInvalid', { field: 'number' });
    const existing = await mine(ctx.db, ctx.user.id);
    if (existing?.status === 'verified') throw new ApiFailure(409, 'identityAlreadyVerified');
    const now = ctx.now();
    const values = {
      country, document, legal_name: legalName, number_enc: seal(ctx.config.identityKey, number), last4: number.slice(-4), number_length: number.length,
      status: 'pending' as const, reason: null, reviewed_by: null, reviewed_at: null, updated_at: now,
    };
    // One row per shopper: a resubmission after a rejection (or while pending) replaces the earlier one.
    await ctx.db
      .insertInto('identity_verifications')
      .values({ user_id: ctx.user.id, created_at: now, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return shopperView(await mine(ctx.db, ctx.user.id));
  },

  async 'Sig.Ops.Identities'(ctx) {
    return pending(ctx.db, ctx.config.identityKey);
  },

  async 'Sig.Ops.IdentityReview'(ctx) {
    const { id, approve } = ctx.params;
    const reason = ctx.params.reason?.trim() ?? '';
    // A rejection tells the shopper what to fix.
    if (!approve && (!reason || reason.length > reviewReasonMaxLength)) throw new ApiFailure(400, 'identityReasonRequired', { field: 'reason' });
    await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('identity_verifications').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new ApiFailure(404, 'identityNotFound');
      if (row.status !== 'pending') throw new ApiFailure(409, 'identityNotPending');
      const now = ctx.now();
      const status = approve ? ('verified' as const) : ('rejected' as const);
      const changed = await trx
        .updateTable('identity_verifications')
        .set({ status, reason: approve ? null : reason, reviewed_by: ctx.user.id, reviewed_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      // Two staff reviewing at once: the second finds it already decided.
      if (Number(changed.numUpdatedRows) !== 1) throw new ApiFailure(409, 'identityNotPending');
      await writeAudit(
        trx,
        { staffId: ctx.user.id, action: approve ? 'identityApprove' : 'identityReject', targetType: 'identity', targetId: id, before: { status: row.status }, after: { status, reason: approve ? null : reason } },
        now,
      );
    });
    return pending(ctx.db, ctx.config.identityKey);
  },
};

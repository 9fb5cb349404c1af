// The staff audit trail: every change staff make to an order or appeal is one audit_log row, written in
// the transaction of the change, with JSON snapshots of the target before and after it.
import type { Kysely } from 'kysely';
import type { OpsAudit } from '../../generated/api/schemas';
import type { Database, OrderRow } from '../db/types';

type Db = Kysely<Database>;
export type AuditTarget = OpsAudit['targetType'];

/** The fields of an order that staff actions change (money, state, parcel, tracking), for the audit snapshots. */
export function orderSnapshot(row: OrderRow): Record<string, unknown> {
  return {
    state: row.state, priceYen: row.price_yen, proposedPriceYen: row.proposed_price_yen, proxyFeeYen: row.proxy_fee_yen,
    paidYen: row.paid_yen, weightGrams: row.weight_grams, lengthCm: row.length_cm, widthCm: row.width_cm, heightCm: row.height_cm,
    domesticCarrier: row.domestic_carrier, domesticTracking: row.domestic_tracking, carrier: row.carrier, trackingNo: row.tracking_no,
    reason: row.reason,
  };
}

export interface AuditEntry {
  staffId: number;
  action: string;
  targetType: AuditTarget;
  targetId: number;
  before: unknown;
  after: unknown;
}

export async function writeAudit(tx: Db, entry: AuditEntry, now: number): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId, action: entry.action, target_type: entry.targetType, target_id: entry.targetId,
      before: entry.before === null ? null : JSON.stringify(entry.before), after: entry.after === null ? null : JSON.stringify(entry.after),
      created_at: now,
    })
    .execute();
}

/** The trail of one or more targets (an order and its appeals), newest first. */
export async function auditTrail(db: Db, targets: readonly { type: AuditTarget; id: number }[]): Promise<OpsAudit[]> {
  if (targets.length === 0) return [];
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.staff_id')
    .selectAll('audit_log')
    .select('users.email as staff_email')
    .where((eb) => eb.or(targets.map((t) => eb.and([eb('audit_log.target_type', '=', t.type), eb('audit_log.target_id', '=', t.id)]))))
    .orderBy('audit_log.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    action: row.action,
    targetType: row.target_type as AuditTarget,
    targetId: row.target_id,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
    time: new Date(row.created_at).toISOString(),
  }));
}

// The console's side: the queue of submissions and the review. Approving publishes the photos, credits the
// kind's points (spec/constants.yaml experience.rewardPoints) and tells the shopper, all in one
// transaction whose update only a pending row passes, so a second approval is 409 and never credits twice.
// A contest entry already approved can be made a winner once, for the bigger prize. Every review is audited.
import type { Kysely } from 'kysely';
import type { OpsHaul } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database, ExperienceKind, ExperienceRow, ExperienceStatus } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { type MessageKey, callerLanguage, t } from '../messages';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import { writeAudit } from '../ops/audit';
import type { Services } from '../services';
import { publishUploads } from '../uploads/store';
import { attachmentOf } from './submit';
import { haulDetail } from './views';

type Tx = Kysely<Database>;

export async function reviewQueue(services: Services, filter: { status: ExperienceStatus; kind?: ExperienceKind | undefined; page: number }) {
  const pageSize = constants.experience.pageSize;
  let base = services.db.selectFrom('experiences').innerJoin('users', 'users.id', 'experiences.user_id').where('experiences.status', '=', filter.status);
  if (filter.kind) base = base.where('experiences.kind', '=', filter.kind);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll('experiences').select('users.email').orderBy('experiences.updated_at').orderBy('experiences.id').limit(pageSize).offset((filter.page - 1) * pageSize).execute(),
  ]);
  return { total: Number(count.n), page: filter.page, pageSize, items: rows.map(({ email, ...row }) => ({ haul: haulDetail(row, null, false), shopperEmail: email })) };
}

const snapshot = (row: ExperienceRow) => ({ status: row.status, winner: row.winner === 1, pointsAwarded: row.points_awarded, rejectReason: row.reject_reason });

/** The points a review awards the haul's author, booked against the haul (its points_awarded says how many in all). */
export async function creditHaulPoints(trx: Tx, services: Pick<Services, 'dialect'>, row: ExperienceRow, points: number, memo: string, now: number): Promise<void> {
  if (points <= 0 || row.user_id === null) return;
  await post(trx, services.dialect, { kind: 'points', userId: row.user_id, refType: 'experience', refId: row.id, memo }, [
    { account: accounts.pointsIssued, amount: -points, currency: 'PT' },
    { account: accounts.points(row.user_id), amount: points, currency: 'PT' },
  ], now);
}

async function tell(trx: Tx, services: Services, row: ExperienceRow, title: MessageKey, body: MessageKey, vars: Record<string, string | number>, now: number): Promise<number | null> {
  if (row.user_id === null) return null;
  const shopper = await trx.selectFrom('users').select(['email', 'language']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const subject = t(language, title, vars);
  const text = t(language, body, vars);
  await trx.insertInto('messages').values({ user_id: row.user_id, order_id: null, title: subject, body: text, created_at: now, read_at: null }).execute();
  return services.mailer.enqueue(trx, { to: shopper.email, subject, body: text }, now);
}

export async function reviewExperience(services: Services, staffId: number, id: number, decision: 'approve' | 'reject' | 'winner', reason: string | undefined): Promise<OpsHaul> {
  if (decision === 'reject' && !reason?.trim()) throw badField('reason', 'experienceReasonMissing');
  const { row, mail } = await services.db.transaction().execute(async (trx) => {
    const now = services.now();
    const before = await trx.selectFrom('experiences').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new ApiFailure(404, 'experienceNotFound');
    const from: ExperienceStatus = decision === 'winner' ? 'approved' : 'pending';
    if (before.status !== from || (decision === 'winner' && (before.kind !== 'monthly' || before.winner === 1))) throw new ApiFailure(409, 'experienceReviewConflict');
    const points = decision === 'approve' ? constants.experience.rewardPoints[before.kind] : decision === 'winner' ? constants.experience.monthlyWinnerPoints : 0;
    const changes =
      decision === 'approve' ? { status: 'approved' as const, points_awarded: before.points_awarded + points, reject_reason: null }
      : decision === 'winner' ? { winner: 1, points_awarded: before.points_awarded + points }
      : { status: 'rejected' as const, reject_reason: reason!.trim() };
    // Only the row as we read it passes: two reviews at once cannot both credit.
    let update = trx.updateTable('experiences').set({ ...changes, reviewed_by: staffId, reviewed_at: now }).where('id', '=', id).where('status', '=', from);
    if (decision === 'winner') update = update.where('winner', '=', 0);
    const after = await update.returningAll().executeTakeFirst();
    if (!after) throw new ApiFailure(409, 'experienceReviewConflict');
    await creditHaulPoints(trx, services, after, points, decision, now);
    if (decision === 'approve') await publishUploads(trx, attachmentOf(id));
    await writeAudit(trx, { staffId, action: `experience.${decision}`, targetType: 'experience', targetId: id, before: snapshot(before), after: snapshot(after) }, now);
    const vars = { title: after.title, points, reason: after.reject_reason ?? '' };
    const mail =
      decision === 'approve' ? await tell(trx, services, after, 'experienceApproved_title', 'experienceApproved_body', vars, now)
      : decision === 'winner' ? await tell(trx, services, after, 'experienceWinner_title', 'experienceWinner_body', vars, now)
      : await tell(trx, services, after, 'experienceRejected_title', 'experienceRejected_body', vars, now);
    return { row: after, mail };
  });
  if (mail !== null) services.mailer.deliverLater([mail]);
  const user = row.user_id === null ? null : await services.db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
  return { haul: haulDetail(row, null, false), shopperEmail: user?.email ?? '' };
}

// Invitations: each shopper's personal code, who registered with whose code, and the inviter's reward when
// the invited shopper's first order ships. The reward row's primary key is the invited shopper, and it is
// written in the shipping transaction before the ledger entry: a retried, repeated or concurrent shipment
// (or the shopper's second order) conflicts on it and credits nothing.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database, OrderRow } from '../db/types';
import { isUniqueViolation } from '../db/errors';
import { badField } from '../http/failure';
import { t, callerLanguage } from '../messages';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import type { Services } from '../services';

type Db = Kysely<Database>;

// No 0/O, 1/I/L: a code read aloud or copied by hand still works.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  let code = '';
  for (let i = 0; i < constants.invite.codeLength; i += 1) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** The shopper's code, made on first use; a clash with another's code (vanishingly rare) draws again. */
export async function inviteCodeOf(db: Db, userId: number, now: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db.selectFrom('invite_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
    if (existing) return existing.code;
    try {
      await db.insertInto('invite_codes').values({ user_id: userId, code: newCode(), created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('invite: could not make a unique code');
}

export async function inviteInfo(db: Db, userId: number | null, now: number) {
  const reward = { rewardAmount: constants.invite.reward.amount, rewardKind: constants.invite.reward.kind };
  if (userId === null) return { code: null, joined: 0, rewarded: 0, ...reward };
  const code = await inviteCodeOf(db, userId, now);
  const [joined, rewarded] = await Promise.all([
    db.selectFrom('invites').innerJoin('users', 'users.id', 'invites.invitee_id').where('invites.inviter_id', '=', userId).where('users.verified_at', 'is not', null)
      .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('invite_rewards').where('inviter_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { code, joined: Number(joined.n), rewarded: Number(rewarded.n), ...reward };
}

/**
 * The inviter of a code given at registration. An unknown code, or the caller's own (a logged-in shopper
 * registering a second account through their own link), is refused with a message rather than ignored:
 * the friend would otherwise believe the inviter will be rewarded. The email being registered is not
 * compared with the inviter's: that would tell a stranger whose code it is. The inviter's own email has an
 * account, so registering it changes nothing anyway (see Register).
 */
export async function inviterFor(db: Db, rawCode: string, callerId: number | null): Promise<number> {
  const code = rawCode.trim().toUpperCase();
  const row = await db.selectFrom('invite_codes').select('user_id').where('code', '=', code).executeTakeFirst();
  if (!row) throw badField('inviteCode', 'inviteCodeInvalid');
  if (row.user_id === callerId) throw badField('inviteCode', 'inviteSelf');
  return row.user_id;
}

/** Records (or, for a registration started again, replaces) who invited the shopper. */
export async function recordInvite(tx: Db, inviteeId: number, inviterId: number | null, now: number): Promise<void> {
  if (inviterId === null) {
    await tx.deleteFrom('invites').where('invitee_id', '=', inviteeId).execute();
    return;
  }
  await tx
    .insertInto('invites')
    .values({ invitee_id: inviteeId, inviter_id: inviterId, created_at: now })
    .onConflict((oc) => oc.column('invitee_id').doUpdateSet({ inviter_id: inviterId, created_at: now }))
    .execute();
}

/**
 * Called in the shipping transaction for every order that ships: credits the inviter of the order's
 * shopper once, for the first order that ships. Returns the outbox id of the inviter's mail, or null.
 */
export async function creditInviteReward(tx: Db, services: Services, order: OrderRow): Promise<number | null> {
  const invite = await tx.selectFrom('invites').select('inviter_id').where('invitee_id', '=', order.user_id).executeTakeFirst();
  if (!invite) return null;
  const now = services.now();
  const { amount, kind } = constants.invite.reward;
  const inserted = await tx
    .insertInto('invite_rewards')
    .values({ invitee_id: order.user_id, inviter_id: invite.inviter_id, order_id: order.id, amount, created_at: now })
    .onConflict((oc) => oc.column('invitee_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  const postings =
    kind === 'points'
      ? [{ account: accounts.pointsIssued, amount: -amount, currency: 'PT' as const }, { account: accounts.points(invite.inviter_id), amount, currency: 'PT' as const }]
      : [{ account: accounts.promotions, amount: -amount }, { account: accounts.wallet(invite.inviter_id), amount }];
  await post(tx, services.dialect, { kind: kind === 'points' ? 'points' : 'adjustment', userId: invite.inviter_id, refType: 'invite', refId: order.user_id, memo: 'invite reward' }, postings, now);

  const inviter = await tx.selectFrom('users').select(['email', 'language']).where('id', '=', invite.inviter_id).executeTakeFirstOrThrow();
  const friend = await tx.selectFrom('users').select('nickname').where('id', '=', order.user_id).executeTakeFirstOrThrow();
  const language = callerLanguage(inviter.language, undefined);
  const vars = { friend: friend.nickname, amount: amount.toLocaleString('en') };
  const subject = t(language, 'inviteReward_title', vars);
  const body = t(language, kind === 'points' ? 'inviteRewardPoints_body' : 'inviteRewardWallet_body', vars);
  await tx.insertInto('messages').values({ user_id: invite.inviter_id, order_id: null, title: subject, body, created_at: now, read_at: null }).execute();
  return services.mailer.enqueue(tx, { to: inviter.email, subject, body }, now);
}

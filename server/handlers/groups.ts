// Group shipping (china edition, /personal/group/*): see server/groups/. Every change is one transaction;
// the mail it writes is delivered after commit. A group is visible to its leader and approved members only.
import { constants } from '../../generated/constants';
import { visibleGroup } from '../groups/access';
import { dissolveGroup, leaveGroup, removeMember } from '../groups/exits';
import { addItems, removeItem } from '../groups/list';
import { applyToGroup, createGroup, endApplications, reviewApplication } from '../groups/membership';
import { closeList, dueOf, payShare } from '../groups/postage';
import { ApiFailure } from '../http/failure';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { payByCard } from '../payments/charge';
import { groupDetail, groupSummaries } from '../groups/views';
import type { CallContext, Handlers } from './types';

type GroupOp =
  | 'Sig.Front.User.AppGroup.Create'
  | 'Sig.Front.User.AppGroup.Mine'
  | 'Sig.Front.User.AppGroup.Open'
  | 'Sig.Front.User.AppGroup.Apply'
  | 'Sig.Front.User.AppGroup.Detail'
  | 'Sig.Front.User.AppGroup.Review'
  | 'Sig.Front.User.AppGroup.EndApplications'
  | 'Sig.Front.User.AppGroup.Candidates'
  | 'Sig.Front.User.AppGroup.AddItems'
  | 'Sig.Front.User.AppGroup.RemoveItem'
  | 'Sig.Front.User.AppGroup.Close'
  | 'Sig.Front.User.AppGroup.PayShare'
  | 'Sig.Front.User.AppGroup.PayShareByCard'
  | 'Sig.Front.User.AppGroup.Leave'
  | 'Sig.Front.User.AppGroup.RemoveMember'
  | 'Sig.Front.User.AppGroup.Dissolve';

type Ctx = CallContext<GroupOp> & { user: { id: number } };

/** The group as the caller sees it after a change (read after commit). */
async function detailFor(ctx: Ctx, groupId: number) {
  const { group, role } = await visibleGroup(ctx.db, groupId, ctx.user.id);
  return groupDetail(ctx.db, group, role, ctx.user.id, ctx.now());
}

export const groupHandlers: Handlers<GroupOp> = {
  async 'Sig.Front.User.AppGroup.Create'(ctx) {
    const group = await ctx.db.transaction().execute((trx) => createGroup(trx, ctx, ctx.user.id, ctx.params));
    return detailFor(ctx, group.id);
  },

  async 'Sig.Front.User.AppGroup.Mine'(ctx) {
    const page = ctx.params.page ?? 1;
    const { pageSize } = constants.groups;
    const mine = ctx.db.selectFrom('groups').where((eb) => eb.or([
      eb('groups.leader_id', '=', ctx.user.id),
      // Groups the caller left or was removed from are no longer theirs (their messages tell the story).
      eb.exists(
        eb.selectFrom('group_members').select('group_members.id').whereRef('group_members.group_id', '=', 'groups.id').where('group_members.user_id', '=', ctx.user.id).where('group_members.status', 'in', ['pending', 'approved', 'rejected']),
      ),
    ]));
    const [count, rows] = await Promise.all([
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      mine.selectAll('groups').orderBy('groups.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { total: Number(count.n), page, pageSize, items: await groupSummaries(ctx.db, rows, ctx.user.id, ctx.now()) };
  },

  async 'Sig.Front.User.AppGroup.Open'(ctx) {
    const page = ctx.params.page ?? 1;
    const { pageSize } = constants.groups;
    const open = ctx.db.selectFrom('groups').where('state', '=', 'recruiting').where('deadline_at', '>', ctx.now());
    const [count, rows] = await Promise.all([
      open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      open.selectAll().orderBy('deadline_at').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { total: Number(count.n), page, pageSize, items: await groupSummaries(ctx.db, rows, ctx.user.id, ctx.now()) };
  },

  async 'Sig.Front.User.AppGroup.Apply'(ctx) {
    const group = await ctx.db.transaction().execute((trx) => applyToGroup(trx, ctx, ctx.user.id, ctx.params.id, ctx.params.message));
    const [summary] = await groupSummaries(ctx.db, [group], ctx.user.id, ctx.now());
    return summary!;
  },

  async 'Sig.Front.User.AppGroup.Detail'(ctx) {
    return detailFor(ctx, ctx.params.id);
  },

  async 'Sig.Front.User.AppGroup.Review'(ctx) {
    const { id, userId, approve } = ctx.params;
    await ctx.db.transaction().execute((trx) => reviewApplication(trx, ctx, ctx.user.id, id, userId, approve));
    return detailFor(ctx, id);
  },

  async 'Sig.Front.User.AppGroup.EndApplications'(ctx) {
    await ctx.db.transaction().execute((trx) => endApplications(trx, ctx, ctx.user.id, ctx.params.id));
    return detailFor(ctx, ctx.params.id);
  },

  async 'Sig.Front.User.AppGroup.Candidates'(ctx) {
    const rows = await ctx.db
      .selectFrom('orders')
      .select(['id', 'title', 'image_url', 'weight_grams', 'price_yen', 'quantity', 'length_cm', 'width_cm', 'height_cm'])
      .where('user_id', '=', ctx.user.id)
      .where('state', '=', 'arrived')
      .where('parcel_id', 'is', null)
      .orderBy('id')
      .execute();
    return {
      items: rows.map((r) => ({
        orderId: r.id, title: r.title, imageUrl: r.image_url, weightGrams: r.weight_grams ?? 0, valueYen: r.price_yen * r.quantity,
        lengthCm: r.length_cm, widthCm: r.width_cm, heightCm: r.height_cm,
      })),
    };
  },

  async 'Sig.Front.User.AppGroup.AddItems'(ctx) {
    const { outboxIds } = await ctx.db.transaction().execute((trx) => addItems(trx, ctx, ctx.user.id, ctx.params.id, ctx.params.orderIds));
    ctx.mailer.deliverLater(outboxIds);
    return detailFor(ctx, ctx.params.id);
  },

  async 'Sig.Front.User.AppGroup.RemoveItem'(ctx) {
    const { outboxIds } = await ctx.db.transaction().execute((trx) => removeItem(trx, ctx, ctx.user.id, ctx.params.id, ctx.params.orderId));
    ctx.mailer.deliverLater(outboxIds);
    return detailFor(ctx, ctx.params.id);
  },

  async 'Sig.Front.User.AppGroup.Close'(ctx) {
    const { outboxIds } = await ctx.db.transaction().execute((trx) => closeList(trx, ctx, ctx.user.id, ctx.params.id, ctx.params.method));
    ctx.mailer.deliverLater(outboxIds);
    return detailFor(ctx, ctx.params.id);
  },

  async 'Sig.Front.User.AppGroup.PayShare'(ctx) {
    await ctx.db.transaction().execute((trx) => payShare(trx, ctx, ctx.user.id, ctx.params.id, ctx.params.idempotencyKey));
    return detailFor(ctx, ctx.params.id);
  },

  async 'Sig.Front.User.AppGroup.PayShareByCard'(ctx) {
    const { id, idempotencyKey, expectedYen, cardPays, cardYen, token, cardId, returnUrl } = ctx.params;
    const userId = ctx.user.id;
    return payByCard(ctx, {
      userId, language: ctx.language, token, cardId, returnUrl, cardPays, cardYen,
      purpose: { kind: 'groupShare', key: idempotencyKey, language: ctx.language, groupId: id, expectedYen },
      due: async (tx) => {
        const { group } = await visibleGroup(tx, id, userId);
        if (group.state !== 'awaitingPayment') throw new ApiFailure(409, group.state === 'dissolved' ? 'groupDissolved' : 'groupNothingToPay');
        const share = await tx.selectFrom('group_shares').selectAll().where('group_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        if (!share || share.paid_at !== null) throw new ApiFailure(409, 'groupNothingToPay');
        if (dueOf(share) !== expectedYen) throw new ApiFailure(409, 'groupShareChanged');
        return { totalYen: dueOf(share), walletYen: await balance(tx, accounts.wallet(userId)) };
      },
    });
  },

  async 'Sig.Front.User.AppGroup.Leave'(ctx) {
    const { outboxIds } = await ctx.db.transaction().execute((trx) => leaveGroup(trx, ctx, ctx.user.id, ctx.params.id));
    ctx.mailer.deliverLater(outboxIds);
    // The caller no longer sees the group's page: answer it as any shopper outside it sees it.
    const group = await ctx.db.selectFrom('groups').selectAll().where('id', '=', ctx.params.id).executeTakeFirstOrThrow();
    const [summary] = await groupSummaries(ctx.db, [group], ctx.user.id, ctx.now());
    return summary!;
  },

  async 'Sig.Front.User.AppGroup.RemoveMember'(ctx) {
    const { outboxIds } = await ctx.db.transaction().execute((trx) => removeMember(trx, ctx, ctx.user.id, ctx.params.id, ctx.params.userId));
    ctx.mailer.deliverLater(outboxIds);
    return detailFor(ctx, ctx.params.id);
  },

  async 'Sig.Front.User.AppGroup.Dissolve'(ctx) {
    const { outboxIds } = await ctx.db.transaction().execute((trx) => dissolveGroup(trx, ctx, ctx.user.id, ctx.params.id));
    ctx.mailer.deliverLater(outboxIds);
    return detailFor(ctx, ctx.params.id);
  },
};


// What the group pages show: a group's summary (for lists) and its detail for the leader or a member.
import type { Kysely } from 'kysely';
import type { GroupDetail, GroupRemoval, GroupSummary } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database, GroupRow } from '../db/types';
import { quoteMethod } from '../shipping/landed-cost';
import { defaultRules } from '../shipping/landed-cost';
import { totalsOf } from '../parcels/limits';
import { ApiFailure } from '../http/failure';
import { type GroupRole, applicationsOpen, listOpen } from './access';
import { listOrders } from './list';
import { dueOf } from './postage';
import { planWithout, repricingContext } from './reprice';
import { routeFor } from './route';

type Db = Kysely<Database>;
/** Memberships the pages show; left and removed ones are history, not people in the group. */
const shownStatuses = ['pending', 'approved', 'rejected'] as const;
type ShownStatus = (typeof shownStatuses)[number];
const iso = (ms: number) => new Date(ms).toISOString();

/** Summaries of the groups, in the order given, as `userId` sees them. */
export async function groupSummaries(db: Db, groups: readonly GroupRow[], userId: number, now: number): Promise<GroupSummary[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  const [leaders, counts, mine] = await Promise.all([
    db.selectFrom('users').select(['id', 'nickname']).where('id', 'in', groups.map((g) => g.leader_id)).execute(),
    db
      .selectFrom('group_members')
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('group_id', 'in', ids)
      .where('status', '=', 'approved')
      .groupBy('group_id')
      .execute(),
    // A member who left or was removed is no longer in the group: to them it is any other group.
    db.selectFrom('group_members').select(['group_id', 'status']).where('group_id', 'in', ids).where('user_id', '=', userId).where('status', 'in', shownStatuses).$narrowType<{ status: ShownStatus }>().execute(),
  ]);
  return groups.map((g) => {
    const application = mine.find((m) => m.group_id === g.id)?.status ?? null;
    const memberCount = Number(counts.find((c) => c.group_id === g.id)?.n ?? 0);
    const role = g.leader_id === userId ? 'leader' : application === 'approved' ? 'member' : application ? 'applicant' : 'none';
    return {
      id: g.id,
      name: g.name,
      leaderName: leaders.find((l) => l.id === g.leader_id)?.nickname ?? '',
      country: g.country,
      deadline: iso(g.deadline_at),
      rules: g.rules,
      state: g.state,
      applicationsOpen: applicationsOpen(g, now),
      memberCount,
      full: memberCount >= constants.groups.maxMembers,
      role,
      application: role === 'leader' ? null : application,
    };
  });
}

/** Members see where the parcel goes (city, region, country); the street and phone are the leader's own. */
function addressFor(address: GroupDetail['address'], role: GroupRole): GroupDetail['address'] {
  if (role === 'leader') return address;
  return { ...address, recipient: '', phone: '', postcode: '', line1: '', line2: '' };
}

export async function groupDetail(db: Db, group: GroupRow, role: GroupRole, userId: number, now: number): Promise<GroupDetail> {
  const [summary] = await groupSummaries(db, [group], userId, now);
  let memberRows = db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['group_members.user_id', 'group_members.status', 'group_members.message', 'users.nickname'])
    .where('group_members.group_id', '=', group.id)
    .where('group_members.status', 'in', shownStatuses);
  if (role !== 'leader') memberRows = memberRows.where('group_members.status', '=', 'approved');
  let itemRows = db
    .selectFrom('group_items')
    .innerJoin('orders', 'orders.id', 'group_items.order_id')
    .select(['group_items.order_id', 'group_items.user_id', 'group_items.weight_grams', 'orders.title', 'orders.image_url'])
    .where('group_items.group_id', '=', group.id);
  if (role !== 'leader') itemRows = itemRows.where('group_items.user_id', '=', userId);
  const [members, items, allItems, onList, shareRows, parcel] = await Promise.all([
    memberRows.orderBy('group_members.id').$narrowType<{ status: ShownStatus }>().execute(),
    itemRows.orderBy('group_items.id').execute(),
    db.selectFrom('group_items').select(['user_id', 'weight_grams']).where('group_id', '=', group.id).execute(),
    listOrders(db, group.id),
    db.selectFrom('group_shares').selectAll().where('group_id', '=', group.id).execute(),
    group.parcel_id === null ? null : db.selectFrom('parcels').select(['id', 'state', 'carrier', 'tracking_no']).where('id', '=', group.parcel_id).executeTakeFirst(),
  ]);
  const totalGrams = allItems.reduce((sum, i) => sum + i.weight_grams, 0);
  const totals = totalsOf(onList);
  // A dissolved group owes nothing and holds nothing (every payment went back): no shares are shown.
  const shares = group.state === 'dissolved' ? [] : shareRows;
  const myShare = shares.find((s) => s.user_id === userId);
  const route = role === 'leader' && (group.state === 'recruiting' || group.state === 'collecting') ? await routeFor(db, group.country) : null;
  // What removing each unpaid member would do, for the leader's confirmation (the same plan removal writes).
  const context = role === 'leader' && group.state === 'awaitingPayment' ? await repricingContext(db, group) : null;
  const removalOf = (memberId: number, share: (typeof shares)[number] | undefined): GroupRemoval | null => {
    if (!context || !share || memberId === group.leader_id || share.paid_at !== null || share.paid_yen > 0) return null;
    try {
      const plan = planWithout(context, memberId, now);
      return { postageYen: plan.postageYen, leaderShareYen: plan.leaderShareYen, leaderDueYen: plan.leaderDueYen, refundYen: plan.refundYen };
    } catch (error) {
      // Nothing would be left to ship (or the method is suspended): removal is refused; dissolving is the way.
      if (error instanceof ApiFailure) return null;
      throw error;
    }
  };
  const othersItems = allItems.some((i) => i.user_id !== userId);
  return {
    group: summary!,
    address: addressFor(JSON.parse(group.address) as GroupDetail['address'], role),
    members: members.map((m) => {
      const own = allItems.filter((i) => i.user_id === m.user_id);
      const share = shares.find((s) => s.user_id === m.user_id);
      return {
        userId: m.user_id,
        nickname: m.nickname,
        status: m.status,
        message: m.message,
        isLeader: m.user_id === group.leader_id,
        itemCount: own.length,
        weightGrams: own.reduce((sum, i) => sum + i.weight_grams, 0),
        shareYen: share?.share_yen ?? null,
        storageYen: share?.storage_yen ?? null,
        dueYen: share ? dueOf(share) : null,
        paid: share ? share.paid_at !== null : false,
        removal: m.status === 'approved' ? removalOf(m.user_id, share) : null,
      };
    }),
    items: items.map((i) => ({
      orderId: i.order_id, userId: i.user_id, title: i.title, imageUrl: i.image_url, weightGrams: i.weight_grams, mine: i.user_id === userId,
    })),
    totalGrams,
    totalOrders: totals.orders,
    declaredYen: totals.declaredYen,
    box: totals.box,
    method: group.method,
    postageYen: group.postage_yen,
    myShareYen: myShare?.share_yen ?? null,
    myStorageYen: myShare?.storage_yen ?? null,
    myDueYen: myShare ? dueOf(myShare) : null,
    myPaid: myShare ? myShare.paid_at !== null : false,
    // As exits.ts decides: a member with nothing paid, before the parcel is paid; a closed list must keep
    // something to ship without the caller's items.
    canLeave:
      role === 'member' &&
      (listOpen(group) || (group.state === 'awaitingPayment' && (myShare?.paid_yen ?? 0) === 0 && othersItems)),
    canDissolve: role === 'leader' && group.state !== 'dissolved' && (parcel == null || parcel.state === 'awaitingPayment' || parcel.state === 'paid'),
    // Priced as closing will price it: from the box the list packs into (chargeable weight per method).
    quotes: route && totalGrams > 0 ? defaultRules.methods.map((m) => quoteMethod(m, { weightGrams: totalGrams, dimensions: totals.box }, route, 0)) : [],
    parcelId: parcel?.id ?? null,
    parcelState: parcel?.state ?? null,
    parcelCarrier: parcel?.carrier ?? null,
    parcelTrackingNo: parcel?.tracking_no ?? null,
  };
}

// Migration 0018 on a database with groups already in it: every group row, member, item and share keeps
// its id and values (SQLite rebuilds the four tables; their foreign keys must not cascade anything away),
// shares paid before it count as paid in full, the new states and statuses are accepted, nonsense is not,
// and deleting a group still takes its rows with it.
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabasePerTest } from './bare-database';
import { fixtureCheckout } from './order-fixture';

const database = freshDatabasePerTest('group-exits');

it('keeps the groups, members, items and shares there were, and takes the new states', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0018'));
  const user = (email: string) =>
    db
      .insertInto('users')
      .values({ email, password_hash: 'x', nickname: email, language: 'en', verified_at: 1, signup_from: null, source: null, created_at: 1, updated_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
  const leader = await user('leader@example.com');
  const member = await user('member@example.com');
  const { orderIds } = await fixtureCheckout(db, dialect, member.id, [{ priceYen: 1000 }, { priceYen: 2000 }], { now: 1 });
  const group = { leader_id: leader.id, name: 'g', rules: 'r', address: '{}', country: 'CN', deadline_at: 10, method: null, parcel_id: null, closed_at: null, ready_at: null, postage_yen: 0, created_at: 1, updated_at: 1 };
  const [open, closed, gone] = await db
    .insertInto('groups')
    .values([{ ...group, state: 'recruiting' }, { ...group, state: 'awaitingPayment', postage_yen: 900 }, { ...group, state: 'recruiting' }])
    .returning('id')
    .execute();
  // The last group is deleted before the migration: its id must not be handed out again.
  await db.deleteFrom('groups').where('id', '=', gone!.id).execute();
  const membership = { status: 'approved' as const, message: '', created_at: 1, updated_at: 1 };
  await db
    .insertInto('group_members')
    .values([{ ...membership, group_id: open!.id, user_id: leader.id }, { ...membership, group_id: closed!.id, user_id: leader.id }, { ...membership, group_id: closed!.id, user_id: member.id }])
    .execute();
  await db.insertInto('group_items').values([{ group_id: closed!.id, user_id: member.id, order_id: orderIds[0]!, weight_grams: 300, created_at: 1 }]).execute();
  await db
    .insertInto('group_shares')
    .values([
      { group_id: closed!.id, user_id: leader.id, weight_grams: 0, share_yen: 100, paid_at: null, idempotency_key: null, reminded_at: null },
      { group_id: closed!.id, user_id: member.id, weight_grams: 300, share_yen: 800, paid_at: 5, idempotency_key: 'k'.repeat(20), reminded_at: null },
    ])
    .execute();
  const snapshot = async () => ({
    groups: await db.selectFrom('groups').select(['id', 'state', 'postage_yen', 'leader_id']).orderBy('id').execute(),
    members: await db.selectFrom('group_members').select(['id', 'group_id', 'user_id', 'status']).orderBy('id').execute(),
    items: await db.selectFrom('group_items').select(['id', 'group_id', 'order_id', 'weight_grams']).orderBy('id').execute(),
    shares: await db.selectFrom('group_shares').select(['id', 'group_id', 'user_id', 'share_yen', 'paid_at', 'idempotency_key']).orderBy('id').execute(),
  });
  const before = await snapshot();

  await migrate(db, dialect);
  expect(await snapshot()).toEqual(before);
  const shares = await db.selectFrom('group_shares').select(['user_id', 'storage_yen', 'paid_yen']).orderBy('id').execute();
  expect(shares).toEqual([{ user_id: leader.id, storage_yen: 0, paid_yen: 0 }, { user_id: member.id, storage_yen: 0, paid_yen: 800 }]);

  await db.updateTable('groups').set({ state: 'dissolved', dissolved_at: 20 }).where('id', '=', open!.id).execute();
  await db.updateTable('group_members').set({ status: 'removed' }).where('group_id', '=', closed!.id).where('user_id', '=', member.id).execute();
  await db.updateTable('group_members').set({ status: 'left' }).where('group_id', '=', open!.id).execute();
  await expect(db.updateTable('groups').set({ state: 'gone' as never }).where('id', '=', open!.id).execute()).rejects.toThrow();
  await expect(db.updateTable('group_members').set({ status: 'kicked' as never }).execute()).rejects.toThrow();
  await expect(db.updateTable('group_shares').set({ paid_yen: -1 }).execute()).rejects.toThrow();
  // The second order is not on any list yet; an order goes on one list at most.
  await db.insertInto('group_items').values({ group_id: open!.id, user_id: member.id, order_id: orderIds[1]!, weight_grams: 1, created_at: 2 }).execute();
  await expect(db.insertInto('group_items').values({ group_id: closed!.id, user_id: member.id, order_id: orderIds[0]!, weight_grams: 1, created_at: 2 }).execute()).rejects.toThrow();

  const next = await db.insertInto('groups').values({ ...group, state: 'recruiting' }).returning('id').executeTakeFirstOrThrow();
  expect(next.id).toBeGreaterThan(gone!.id);
  // Foreign keys still hold and still cascade.
  await expect(db.insertInto('group_members').values({ ...membership, group_id: 99_999, user_id: leader.id }).execute()).rejects.toThrow();
  await db.deleteFrom('groups').where('id', '=', closed!.id).execute();
  expect(await db.selectFrom('group_members').select('id').where('group_id', '=', closed!.id).execute()).toEqual([]);
  expect(await db.selectFrom('group_shares').select('id').where('group_id', '=', closed!.id).execute()).toEqual([]);
  expect(await db.selectFrom('group_members').select('id').where('group_id', '=', open!.id).execute()).toHaveLength(1);
});

// Migration 0032 on a database with warehouse photos in it: every photo kept before is marked as sent
// ('asUploaded', which is never served until the pass at start rewrites it), keeps its id, path and
// type, and the state takes nothing but its three values.
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabasePerTest } from './bare-database';
import { fixtureCheckout } from './order-fixture';

const database = freshDatabasePerTest('order-photos');

it('marks the photos there were as kept as sent, and takes only the three states', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0032'));
  const user = await db
    .insertInto('users')
    .values({ email: 'photos@example.com', password_hash: 'x', nickname: 'p', language: 'en', verified_at: 1, signup_from: null, source: null, created_at: 1, updated_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { orderIds } = await fixtureCheckout(db, dialect, user.id, [{ priceYen: 1000 }], { now: 1 });
  const photo = { order_id: orderIds[0]!, path: '/files/order-photos/1/00000000-0000-0000-0000-000000000000.jpg', content_type: 'image/jpeg', created_at: 1 };
  // Written as the route wrote them then, without the column this migration adds.
  await db.insertInto('order_photos').values(photo as never).execute();

  await migrate(db, dialect);
  expect(await db.selectFrom('order_photos').select(['order_id', 'path', 'content_type', 'file_state']).execute()).toEqual([
    { order_id: photo.order_id, path: photo.path, content_type: 'image/jpeg', file_state: 'asUploaded' },
  ]);
  await expect(db.updateTable('order_photos').set({ file_state: 'clean' as never }).execute()).rejects.toThrow();
  await db.updateTable('order_photos').set({ file_state: 'reencoded' }).execute();
});

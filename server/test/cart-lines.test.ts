// Migration 0006 on a database with cart lines already in it: rows, ids and the cart count survive;
// old lines get their marketplace from their goods Type; new lines are one per catalog item.
import { expect, it } from 'vitest';
import { isUniqueViolation } from '../db/errors';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('cart');

it('keeps existing cart lines and gives them their marketplace', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0006'));
  const user = await db
    .insertInto('users')
    .values({ email: 'cart@example.com', password_hash: 'x', nickname: 'c', language: 'en', verified_at: 1, signup_from: null, source: null, created_at: 1, updated_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = { user_id: user.id, name: 'n', image_url: '', price_yen: 100, quantity: 2, created_at: 1 };
  await db.insertInto('cart_items').values([{ ...line, type: 1, url: 'm1' }, { ...line, type: 7, url: 'y1' }]).execute();
  const before = await db.selectFrom('cart_items').select(['id', 'url']).orderBy('id').execute();

  await migrate(db, dialect);
  const after = await db.selectFrom('cart_items').select(['id', 'url', 'site', 'external_id', 'quantity']).orderBy('id').execute();
  expect(after).toEqual([
    { ...before[0], site: 'mercari', external_id: null, quantity: 2 },
    { ...before[1], site: 'yahoo', external_id: null, quantity: 2 },
  ]);

  // magi and card items have no goods Type; one line per catalog item; lines by link (no id) may repeat.
  const magi = { ...line, site: 'magi', external_id: 'c1', type: null, url: 'https://magi.camp/items/1' };
  await db.insertInto('cart_items').values(magi).execute();
  await expect(db.insertInto('cart_items').values(magi).execute()).rejects.toSatisfy(isUniqueViolation);
  await db.insertInto('cart_items').values({ ...line, site: 'mercari', type: 1, url: 'm2' }).execute();
  const ids = (await db.selectFrom('cart_items').select('id').execute()).map((r) => r.id);
  expect(new Set(ids).size).toBe(4);
  expect(Math.min(...ids.slice(2))).toBeGreaterThan(Math.max(...before.map((r) => r.id)));
});

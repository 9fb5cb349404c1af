// Migration 0031 on rows written before the server took only http(s) addresses: whatever is neither one
// nor a page of ours gets the `unsafe:` prefix no browser follows; good addresses and our paths stay as
// they were, and spaces around a good address are trimmed.
import { expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('inert-addresses');

// As written → as the migration leaves it.
const cases: [string, string][] = [
  ['https://jp.mercari.com/item/m12345678901', 'https://jp.mercari.com/item/m12345678901'],
  ['HTTP://shop.example/a', 'HTTP://shop.example/a'],
  ['/mall/market/detail/12345678', '/mall/market/detail/12345678'],
  ['  https://shop.example/b ', 'https://shop.example/b'],
  ['javascript:alert(1)', 'unsafe:javascript:alert(1)'],
  [' JavaScript:alert(1)', 'unsafe: JavaScript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>', 'unsafe:data:text/html,<script>alert(1)</script>'],
  ['vbscript:msgbox(1)', 'unsafe:vbscript:msgbox(1)'],
  ['//evil.example/x', 'unsafe://evil.example/x'],
  ['/\\evil.example', 'unsafe:/\\evil.example'],
  ['/\t/evil.example', 'unsafe:/\t/evil.example'],
  ['shop.example/item', 'unsafe:shop.example/item'],
];

it('makes every stored address that is not http(s) or ours inert, and leaves the rest', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0031'));
  const { id: userId } = await db
    .insertInto('users')
    .values({ email: 'old@example.com', password_hash: 'x', nickname: 'old', language: 'en', verified_at: 1, signup_from: null, source: null, created_at: 1, updated_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const money = { price_yen: 100, proxy_fee_yen: 0, domestic_yen: 0, services_yen: 0, discount_yen: 0, points_used: 0, paid_yen: 100 };
  for (const [i, [written]] of cases.entries()) {
    await db.insertInto('orders').values({
      user_id: userId, checkout_id: null, kind: 'anybuy', state: 'pendingPrice', site: null, external_id: null, type: null, url: written, title: `item ${i}`,
      image_url: null, seller_id: null, seller_name: null, quantity: 1, options: null, remark: null, ...money, proposed_price_yen: null, weight_grams: null,
      length_cm: null, width_cm: null, height_cm: null, domestic_carrier: null, domestic_tracking: null, carrier: null, tracking_no: null, reason: null,
      created_at: i, updated_at: i, delivered_at: null, parcel_id: null, arrived_at: null,
    }).execute();
    await db.insertInto('unblock_requests').values({ user_id: userId, type: 1, url: written, reason: null, status: 'pending', created_at: i }).execute();
    await db.insertInto('experiences').values({
      user_id: userId, nickname: 'old', avatar: null, title: `haul ${i}`, description: '', thumbnail: null, likes: 0, created_at: i, order_id: null,
      site: null, goods_title: null, goods_url: written, goods_image: null, rating: null, link: written, month: null, reject_reason: null, reviewed_by: null, reviewed_at: null,
    }).execute();
  }
  await db.insertInto('experiences').values({
    user_id: userId, nickname: 'old', avatar: null, title: 'no link', description: '', thumbnail: null, likes: 0, created_at: 99, order_id: null,
    site: null, goods_title: null, goods_url: null, goods_image: null, rating: null, link: null, month: null, reject_reason: null, reviewed_by: null, reviewed_at: null,
  }).execute();

  await migrate(db, dialect, () => {}, migrations);

  const expected = cases.map(([, left]) => left);
  expect((await db.selectFrom('orders').select('url').orderBy('id').execute()).map((r) => r.url)).toEqual(expected);
  expect((await db.selectFrom('unblock_requests').select('url').orderBy('id').execute()).map((r) => r.url)).toEqual(expected);
  const hauls = await db.selectFrom('experiences').select(['link', 'goods_url']).orderBy('id').execute();
  expect(hauls.map((h) => h.link)).toEqual([...expected, null]);
  expect(hauls.map((h) => h.goods_url)).toEqual([...expected, null]);
});

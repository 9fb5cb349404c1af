// Keeping a live item read again: what changed lands in its row (price, stock, texts, seller), a read that
// changes nothing moves only its read time, and a read older than the one kept never overwrites it.
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { freshDatabasePerTest } from '../test/bare-database';
import { findGoods } from '../catalog/goods-detail';
import { keepItem } from './keep';
import type { ProviderItem } from './provider';

const database = freshDatabasePerTest('keep');

const knife: ProviderItem = {
  id: 'https://item.rakuten.co.jp/rw-kitchen/knife-210/', url: 'https://item.rakuten.co.jp/rw-kitchen/knife-210/', title: '三徳包丁 210mm',
  priceYen: 4980, images: ['https://thumbnail.image.rakuten.co.jp/knife.jpg'], inStock: true, shippingYen: 0,
  seller: { id: 'rw-kitchen', name: 'RWキッチン館', code: 'rw-kitchen' }, description: 'ステンレス', categoryId: '201972', condition: 'new',
};

async function kept() {
  const { db, dialect } = database();
  await migrate(db, dialect);
  const row = async () => (await findGoods(db, 'rakuten', knife.id))!;
  const texts = async () => db.selectFrom('goods_texts').select(['description', 'images']).where('goods_id', '=', (await row()).id).executeTakeFirstOrThrow();
  const seller = async () => db.selectFrom('sellers').select(['name', 'item_count']).where('id', '=', (await row()).seller_id).executeTakeFirstOrThrow();
  return { db, row, texts, seller, keep: async (item: ProviderItem, at: number) => keepItem(db, 'rakuten', item, at, await findGoods(db, 'rakuten', item.id)) };
}

describe('keeping a live item', () => {
  it('a read that changes nothing moves only its read time', async () => {
    const { row, keep } = await kept();
    await keep(knife, 1_000);
    const first = await row();
    await keep(knife, 2_000);
    expect(await row()).toEqual({ ...first, read_at: 2_000 });
  });

  it('a changed price, stock, text and seller name land in their rows; the sold-out time stays while it stays sold out', async () => {
    const { row, texts, seller, keep } = await kept();
    await keep(knife, 1_000);
    await keep({ ...knife, priceYen: 5480, inStock: false, description: '刃渡り210mm', seller: { ...knife.seller, name: 'RWキッチン' } }, 2_000);
    expect(await row()).toMatchObject({ price_yen: 5480, sold_out_at: 2_000, read_at: 2_000, created_at: 1_000 });
    expect(await texts()).toEqual({ description: '刃渡り210mm', images: JSON.stringify(knife.images) });
    expect(await seller()).toEqual({ name: 'RWキッチン', item_count: 1 });
    await keep({ ...knife, priceYen: 5480, inStock: false, description: '刃渡り210mm', seller: { ...knife.seller, name: 'RWキッチン' } }, 3_000);
    expect(await row()).toMatchObject({ sold_out_at: 2_000, read_at: 3_000 });
    await keep(knife, 4_000);
    expect(await row()).toMatchObject({ price_yen: 4980, sold_out_at: null, read_at: 4_000 });
  });

  it('an item sold by another seller now is written whole, and both sellers count their goods again', async () => {
    const { db, row, seller, keep } = await kept();
    await keep(knife, 1_000);
    const before = (await row()).seller_id;
    await keep({ ...knife, seller: { id: 'tokyo-bunguten', name: '東京文具店', code: 'tokyo-bunguten' } }, 2_000);
    expect((await row()).seller_id).not.toBe(before);
    expect(await seller()).toEqual({ name: '東京文具店', item_count: 1 });
    expect((await db.selectFrom('sellers').select('item_count').where('id', '=', before).executeTakeFirstOrThrow()).item_count).toBe(0);
  });

  it('a read older than the one kept, landing after it, changes nothing', async () => {
    const { db, row, keep } = await kept();
    await keep(knife, 1_000);
    const stale = await findGoods(db, 'rakuten', knife.id);
    // Another process reads the new price at 3 s and keeps it first; this one's read of 2 s lands after it.
    await keep({ ...knife, priceYen: 5480 }, 3_000);
    await keepItem(db, 'rakuten', { ...knife, priceYen: 4780 }, 2_000, stale);
    expect(await row()).toMatchObject({ price_yen: 5480, read_at: 3_000 });
    // And so for one that finds nothing kept when it looked, as the first read of an item does.
    await keepItem(db, 'rakuten', { ...knife, priceYen: 4780 }, 2_500, undefined);
    expect(await row()).toMatchObject({ price_yen: 5480, read_at: 3_000 });
  });
});

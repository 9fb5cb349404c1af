import type { Migration } from './helpers';

// Goods a shopper viewed, collected, carted or ordered from a live marketplace are kept in `goods` (so
// orders, collections and the item's page outlive the provider forgetting them) with when we last read
// them there: the cart and pay read an item again when that is too long ago. The local catalog's own
// goods, seeded or imported, have none: they are their own truth.
export const goodsReadAt: Migration = {
  version: '0046',
  name: 'goods.read_at: when a live marketplace item was last read from its provider',
  async up(db) {
    await db.schema.alterTable('goods').addColumn('read_at', 'bigint').execute();
  },
};

import type { Migration } from './helpers';

// The membership level's proxy-fee discount an order was bought with, so that a later change of its fee
// (staff repricing an anybuy order) keeps the discount the shopper had, whatever their level is by then.
// Orders placed before this column have 0: the level discount came with no repricing of them to honour.
export const orderFeeDiscount: Migration = {
  version: '0029',
  name: 'orders: the level discount on the proxy fee each order was bought with',
  async up(db) {
    await db.schema.alterTable('orders').addColumn('fee_discount_percent', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

import type { Migration } from './helpers';

// Insurance chosen with a parcel's method: its fee joins the postage the shopper pays, and the cover is
// what an accepted claim refunds. insured_cover_yen is null for a parcel sent uninsured (flags here are
// nullable values rather than booleans). The customs declaration: the shopper's edited lines (JSON; null
// while it is still what the orders say was paid) and the note with which staff sent it back to them.
export const parcelInsurance: Migration = {
  version: '0038',
  name: 'parcels: insurance fee and cover, the customs declaration and staff query',
  async up(db) {
    await db.schema.alterTable('parcels').addColumn('insurance_yen', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('parcels').addColumn('insured_cover_yen', 'integer').execute();
    await db.schema.alterTable('parcels').addColumn('declaration', 'text').execute();
    await db.schema.alterTable('parcels').addColumn('declaration_query', 'text').execute();
  },
};

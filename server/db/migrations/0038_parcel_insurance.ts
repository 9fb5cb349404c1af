import type { Migration } from './helpers';

// Insurance chosen with a parcel's method: its fee joins the postage the shopper pays, and the cover is
// what an accepted claim refunds. insured_cover_yen is null for a parcel sent uninsured (flags here are
// nullable values rather than booleans).
export const parcelInsurance: Migration = {
  version: '0038',
  name: 'parcels: insurance fee and cover',
  async up(db) {
    await db.schema.alterTable('parcels').addColumn('insurance_yen', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('parcels').addColumn('insured_cover_yen', 'integer').execute();
  },
};

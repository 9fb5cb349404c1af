// The shopper's delivery addresses, read from the address book's table (its pages and calls are another
// area's): the default first, then newest.
import type { Kysely } from 'kysely';
import type { CheckoutAddress } from '../../generated/api/schemas';
import type { AddressRow, Database } from '../db/types';

export function addressOf(row: AddressRow): CheckoutAddress {
  return {
    id: row.id, recipient: row.recipient, phone: row.phone, country: row.country, postcode: row.postcode, region: row.region,
    city: row.city, line1: row.line1, line2: row.line2, isDefault: row.is_default === 1,
  };
}

export async function addressesOf(db: Kysely<Database>, userId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
}

// A shopper's address book. Every change runs in the caller's transaction with the shopper locked, so
// the count limit and the one-default rule hold under concurrent requests (the database's unique index
// on the default is the last guard).
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { AddressInput } from '../../src/lib/address-rules';
import type { Dialect } from '../db/connect';
import type { AddressRow, Database } from '../db/types';
import { ApiFailure } from '../http/failure';
import { lockUser } from '../money/ledger';

type Db = Kysely<Database>;

export interface AddressList {
  items: {
    id: number; country: string; recipient: string; phone: string; postcode: string; region: string; city: string;
    line1: string; line2: string; isDefault: boolean;
  }[];
  max: number;
}

const view = (r: AddressRow): AddressList['items'][number] => ({
  id: r.id, country: r.country, recipient: r.recipient, phone: r.phone, postcode: r.postcode, region: r.region, city: r.city,
  line1: r.line1, line2: r.line2 ?? '', isDefault: r.is_default === 1,
});

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<AddressList> {
  const rows = await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
  return { items: rows.map(view), max: constants.addresses.max };
}

/** The shopper's own address, locked with the shopper; another shopper's is as absent as a missing one. */
async function ownAddress(trx: Db, dialect: Dialect, userId: number, id: number): Promise<AddressRow> {
  await lockUser(trx, dialect, userId);
  const row = await trx.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'addressNotFound');
  return row;
}

async function makeDefault(trx: Db, userId: number, id: number, now: number): Promise<void> {
  // Cleared first: the unique index on the default would refuse two at once.
  await trx.updateTable('addresses').set({ is_default: 0, updated_at: now }).where('user_id', '=', userId).where('is_default', '=', 1).where('id', '<>', id).execute();
  await trx.updateTable('addresses').set({ is_default: 1, updated_at: now }).where('id', '=', id).where('user_id', '=', userId).execute();
}

const columns = (a: AddressInput) => ({
  country: a.country, recipient: a.recipient, phone: a.phone, postcode: a.postcode, region: a.region, city: a.city, line1: a.line1,
  line2: a.line2 === '' ? null : a.line2,
});

export async function createAddress(trx: Db, dialect: Dialect, userId: number, address: AddressInput, wantsDefault: boolean, now: number): Promise<number> {
  await lockUser(trx, dialect, userId);
  const { n } = await trx.selectFrom('addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const count = Number(n);
  if (count >= constants.addresses.max) throw new ApiFailure(409, 'addressLimit', { max: constants.addresses.max });
  const { id } = await trx
    .insertInto('addresses')
    .values({ user_id: userId, ...columns(address), is_default: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (count === 0 || wantsDefault) await makeDefault(trx, userId, id, now);
  return id;
}

export async function updateAddress(trx: Db, dialect: Dialect, userId: number, id: number, address: AddressInput, now: number): Promise<void> {
  await ownAddress(trx, dialect, userId, id);
  await trx.updateTable('addresses').set({ ...columns(address), updated_at: now }).where('id', '=', id).where('user_id', '=', userId).execute();
}

export async function deleteAddress(trx: Db, dialect: Dialect, userId: number, id: number, now: number): Promise<void> {
  const row = await ownAddress(trx, dialect, userId, id);
  await trx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute();
  if (row.is_default !== 1) return;
  const newest = await trx.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (newest) await makeDefault(trx, userId, newest.id, now);
}

export async function setDefaultAddress(trx: Db, dialect: Dialect, userId: number, id: number, now: number): Promise<void> {
  await ownAddress(trx, dialect, userId, id);
  await makeDefault(trx, userId, id, now);
}

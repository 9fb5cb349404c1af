// The address book operations: fields checked by the shared address rules against the countries we
// ship to, changes in one transaction each, and every answer the whole list.
import type { Kysely } from 'kysely';
import { type AddressInput, checkAddress } from '../../src/lib/address-rules';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../addresses/book';
import { refusal } from '../addresses/refusal';
import type { Database } from '../db/types';
import type { ServiceLanguage } from '../../generated/languages';
import type { Handlers } from './types';

interface Fields {
  country: string; recipient: string; phone: string; postcode?: string; region?: string; city?: string; line1: string; line2?: string;
}

async function checked(db: Kysely<Database>, params: Fields, language: ServiceLanguage): Promise<AddressInput> {
  const destinations = (await db.selectFrom('shipping_countries').select('code').execute()).map((c) => c.code);
  const input: AddressInput = {
    country: params.country, recipient: params.recipient, phone: params.phone, postcode: params.postcode ?? '', region: params.region ?? '',
    city: params.city ?? '', line1: params.line1, line2: params.line2 ?? '',
  };
  const { address, problems } = checkAddress(input, destinations);
  if (problems[0]) throw refusal(problems[0], address.country, language);
  return address;
}

export const addressHandlers: Handlers<
  | 'Sig.Front.User.AppAddress.List'
  | 'Sig.Front.User.AppAddress.Create'
  | 'Sig.Front.User.AppAddress.Update'
  | 'Sig.Front.User.AppAddress.Delete'
  | 'Sig.Front.User.AppAddress.SetDefault'
> = {
  async 'Sig.Front.User.AppAddress.List'(ctx) {
    return listAddresses(ctx.db, ctx.user.id);
  },

  async 'Sig.Front.User.AppAddress.Create'(ctx) {
    const address = await checked(ctx.db, ctx.params, ctx.serviceLanguage);
    const id = await ctx.db.transaction().execute((trx) => createAddress(trx, ctx.dialect, ctx.user.id, address, ctx.params.makeDefault ?? false, ctx.now()));
    return { id, ...(await listAddresses(ctx.db, ctx.user.id)) };
  },

  async 'Sig.Front.User.AppAddress.Update'(ctx) {
    const address = await checked(ctx.db, ctx.params, ctx.serviceLanguage);
    await ctx.db.transaction().execute((trx) => updateAddress(trx, ctx.dialect, ctx.user.id, ctx.params.id, address, ctx.now()));
    return listAddresses(ctx.db, ctx.user.id);
  },

  async 'Sig.Front.User.AppAddress.Delete'(ctx) {
    await ctx.db.transaction().execute((trx) => deleteAddress(trx, ctx.dialect, ctx.user.id, ctx.params.id, ctx.now()));
    return listAddresses(ctx.db, ctx.user.id);
  },

  async 'Sig.Front.User.AppAddress.SetDefault'(ctx) {
    await ctx.db.transaction().execute((trx) => setDefaultAddress(trx, ctx.dialect, ctx.user.id, ctx.params.id, ctx.now()));
    return listAddresses(ctx.db, ctx.user.id);
  },
};

// The address book over HTTP: fields checked per country (naming the field, nothing stored), one default
// whenever there are addresses, at most constants.addresses.max, and no shopper ever reaching another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

const us = { country: 'US', recipient: 'Ann Lee', phone: '+1 (555) 010-0199', line1: '1 Main St', city: 'Springfield', region: 'IL', postcode: '62701' };
const gb = { country: 'GB', recipient: 'Bob Stone', phone: '+44 20 7946 0018', line1: '10 Downing St', city: 'London', postcode: 'SW1A 2AA' };
const hk = { country: 'HK', recipient: 'Chan Tai Man', phone: '+852 2345 6789', line1: 'Flat 3, 8/F, 1 Nathan Rd', city: 'Tsim Sha Tsui', region: 'Kowloon' };

async function rowsOf(email: string) {
  const { db } = server.services;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return db.selectFrom('addresses').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
}

/** Every row of the address table and of the tables fingerprint() covers, as one string. */
async function snapshot() {
  const addresses = await server.services.db.selectFrom('addresses').selectAll().orderBy('id').execute();
  return `${await fingerprint(server.services.db)}\n${JSON.stringify(addresses)}`;
}

describe('address book', () => {
  it('adds addresses, the first becoming the default, and lists the default first then the newest', async () => {
    const api = apiOf(await server.verifiedShopper('addr1@example.com'));
    expect(await api.addressList()).toEqual({ items: [], max: constants.addresses.max });
    const first = await api.createAddress(us);
    expect(first.items).toEqual([{ id: first.id, ...us, line2: '', isDefault: true }]);
    const second = await api.createAddress({ ...gb, postcode: 'sw1a2aa', line2: 'Flat 1' });
    expect(second.items.map((a) => [a.id, a.isDefault])).toEqual([[first.id, true], [second.id, false]]);
    expect(second.items[1]).toMatchObject({ postcode: 'SW1A2AA', line2: 'Flat 1' });
    const third = await api.createAddress({ ...hk, postcode: '999077', makeDefault: true });
    expect(third.items.map((a) => [a.id, a.isDefault])).toEqual([[third.id, true], [second.id, false], [first.id, false]]);
    // A country without postcodes keeps none, whatever was sent.
    expect(third.items[0]!.postcode).toBe('');
    expect((await rowsOf('addr1@example.com')).filter((r) => r.is_default === 1)).toHaveLength(1);
  });

  it('normalises a Japanese-style postcode before checking it', async () => {
    // Japan is not a destination, so the mark and full-width digits are shown on a Taiwanese address,
    // whose postcodes are digits too.
    const api = apiOf(await server.verifiedShopper('addr2@example.com'));
    const { items } = await api.createAddress({ country: 'TW', recipient: '王小明', phone: '02-2345-6789', postcode: '１００', region: '臺北市', city: '中正區', line1: '重慶南路一段122號' });
    expect(items[0]).toMatchObject({ postcode: '100', region: '臺北市' });
  });

  it('sets the default, updates fields and promotes the newest remaining address when the default is deleted', async () => {
    const api = apiOf(await server.verifiedShopper('addr3@example.com'));
    const a = (await api.createAddress(us)).id;
    const b = (await api.createAddress(gb)).id;
    const c = (await api.createAddress(hk)).id;
    expect((await api.setDefaultAddress({ id: b })).items.map((x) => [x.id, x.isDefault])).toEqual([[b, true], [c, false], [a, false]]);
    const updated = await api.updateAddress({ id: a, ...gb, recipient: 'Ann Stone' });
    expect(updated.items.find((x) => x.id === a)).toMatchObject({ country: 'GB', recipient: 'Ann Stone', region: '', postcode: 'SW1A 2AA', isDefault: false });
    // Deleting the default: the newest remaining one (c) takes over.
    expect((await api.deleteAddress({ id: b })).items.map((x) => [x.id, x.isDefault])).toEqual([[c, true], [a, false]]);
    expect((await api.deleteAddress({ id: a })).items.map((x) => [x.id, x.isDefault])).toEqual([[c, true]]);
    expect(await api.deleteAddress({ id: c })).toEqual({ items: [], max: constants.addresses.max });
  });

  it(`keeps at most ${constants.addresses.max} addresses`, async () => {
    const shopper = await server.verifiedShopper('addr4@example.com');
    for (let i = 0; i < constants.addresses.max; i++) await apiOf(shopper).createAddress({ ...us, line1: `${i} Main St` });
    const before = await snapshot();
    const answer = await shopper.call('Sig.Front.User.AppAddress.Create', us);
    expect([answer.status, answer.body.msg]).toEqual([409, `You can keep at most ${constants.addresses.max} addresses. Please delete one first.`]);
    expect(await snapshot()).toBe(before);
  });
});

describe('refusals', () => {
  it('needs a logged-in shopper for every operation', async () => {
    const before = await snapshot();
    const anonymous = server.shopper();
    for (const [name, params] of [
      ['Sig.Front.User.AppAddress.List', {}],
      ['Sig.Front.User.AppAddress.Create', us],
      ['Sig.Front.User.AppAddress.Update', { id: 1, ...us }],
      ['Sig.Front.User.AppAddress.Delete', { id: 1 }],
      ['Sig.Front.User.AppAddress.SetDefault', { id: 1 }],
    ] as const) {
      const answer = await anonymous.call(name, params);
      expect([name, answer.status, answer.body.msg]).toEqual([name, 403, 'Please log in first.']);
    }
    expect(await snapshot()).toBe(before);
  });

  it('never shows or changes another shopper’s address (404)', async () => {
    const owner = await server.verifiedShopper('addr5@example.com');
    const { id } = await apiOf(owner).createAddress(us);
    await apiOf(owner).createAddress(gb);
    const other = await server.verifiedShopper('addr6@example.com');
    await apiOf(other).createAddress(hk);
    const before = await snapshot();
    for (const [name, params] of [
      ['Sig.Front.User.AppAddress.Update', { id, ...gb }],
      ['Sig.Front.User.AppAddress.Delete', { id }],
      ['Sig.Front.User.AppAddress.SetDefault', { id }],
      ['Sig.Front.User.AppAddress.Delete', { id: 999_999 }],
    ] as const) {
      const answer = await other.call(name, params);
      expect([name, answer.status, answer.body.msg]).toEqual([name, 404, 'This address was not found.']);
    }
    expect((await apiOf(other).addressList()).items.map((a) => a.country)).toEqual(['HK']);
    expect(await snapshot()).toBe(before);
  });

  it('names the field at fault for each country, storing nothing', async () => {
    const shopper = await server.verifiedShopper('addr7@example.com');
    const { id } = await apiOf(shopper).createAddress(us);
    const before = await snapshot();
    for (const [params, field, msg] of [
      [{ ...us, postcode: '6270' }, 'postcode', 'This postcode does not match the format used in United States, for example 12345.'],
      [{ ...us, postcode: 'SW1A 2AA' }, 'postcode', 'This postcode does not match the format used in United States, for example 12345.'],
      [{ ...gb, postcode: '12345' }, 'postcode', 'This postcode does not match the format used in United Kingdom, for example SW1A 1AA.'],
      [{ ...gb, postcode: '' }, 'postcode', 'Please fill in “postcode”.'],
      [{ ...us, region: '' }, 'region', 'Please fill in “region”.'],
      [{ ...us, city: ' ' }, 'city', 'Please fill in “city”.'],
      [{ ...hk, region: '' }, 'region', 'Please fill in “region”.'],
      [{ ...us, recipient: '' }, 'recipient', 'Please fill in “recipient”.'],
      [{ ...us, line1: '' }, 'line1', 'Please fill in “line1”.'],
      [{ ...us, phone: '12345' }, 'phone', 'Enter a phone number of 6 to 20 digits, using only digits, spaces, +, - and brackets.'],
      [{ ...us, phone: '555-0100 ext 2' }, 'phone', 'Enter a phone number of 6 to 20 digits, using only digits, spaces, +, - and brackets.'],
      [{ ...us, recipient: 'x'.repeat(constants.addresses.maxLength.recipient + 1) }, 'recipient', `“recipient” can be at most ${constants.addresses.maxLength.recipient} characters.`],
      // Japan is where parcels leave from, not a destination: its address is refused before its postcode is read.
      [{ country: 'JP', recipient: '山田太郎', phone: '03-1234-5678', postcode: '〒123-4567', region: '東京都', line1: '千代田区1-1' }, 'country', 'We do not ship to Japan.'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.User.AppAddress.Create', params);
      expect([answer.status, answer.body.field, answer.body.msg]).toEqual([400, field, msg]);
      const update = await shopper.call('Sig.Front.User.AppAddress.Update', { id, ...params });
      expect([update.status, update.body.field]).toEqual([400, field]);
    }
    const ja = await shopper.call('Sig.Front.User.AppAddress.Create', { ...us, postcode: '6270' }, { language: 'ja' });
    expect(ja.body.msg).toBe('この郵便番号はアメリカ合衆国の形式と一致しません（例：12345）。');
    for (const [params, field] of [
      [{ ...us, country: 'USA' }, 'country'],
      [{ ...us, line1: undefined }, 'line1'],
      [{ ...us, phone: 5550100 }, 'phone'],
      [{ ...us, makeDefault: 'yes' }, 'makeDefault'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.User.AppAddress.Create', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    expect(await snapshot()).toBe(before);
  });
});

// Search history (spec §5): unique terms, newest first, at most constants.searchHistory.max — per account
// when logged in, else per device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { fingerprint } from './fingerprint';
import { type TestServer, nextIp, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

describe('search history per device', () => {
  it('keeps terms trimmed, unique and newest first; a repeated term moves to the front', async () => {
    const api = apiOf(server.shopper());
    expect(await api.searchHistory()).toEqual({ terms: [] });
    await api.addSearchHistory({ term: 'nike' });
    await api.addSearchHistory({ term: 'seiko 5' });
    expect(await api.addSearchHistory({ term: '  nike ' })).toEqual({ terms: ['nike', 'seiko 5'] });
    // Exact matching, as the storefront's own list does: the marketplaces may rank these differently.
    expect(await api.addSearchHistory({ term: 'Nike' })).toEqual({ terms: ['Nike', 'nike', 'seiko 5'] });
    expect(await api.searchHistory()).toEqual({ terms: ['Nike', 'nike', 'seiko 5'] });
  });

  it(`keeps the newest ${constants.searchHistory.max}`, async () => {
    const shopper = server.shopper();
    const api = apiOf(shopper);
    const { max } = constants.searchHistory;
    for (let i = 1; i <= max + 5; i++) await api.addSearchHistory({ term: `term ${i}` });
    const { terms } = await api.searchHistory();
    expect(terms).toHaveLength(max);
    expect(terms[0]).toBe(`term ${max + 5}`);
    expect(terms.at(-1)).toBe('term 6');
    // A kept term searched again moves up without pushing another out.
    const again = await api.addSearchHistory({ term: 'term 50' });
    expect(again.terms).toHaveLength(max);
    expect(again.terms.slice(0, 2)).toEqual(['term 50', `term ${max + 5}`]);
    expect(again.terms.at(-1)).toBe('term 6');
    // Rows past the cap are deleted, not just left unread.
    const rows = await server.services.db.selectFrom('search_terms').select('id').where('owner', '=', `d:${shopper.deviceId}`).execute();
    expect(rows).toHaveLength(max);
  });

  it('keeps each device’s list apart and clears only the caller’s', async () => {
    const first = apiOf(server.shopper());
    const second = apiOf(server.shopper());
    await first.addSearchHistory({ term: 'camera' });
    await second.addSearchHistory({ term: 'pokemon card' });
    expect(await first.searchHistory()).toEqual({ terms: ['camera'] });
    expect(await second.clearSearchHistory()).toEqual({ terms: [] });
    expect(await second.searchHistory()).toEqual({ terms: [] });
    expect(await first.searchHistory()).toEqual({ terms: ['camera'] });
  });

  it('has nowhere to keep a term without a device id or account', async () => {
    const url = (name: string, device: string | null) =>
      `${server.url}/?n=${name}&from=INTERNATIONAL&isNew=1&language=en${device === null ? '' : `&deviceId=${encodeURIComponent(device)}`}`;
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() };
    const before = await fingerprint(server.services.db);
    for (const device of [null, 'bad device id!', 'x'.repeat(101)]) {
      const add = await fetch(url('Sig.Front.User.AppSearch.AddHistory', device), { method: 'POST', headers, body: JSON.stringify({ term: 'nike' }) });
      expect(add.status).toBe(400);
      expect(((await add.json()) as { field: string }).field).toBe('deviceId');
      const list = await fetch(url('Sig.Front.User.AppSearch.History', device), { headers });
      expect(await list.json()).toEqual({ code: 200, data: { terms: [] } });
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('refuses an empty or over-long term, naming it', async () => {
    const shopper = server.shopper();
    const before = await fingerprint(server.services.db);
    for (const term of ['', '   ', 'x'.repeat(201), 42]) {
      const answer = await shopper.call('Sig.Front.User.AppSearch.AddHistory', { term });
      expect([answer.status, answer.body.field]).toEqual([400, 'term']);
    }
    expect((await shopper.call('Sig.Front.User.AppSearch.AddHistory', {})).body.field).toBe('term');
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});

describe('search history per account', () => {
  it('follows the account, not the device, and keeps accounts apart', async () => {
    const shopper = server.shopper();
    const api = apiOf(shopper);
    await api.addSearchHistory({ term: 'before login' });
    const member = await server.verifiedShopper('history@example.com', undefined, shopper.ip);
    // The same browser, now logged in: its own account's list.
    member.cookies.forEach((value, name) => shopper.cookies.set(name, value));
    expect(await api.searchHistory()).toEqual({ terms: [] });
    await api.addSearchHistory({ term: 'gundam' });
    await api.addSearchHistory({ term: 'zelda' });
    expect(await apiOf(member).searchHistory()).toEqual({ terms: ['zelda', 'gundam'] });

    const other = apiOf(await server.verifiedShopper('history2@example.com'));
    expect(await other.searchHistory()).toEqual({ terms: [] });
    await other.addSearchHistory({ term: 'sailor moon' });
    expect(await other.clearSearchHistory()).toEqual({ terms: [] });
    expect(await api.searchHistory()).toEqual({ terms: ['zelda', 'gundam'] });

    await api.logoutAction();
    expect(await api.searchHistory()).toEqual({ terms: ['before login'] });
  });

  it('goes with the account when it is deleted', async () => {
    const api = apiOf(await server.verifiedShopper('history3@example.com'));
    await api.addSearchHistory({ term: 'vintage seiko' });
    const { db } = server.services;
    const user = await db.selectFrom('users').select('id').where('email', '=', 'history3@example.com').executeTakeFirstOrThrow();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('search_terms').select('id').where('owner', '=', `u:${user.id}`).execute()).toEqual([]);
  });
});

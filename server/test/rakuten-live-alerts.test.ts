// Saved searches and their alerts on a live marketplace, against the Rakuten replica: a search is saved on a
// sub-genre our categories table does not hold (the provider is asked for it), named as the tree names it, an
// id Rakuten does not have is refused; and the alert job finds what the provider lists after the save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { type RakutenReplica, startRakutenReplica } from '../sources/replicas/rakuten-ichiba';
import type { TestServer } from './harness';
import { startLiveServer } from './live-server';

let replica: RakutenReplica;
let server: TestServer;
beforeAll(async () => {
  replica = await startRakutenReplica(['good-id']);
  server = await startLiveServer('rakuten', { applicationId: 'good-id' }, replica.base);
});
afterAll(async () => {
  await server.close();
  await replica.close();
});

const GENRE_SEARCH = 'IchibaGenre/Search/20170711';
/** Rakuten's frying pans (a child of kitchen, 558944): the replica's genre, not in our seed's table. */
const FRYING_PANS = 201973;

// The job runner's clock, moved on past the recurring alert job's next slot at every run.
let clock = Date.now() + 3_600_000;
async function runJobs() {
  clock += constants.savedSearches.checkEveryMinutes * 60_000 + 1;
  await server.jobs.runDue(clock);
  await server.services.mailer.idle();
}
const messagesOf = (email: string) =>
  server.services.db.selectFrom('messages').innerJoin('users', 'users.id', 'messages.user_id').select(['messages.title', 'messages.link']).where('users.email', '=', email).where('messages.link', 'is not', null).orderBy('messages.id').execute();
const alertIdOf = (link: string | null | undefined) => Number(new URLSearchParams(link!.split('?')[1]).get('alert'));

describe('saved searches on a live marketplace’s categories', () => {
  it('saves a search on a sub-genre its tree has not read, asking the provider, named as the tree names it', async () => {
    const shopper = await server.verifiedShopper('live-cats@example.com');
    const api = createApiClient(shopper.transport('zhCn'));
    replica.calls.length = 0;
    const pans = await api.saveSearch({ screen: 'search', query: { site: 'rakuten', category: FRYING_PANS } });
    // Nobody has loaded the tree: the one genre is asked of the provider (then what it lists is noted).
    expect(replica.calls.filter((c) => c === GENRE_SEARCH)).toHaveLength(1);
    expect([pans.query, pans.categoryName, pans.path]).toEqual([{ site: 'rakuten', category: FRYING_PANS }, 'フライパン', `/search?site=rakuten&category=${FRYING_PANS}`]);
    // Kitchen is one of the seed's rakuten genres: our name in the reader's language.
    const kitchen = await api.saveSearch({ screen: 'search', query: { keyword: '鉄', site: 'rakuten', category: 558944 } });
    expect(kitchen.categoryName).toBe('厨房/家居');
    const english = await createApiClient(shopper.transport('en')).savedSearches();
    expect(english.items.map((s) => s.categoryName)).toEqual(['Kitchen & interior', 'フライパン']);

    // An id neither our table nor Rakuten knows is refused, naming the field; nothing is saved.
    const unknown = await shopper.call('Sig.Front.User.AppSavedSearch.Save', { screen: 'search', query: { site: 'rakuten', category: 999_999 } });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'category']);
    const search = await shopper.call('Sig.Front.SubSite.App.Search', { site: 'rakuten', category: 999_999 }, { method: 'GET' });
    expect([search.status, search.body.field]).toEqual([400, 'category']);
    expect((await api.savedSearches()).items).toHaveLength(2);
    // A local marketplace still checks our table alone.
    const local = await shopper.call('Sig.Front.User.AppSavedSearch.Save', { screen: 'search', query: { site: 'mercari', category: FRYING_PANS } });
    expect([local.status, local.body.field]).toEqual([400, 'category']);
  });

  it('alerts the goods the provider lists under the sub-genre after the save, once', async () => {
    const email = 'live-alerts@example.com';
    const api = createApiClient((await server.verifiedShopper(email)).transport());
    const saved = await api.saveSearch({ screen: 'search', query: { site: 'rakuten', category: FRYING_PANS } });
    replica.add({
      shopCode: 'rw-kitchen', item: 'pan-28', itemName: '鉄フライパン 28cm', itemPrice: 3980, availability: 1, postageFlag: 0, genreId: String(FRYING_PANS),
      caption: '厚さ1.6mmの鉄製フライパン。', reviewCount: 0, reviewAverage: 0,
    });
    replica.add({ shopCode: 'rw-kitchen', item: 'knife-180', itemName: '牛刀 180mm', itemPrice: 6200, availability: 1, postageFlag: 0, genreId: '201972', caption: '', reviewCount: 0, reviewAverage: 0 });
    await runJobs();
    const messages = await messagesOf(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.link).toMatch(new RegExp(`^/search\\?site=rakuten&category=${FRYING_PANS}&alert=\\d+$`));
    // The pan listed before the save (pan-26) is not news, nor the knife of another genre.
    const alert = await api.searchAlert({ id: alertIdOf(messages[0]!.link) });
    expect([alert.searchId, alert.items]).toEqual([saved.id, [{ site: 'rakuten', id: 'https://item.rakuten.co.jp/rw-kitchen/pan-28/' }]]);

    // Listed again by the next run, it is not news again.
    await runJobs();
    expect(await messagesOf(email)).toHaveLength(1);
    expect((await api.savedSearches()).items[0]!.pendingCount).toBe(0);
  });
});

// Saved searches and their alerts over HTTP: saving normalized (the same search twice is one), the limit,
// another shopper's saved search or alert 404, bad input refused with nothing changed, and the alert job
// on the runner: new listings from the catalog import alerted once per search and item, at most once a
// day, none for a paused search, and price drops on collected goods once a day.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { cursorKey } from '../alerts/match';
import { importFeed } from '../catalog/import';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
let alice: Shopper;
let bob: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  alice = await server.verifiedShopper('alert-alice@example.com');
  bob = await server.verifiedShopper('alert-bob@example.com');
});
afterAll(() => server.close());

const db = () => server.services.db;
const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const hourMs = 3_600_000;

// The job runner's clock, moved on past the recurring job's next slot at every run.
let clock = Date.now() + hourMs;
async function runJobs(advanceMs = constants.savedSearches.checkEveryMinutes * 60_000 + 1) {
  clock += advanceMs;
  await server.jobs.runDue(clock);
  await server.services.mailer.idle();
}
const nextDay = () => runJobs(constants.savedSearches.alertEveryHours * hourMs + 60_000);

let serial = 0;
const item = (title: string, overrides: Record<string, unknown> = {}) => {
  const id = `m9${Date.now() % 1_000_000}${++serial}`;
  return {
    site: 'mercari', id, title: `${title} ${id}`, url: `https://jp.mercari.com/item/${id}`, priceYen: 5_000, condition: 'good',
    shippingPayer: 'seller', images: [`https://static.mercdn.net/item/detail/orig/photos/${id}_1.jpg`], seller: { id: 'alert-seller', name: 'Alert Seller' },
    ...overrides,
  };
};
async function importItems(...items: Record<string, unknown>[]) {
  const report = await importFeed(db(), items.map((i) => JSON.stringify(i)).join('\n'));
  expect(report.bad).toEqual([]);
  return items;
}
const messagesOf = (email: string) =>
  db().selectFrom('messages').innerJoin('users', 'users.id', 'messages.user_id').select(['messages.title', 'messages.body', 'messages.link']).where('users.email', '=', email).where('messages.link', 'is not', null).orderBy('messages.id').execute();
const mailsTo = (email: string, subject: string) => db().selectFrom('mail_outbox').select(['subject', 'body']).where('recipient', '=', email).where('subject', 'like', `%${subject}%`).execute();
const alertIdOf = (link: string | null | undefined) => Number(new URLSearchParams(link!.split('?')[1]).get('alert'));

describe('saving a search', () => {
  it('normalizes: another spelling of the same search is the one saved search, found by the button', async () => {
    const api = apiOf(await server.verifiedShopper('norm@example.com'));
    const first = await api.saveSearch({ screen: 'search', query: { keyword: '  Ｎｉｋｅ   Air ', hideSoldOut: true } });
    expect(first).toMatchObject({ name: 'Ｎｉｋｅ Air', query: { keyword: 'Ｎｉｋｅ Air', hideSoldOut: true }, paused: false, pendingCount: 0 });
    const again = await api.saveSearch({ screen: 'search', query: { keyword: 'nike air', hideSoldOut: true, onSale: false, sort: 'relevance' } });
    expect(again.id).toBe(first.id);
    expect((await api.savedSearches()).items.map((s) => s.id)).toEqual([first.id]);
    expect((await api.findSavedSearch({ query: { keyword: 'NIKE AIR', hideSoldOut: true } })).saved?.id).toBe(first.id);
    expect((await api.findSavedSearch({ query: { keyword: 'nike air' } })).saved).toBeNull();
    // Another shopper and a visitor have not saved it.
    expect((await apiOf(bob).findSavedSearch({ query: { keyword: 'nike air', hideSoldOut: true } })).saved).toBeNull();
    expect((await createApiClient(server.shopper().transport()).findSavedSearch({ query: { keyword: 'nike air', hideSoldOut: true } })).saved).toBeNull();
  });

  it('keeps "the words as typed only": another saved search than the expanded one, and in its page address', async () => {
    const api = apiOf(await server.verifiedShopper('typed@example.com'));
    const expanded = await api.saveSearch({ screen: 'search', query: { keyword: 'lens', expand: true } });
    expect(expanded.query).toEqual({ keyword: 'lens' });
    expect(expanded.path).toBe('/search?keyword=lens');
    const typed = await api.saveSearch({ screen: 'search', query: { keyword: 'lens', expand: false } });
    expect(typed.id).not.toBe(expanded.id);
    expect(typed.query).toEqual({ keyword: 'lens', expand: false });
    expect(typed.path).toBe('/search?keyword=lens&expand=0');
    expect((await api.findSavedSearch({ query: { keyword: 'LENS', expand: false } })).saved?.id).toBe(typed.id);
    expect((await api.findSavedSearch({ query: { keyword: 'lens' } })).saved?.id).toBe(expanded.id);
  });

  it('renames, pauses and resumes, deletes; the list is newest first with the limit', async () => {
    const api = apiOf(await server.verifiedShopper('manage@example.com'));
    const a = await api.saveSearch({ screen: 'search', query: { keyword: 'camera' } });
    const b = await api.saveSearch({ screen: 'mall.yahoo.search', query: { site: 'yahoo', listing: 'auction' }, name: 'Yahoo auctions' });
    expect(await api.savedSearches()).toMatchObject({ items: [{ id: b.id, name: 'Yahoo auctions', screen: 'mall.yahoo.search' }, { id: a.id, name: 'camera' }], limit: constants.savedSearches.maxPerShopper });
    expect(await api.renameSavedSearch({ id: a.id, name: ' Cameras ' })).toMatchObject({ id: a.id, name: 'Cameras' });
    expect((await api.pauseSavedSearch({ id: a.id, paused: true })).paused).toBe(true);
    expect((await api.pauseSavedSearch({ id: a.id, paused: false })).paused).toBe(false);
    expect((await api.deleteSavedSearch({ id: b.id })).items.map((s) => s.id)).toEqual([a.id]);
  });

  it('refuses bad input naming the field, with nothing changed', async () => {
    const before = await fingerprint(db());
    const cases: [unknown, string][] = [
      [{ screen: 'search', query: { keyword: 'x', minPrice: 5000, maxPrice: 100 } }, 'maxPrice'],
      [{ screen: 'search', query: { keyword: 'x', category: 4 } }, 'category'],
      [{ screen: 'search', query: { site: 'mercari', category: 999_999_999 } }, 'category'],
      [{ screen: 'search', query: {} }, 'keyword'],
      [{ screen: 'search', query: { keyword: '   ' } }, 'keyword'],
      [{ screen: 'search', query: { keyword: 'x' }, name: '  ' }, 'name'],
      [{ screen: 'nowhere', query: { keyword: 'x' } }, 'screen'],
      [{ screen: 'search', query: { keyword: 'x', site: 'ebay' } }, 'query.site'],
    ];
    for (const [params, field] of cases) {
      const answer = await alice.call('Sig.Front.User.AppSavedSearch.Save', params);
      expect([field, answer.status, answer.body.field]).toEqual([field, 400, field]);
    }
    const own = await apiOf(alice).saveSearch({ screen: 'search', query: { keyword: 'refusals' } });
    const mid = await fingerprint(db());
    const rename = await alice.call('Sig.Front.User.AppSavedSearch.Rename', { id: own.id, name: '' });
    expect(rename.status).toBe(400);
    expect((await alice.call('Sig.Front.User.AppSavedSearch.Pause', { id: own.id, paused: 'yes' })).status).toBe(400);
    expect(await fingerprint(db())).toBe(mid);
    await apiOf(alice).deleteSavedSearch({ id: own.id });
    expect((await fingerprint(db())).replace(/settings:.*/, '')).toBe(before.replace(/settings:.*/, ''));
    // Logged out: every call but Find needs a shopper.
    expect((await server.shopper().call('Sig.Front.User.AppSavedSearch.Save', { screen: 'search', query: { keyword: 'x' } })).status).toBe(403);
  });

  it('another shopper’s saved search and alert are 404, unchanged', async () => {
    const mine = await apiOf(alice).saveSearch({ screen: 'search', query: { keyword: 'private search' } });
    const before = await fingerprint(db());
    for (const [name, params] of [
      ['Rename', { id: mine.id, name: 'taken' }],
      ['Pause', { id: mine.id, paused: true }],
      ['Delete', { id: mine.id }],
    ] as const) {
      const answer = await bob.call(`Sig.Front.User.AppSavedSearch.${name}`, params);
      expect([name, answer.status, answer.body.msg]).toEqual([name, 404, 'This saved search was not found.']);
    }
    expect(await fingerprint(db())).toBe(before);
    expect((await apiOf(bob).savedSearches()).items.map((s) => s.id)).not.toContain(mine.id);
  });

  it('refuses one more than the limit with 409, saving nothing; an already saved one still answers', async () => {
    const shopper = await server.verifiedShopper('limit@example.com');
    const api = apiOf(shopper);
    const max = constants.savedSearches.maxPerShopper;
    let first = 0;
    for (let i = 0; i < max; i++) {
      const saved = await api.saveSearch({ screen: 'search', query: { keyword: `limit ${i}` } });
      first ||= saved.id;
    }
    const before = await fingerprint(db());
    const over = await shopper.call('Sig.Front.User.AppSavedSearch.Save', { screen: 'search', query: { keyword: 'one too many' } });
    expect([over.status, over.body.msg]).toEqual([409, `You can save up to ${max} searches. Delete one to save another.`]);
    expect(await fingerprint(db())).toBe(before);
    expect((await api.saveSearch({ screen: 'search', query: { keyword: 'LIMIT 0' } })).id).toBe(first);
    await api.deleteSavedSearch({ id: first });
    expect((await api.saveSearch({ screen: 'search', query: { keyword: 'one too many' } })).name).toBe('one too many');
  });
});

describe('alerts on the job runner', () => {
  it('alerts new listings once, at most once a day, with a link that names the alert and its items', async () => {
    const email = 'alerts-new@example.com';
    const api = apiOf(await server.verifiedShopper(email));
    const search = await api.saveSearch({ screen: 'search', query: { keyword: 'Zqlamp', maxPrice: 6000 } });
    await runJobs();
    const [hit1, hit2] = await importItems(item('ZQLAMP vintage'), item('zqlamp brass', { priceYen: 5_500 }), item('zqlamp too dear', { priceYen: 9_000 }), item('unrelated'));
    // The import scheduled the alert job due at once: the runner takes it without waiting for its round.
    const scheduled = await db().selectFrom('jobs').select(['due_at', 'done_at']).where('kind', '=', 'savedSearchAlerts').where('key', 'like', 'savedSearchAlerts@import:%').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([scheduled.due_at <= Date.now(), scheduled.done_at]).toEqual([true, null]);
    await server.jobs.runDue(Date.now());
    await server.services.mailer.idle();
    const first = await messagesOf(email);
    expect(first).toHaveLength(1);
    expect(first[0]!.title).toBe('New listings for “Zqlamp”');
    expect(first[0]!.link).toMatch(/^\/search\?keyword=Zqlamp&max=6000&alert=\d+$/);
    expect(first[0]!.body).toContain('2 new listing(s)');
    const mails = await mailsTo(email, 'New listings');
    expect(mails).toHaveLength(1);
    // A mail's link is a whole address on the storefront's public origin; the message's opens in place.
    expect(mails[0]!.body).toContain(`${server.services.config.publicUrl}${first[0]!.link}`);
    expect(first[0]!.body).not.toContain('http');
    const alert = await api.searchAlert({ id: alertIdOf(first[0]!.link) });
    expect(alert).toMatchObject({ kind: 'search', searchId: search.id });
    expect(alert.items.map((i) => i.id).sort()).toEqual([hit1!.id, hit2!.id].sort());
    // Another shopper cannot read it.
    expect((await bob.call('Sig.Front.User.AppSavedSearch.Alert', { id: alert.id })).status).toBe(404);

    // Nothing new: nothing sent. A new match the same day waits for tomorrow, then comes alone.
    await runJobs();
    const [later] = await importItems(item('zqlamp later'));
    await runJobs();
    expect(await messagesOf(email)).toHaveLength(1);
    expect((await api.savedSearches()).items[0]!.pendingCount).toBe(1);
    await nextDay();
    const second = await messagesOf(email);
    expect(second).toHaveLength(2);
    expect((await api.searchAlert({ id: alertIdOf(second[1]!.link) })).items.map((i) => i.id)).toEqual([later!.id]);
    expect(await mailsTo(email, 'New listings')).toHaveLength(2);
  });

  it('never alerts an item twice for one search, even when a batch is matched again (cursor moved back)', async () => {
    const email = 'alerts-cursor@example.com';
    const api = apiOf(await server.verifiedShopper(email));
    await api.saveSearch({ screen: 'search', query: { keyword: 'zqcursor' } });
    await runJobs();
    const { value } = await db().selectFrom('settings').select('value').where('key', '=', cursorKey).executeTakeFirstOrThrow();
    await importItems(item('zqcursor one'));
    await nextDay();
    expect(await messagesOf(email)).toHaveLength(1);
    // As if the job had died after its alert but before remembering how far it had matched.
    await db().updateTable('settings').set({ value }).where('key', '=', cursorKey).execute();
    await nextDay();
    expect(await messagesOf(email)).toHaveLength(1);
    expect((await api.savedSearches()).items[0]!.pendingCount).toBe(0);
  });

  it('sends a paused search nothing, neither while paused nor after it resumes', async () => {
    const email = 'alerts-paused@example.com';
    const api = apiOf(await server.verifiedShopper(email));
    const search = await api.saveSearch({ screen: 'search', query: { keyword: 'zqpaused' } });
    await api.pauseSavedSearch({ id: search.id, paused: true });
    await runJobs();
    await importItems(item('zqpaused item'));
    await nextDay();
    expect(await messagesOf(email)).toEqual([]);
    await api.pauseSavedSearch({ id: search.id, paused: false });
    await nextDay();
    expect(await messagesOf(email)).toEqual([]);
    // Resumed, it hears of what comes next.
    await importItems(item('zqpaused after'));
    await nextDay();
    expect(await messagesOf(email)).toHaveLength(1);
  });

  it('matches the filters as the search does: marketplace, condition, listing type, sale', async () => {
    const email = 'alerts-filters@example.com';
    const api = apiOf(await server.verifiedShopper(email));
    await api.saveSearch({ screen: 'search', query: { keyword: 'zqfilter', site: 'mercari', condition: 'new', onSale: true } });
    await runJobs();
    const [good] = await importItems(
      item('zqfilter match', { condition: 'new', priceYen: 4_000, originalPriceYen: 5_000, discountRate: 0.2 }),
      item('zqfilter used', { condition: 'good', priceYen: 4_000, originalPriceYen: 5_000, discountRate: 0.2 }),
      item('zqfilter no sale', { condition: 'new' }),
    );
    await nextDay();
    const [message] = await messagesOf(email);
    expect((await api.searchAlert({ id: alertIdOf(message!.link) })).items.map((i) => i.id)).toEqual([good!.id]);
    // The search page lists the same item for that search.
    const page = await api.search({ keyword: 'zqfilter', site: 'mercari', condition: 'new', onSale: true });
    expect(page.items.map((i) => i.Id)).toEqual([good!.id]);
  });

  it('tells a shopper once a day of collected goods that got cheaper, not of rises', async () => {
    const email = 'alerts-price@example.com';
    const api = apiOf(await server.verifiedShopper(email));
    const [watched, other] = await importItems(item('zqprice watched', { priceYen: 8_000 }), item('zqprice other', { priceYen: 3_000 }));
    await api.collectGoods({ site: 'mercari', id: watched!.id as string });
    await api.collectGoods({ site: 'mercari', id: other!.id as string });
    await nextDay();
    await importItems({ ...watched!, priceYen: 9_000 });
    await nextDay();
    expect(await messagesOf(email)).toEqual([]);
    await importItems({ ...watched!, priceYen: 7_000 });
    await runJobs();
    const [drop] = await messagesOf(email);
    expect(drop!.title).toBe('Price drops on your saved goods');
    expect(drop!.body).toContain('¥9,000 → ¥7,000');
    expect(drop!.link).toMatch(/^\/personal\/collect\?alert=\d+$/);
    expect(await mailsTo(email, 'Price drops')).toHaveLength(1);
    const alert = await api.searchAlert({ id: alertIdOf(drop!.link) });
    expect([alert.kind, alert.items.map((i) => i.id)]).toEqual(['priceDrop', [watched!.id]]);
    // A second drop the same day waits for the next day.
    await importItems({ ...other!, priceYen: 2_500 });
    await runJobs();
    expect(await messagesOf(email)).toHaveLength(1);
    await nextDay();
    const all = await messagesOf(email);
    expect(all).toHaveLength(2);
    expect(all[1]!.body).toContain('¥3,000 → ¥2,500');
    expect(all[1]!.body).not.toContain('zqprice watched');
  });

  it('keeps working after a saved search is deleted with matches waiting', async () => {
    const email = 'alerts-deleted@example.com';
    const api = apiOf(await server.verifiedShopper(email));
    const search = await api.saveSearch({ screen: 'search', query: { keyword: 'zqdeleted' } });
    await runJobs();
    await importItems(item('zqdeleted one'));
    await runJobs();
    expect(await messagesOf(email)).toHaveLength(1);
    // The next match waits for tomorrow's alert; the search goes first.
    await importItems(item('zqdeleted two'));
    await runJobs();
    expect((await api.savedSearches()).items[0]!.pendingCount).toBe(1);
    await api.deleteSavedSearch({ id: search.id });
    const { n } = await db().selectFrom('saved_search_hits').select(sql<number>`count(*)`.as('n')).where('search_id', '=', search.id).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
    await nextDay();
    expect(await messagesOf(email)).toHaveLength(1);
  });
});

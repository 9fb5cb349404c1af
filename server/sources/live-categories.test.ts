// A live category tree against the Rakuten replica over the seeded categories: the second level read a
// bounded number of calls per answer and kept, names from our table where it knows the provider's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../generated/api/schemas';
import { migrate } from '../db/migrate';
import { seedCategories } from '../db/seed/goods';
import { freshDatabasePerTest } from '../test/bare-database';
import { captureLog } from '../test/log-capture';
import { createGuard } from './guard';
import { rakutenIchiba } from './kinds/rakuten-ichiba';
import { createLiveCategories } from './live-categories';
import { createRateLimit } from './rate-limit';
import { type RakutenReplica, startRakutenReplica } from './replicas/rakuten-ichiba';

let replica: RakutenReplica;
beforeAll(async () => {
  replica = await startRakutenReplica(['good-id']);
});
afterAll(() => replica.close());
const database = freshDatabasePerTest('live-categories');

const GENRE_SEARCH = 'IchibaGenre/Search/20170711';

async function tree(readsPerAnswer: number) {
  const { db, dialect } = database();
  await migrate(db, dialect);
  await seedCategories(db);
  const { log, lines } = captureLog();
  let now = Date.now();
  const services = { db, log, now: () => now };
  const guard = createGuard({
    provider: 'rakuten', timeoutMs: 5000, rateLimit: createRateLimit(services, 'rakuten-ichiba', { calls: 1000, perSeconds: 1 }), log, now: services.now,
    context: { credentials: { applicationId: 'good-id' }, base: replica.base, now: services.now }, retryDelayMs: 10,
  });
  const live = createLiveCategories(services, { site: 'rakuten', client: rakutenIchiba(), guard, ttlMs: 60_000, readsPerAnswer });
  replica.calls.length = 0;
  return { categories: live.tree, find: live.find, lines, later: (ms: number) => (now += ms) };
}

const shape = (nodes: CategoryNode[]) => nodes.map((n) => [n.RakutenCat, n.Name, (n.List ?? []).map((c) => [c.RakutenCat, c.Name])]);

describe('a live category tree', () => {
  it('reads one top-level category’s children per answer when one call is its share, then serves them kept', async () => {
    const { categories, later } = await tree(1);
    expect(shape(await categories('zhCn'))).toEqual([
      ['558944', '厨房/家居', [['201972', '包丁'], ['201973', 'フライパン']]],
      ['215783', '日用品雑貨・文房具・手芸', []],
    ]);
    expect(replica.calls).toEqual([GENRE_SEARCH, GENRE_SEARCH]);
    expect(shape(await categories('en'))[1]).toEqual(['215783', '日用品雑貨・文房具・手芸', [['201974', '筆記具']]]);
    expect(replica.calls).toHaveLength(3);
    const english = await categories('en');
    expect([english[0]!.Name, english[0]!.Identity, english[0]!.Cat]).toEqual(['Kitchen & interior', null, undefined]);
    expect(replica.calls).toHaveLength(3);
    // Past categoriesSeconds every level is read again, the top level first.
    later(60_001);
    await categories('ja');
    expect(replica.calls).toHaveLength(5);
  });

  it('reads as many as its share allows in one answer', async () => {
    const { categories } = await tree(5);
    const nodes = await categories('ja');
    expect(shape(nodes).map(([, name, list]) => [name, (list as unknown[]).length])).toEqual([['キッチン・インテリア', 2], ['日用品雑貨・文房具・手芸', 1]]);
    expect(replica.calls).toHaveLength(3);
  });

  it('answers without the children its provider did not give, and reads them on the next answer', async () => {
    const { categories, lines } = await tree(1);
    await categories('en');
    // The next answer's one read, and its one retry, are refused.
    replica.refuse('maintenance', 2);
    expect(shape(await categories('en')).map(([id, , list]) => [id, (list as unknown[]).length])).toEqual([['558944', 2], ['215783', 0]]);
    expect(lines.some((l) => l.msg.includes('without some children'))).toBe(true);
    expect(shape(await categories('en'))[1]![2]).toEqual([['201974', '筆記具']]);
  });

  it('finds a category a shopper names: in a kept level without a call, else asked of the provider once; null for one it lacks', async () => {
    const { categories, find } = await tree(1);
    expect(await find('201974', 'en')).toEqual({ name: '筆記具' });
    expect(replica.calls).toEqual([GENRE_SEARCH]);
    expect(await find('201974', 'ja')).toEqual({ name: '筆記具' });
    expect(await find('999', 'en')).toBeNull();
    expect(replica.calls).toHaveLength(2);
    await categories('en');
    expect(replica.calls).toHaveLength(4);
    // Read with the tree: named as the tree names it, ours in the shopper's language where our table has it.
    expect([await find('201972', 'en'), await find('558944', 'zhCn')]).toEqual([{ name: '包丁' }, { name: '厨房/家居' }]);
    expect(replica.calls).toHaveLength(4);
  });

  it('fails while the provider does not give the top level', async () => {
    const { categories } = await tree(1);
    replica.refuse('maintenance', 2);
    await expect(categories('en')).rejects.toThrow(/maintenance/);
    expect((await categories('en')).map((n) => n.RakutenCat)).toEqual(['558944', '215783']);
  });
});

// The matcher, table-driven: keyword terms (any part of a word, every term, folded text), marketplace,
// price range and the other filters as the search states them; and the batch matcher equal to checking
// every pair, whatever n-gram each search is filed under.
import { describe, expect, it } from 'vitest';
import { alternativesOf, termGroups } from '../catalog/expansion/alternatives';
import { foldText } from '../catalog/text';
import { type MatchGoods, type MatchSearch, matchBatch, matches } from './matcher';

const now = Date.UTC(2026, 10, 25);
const goods = (over: Partial<MatchGoods> = {}): MatchGoods => ({
  id: 1, site: 'mercari', searchText: foldText('ナイキ エアマックス 95 スニーカー nike air max'), categoryId: 10, priceYen: 8_000, condition: 'good',
  listingType: 'fixed', discountRate: null, soldOutAt: null, endsAt: null, sellerExternalId: 's1', ...over,
});
const search = (keyword: string, over: Partial<MatchSearch> = {}): MatchSearch => ({ id: 1, groups: termGroups({ keyword }), ...over });
/** A search of expanded words: [typed, Japanese…] per group. */
const expandedSearch = (id: number, ...groups: [string, ...string[]][]): MatchSearch => ({
  id, groups: groups.map(([term, ...japanese]) => alternativesOf({ term, forms: [term], japanese })),
});

describe('matches', () => {
  const cases: [string, MatchSearch, Partial<MatchGoods>, boolean][] = [
    ['one term, part of a word', search('sneak'), { searchText: 'red sneakers' }, true],
    ['every term required', search('nike adidas'), {}, false],
    ['terms in any order', search('max air'), {}, true],
    ['full-width and upper case fold', search('ＮＩＫＥ　ＡＩＲ'), {}, true],
    ['half-width kana fold', search('ｽﾆｰｶｰ'), {}, true],
    ['a one-character term', search('靴'), { searchText: '革靴 ブラウン' }, true],
    ['a two-character term not there', search('財布'), {}, false],
    ['no keyword, filters only', search('', { site: 'mercari' }), {}, true],
    ['marketplace', search('nike', { site: 'yahoo' }), {}, false],
    ['category subtree', search('nike', { categoryIds: new Set([3, 10]) }), {}, true],
    ['outside the category', search('nike', { categoryIds: new Set([3]) }), {}, false],
    ['item without a category', search('nike', { categoryIds: new Set([10]) }), { categoryId: null }, false],
    ['min price inclusive', search('nike', { minPrice: 8_000 }), {}, true],
    ['below min price', search('nike', { minPrice: 8_001 }), {}, false],
    ['max price inclusive', search('nike', { maxPrice: 8_000 }), {}, true],
    ['above max price', search('nike', { maxPrice: 7_999 }), {}, false],
    ['condition', search('nike', { condition: 'new' }), {}, false],
    ['listing type', search('nike', { listing: 'auction' }), { listingType: 'auction', endsAt: now + 1 }, true],
    ['on sale needs a discount', search('nike', { onSale: true }), {}, false],
    ['on sale', search('nike', { onSale: true }), { discountRate: 0.1 }, true],
    ['hide sold out', search('nike', { hideSoldOut: true }), { soldOutAt: now - 1 }, false],
    ['hide an ended auction', search('nike', { hideSoldOut: true }), { listingType: 'auction', endsAt: now }, false],
    ['an auction without an end is running', search('nike', { hideSoldOut: true }), { listingType: 'auction', endsAt: null }, true],
    ['seller', search('nike', { sellerId: 's2' }), {}, false],
    ['ending soonest lists running auctions only', search('nike', { endingSoon: true }), {}, false],
    ['an expanded word by its Japanese', expandedSearch(1, ['sneakers', 'スニーカー']), { searchText: 'ナイキ スニーカー' }, true],
    ['every expanded group required', expandedSearch(1, ['sneakers', 'スニーカー'], ['wallet', '財布']), {}, false],
    ['a phrase as one alternative', expandedSearch(1, ['air max', 'エアマックス']), {}, true],
    ['a one-character Japanese term at a word’s end', expandedSearch(1, ['shoes', '靴']), { searchText: '革靴 ブラウン' }, true],
    ['not inside a word', expandedSearch(1, ['shoes', '靴']), { searchText: '靴下 3足' }, false],
  ];
  it.each(cases)('%s', (_, s, g, expected) => {
    expect(matches(s, goods(g), now)).toBe(expected);
  });
});

describe('matchBatch', () => {
  it('finds exactly the pairs that match, each once', () => {
    const words = ['nike', 'air', 'max', 'ナイキ', '財布', '靴', 'camera', 'leica', 'レンズ', 'bag', 'ab', 'x'];
    const items: MatchGoods[] = Array.from({ length: 300 }, (_, i) =>
      goods({ id: i + 1, site: i % 3 === 0 ? 'yahoo' : 'mercari', priceYen: 1_000 + ((i * 37) % 9_000), searchText: foldText([words[i % 12], words[(i * 7) % 12], words[(i * 5) % 12]].join(' ')) }),
    );
    const searches: MatchSearch[] = Array.from({ length: 200 }, (_, i) =>
      search([words[i % 12], i % 4 === 0 ? words[(i * 3) % 12] : ''].join(' '), { id: i + 1, ...(i % 5 === 0 ? { site: 'yahoo' } : {}), ...(i % 7 === 0 ? { maxPrice: 5_000 } : {}) }),
    );
    searches.push(search('', { id: 1000, site: 'yahoo', maxPrice: 2_000 }));
    // Expanded searches: groups of several alternatives, phrases, a one-character term at a word's end.
    searches.push(expandedSearch(1001, ['shoes', '靴', 'スニーカー']), expandedSearch(1002, ['camera lens', 'レンズ'], ['leica', 'ライカ']), expandedSearch(1003, ['nike air', 'ナイキ']));
    const expected = items.flatMap((g) => searches.filter((s) => matches(s, g, now)).map((s) => ({ searchId: s.id, goodsId: g.id })));
    expect(expected.length).toBeGreaterThan(100);
    expect(matchBatch(searches, items, now)).toEqual(expected);
  });
});

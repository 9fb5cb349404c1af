// Goods, shop and content links against product spec §2 ("Detail targets", "Shop targets", content
// links, editions). Every expected string is written out by hand from the spec's text.
import { describe, expect, it } from 'vitest';
import {
  amazonDetailLink, bunjangDetailLink, cardDetailLink, detailLink, lashinbangDetailLink,
  magiDetailLink, marketDetailLink, mercariDetailLink, minneDetailLink, paypayDetailLink, rakumaDetailLink,
  rakutenDetailLink, shopLink, surugayaDetailLink, yahooDetailLink,
} from '../../generated/links';
import { contentLink } from '../../generated/routes';

/** Calls `build` expecting an Error whose message names the link and every value it needs. */
function expectNeeds(build: () => unknown, label: RegExp, needs: readonly string[]): void {
  let error: unknown;
  try {
    build();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message).toMatch(label);
  for (const name of needs) expect(message).toMatch(new RegExp(`\\b${name}\\b`));
}

// 日本 in UTF-8 is E6 97 A5 E6 9C AC; 夏 is E5 A4 8F.
const NIHON = '%E6%97%A5%E6%9C%AC';
const NATSU = '%E5%A4%8F';

describe('detail links (spec §2 "Detail targets")', () => {
  it('has a detail builder for all 13 marketplaces', () => {
    expect(Object.keys(detailLink).sort()).toEqual([
      'amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma',
      'rakuten', 'surugaya', 'yahoo',
    ]);
  });

  describe('mercari: /mall/mercari/detail/{id} with the isShops query', () => {
    it('without isShops', () => {
      expect(detailLink.mercari({ id: 'm12345678901' })).toBe('/mall/mercari/detail/m12345678901');
      expect(mercariDetailLink({ id: 'm12345678901' })).toBe('/mall/mercari/detail/m12345678901');
    });
    it('with isShops', () => {
      expect(detailLink.mercari({ id: 'aBcD123', isShops: 1 })).toBe('/mall/mercari/detail/aBcD123?isShops=1');
      expect(detailLink.mercari({ id: 'aBcD123', isShops: 'true' })).toBe('/mall/mercari/detail/aBcD123?isShops=true');
    });
    it('leaves an empty isShops out', () => {
      expect(detailLink.mercari({ id: 'x1', isShops: null })).toBe('/mall/mercari/detail/x1');
      expect(detailLink.mercari({ id: 'x1', isShops: '' })).toBe('/mall/mercari/detail/x1');
    });
    it('throws naming id when it is missing or empty', () => {
      expectNeeds(() => detailLink.mercari({} as never), /mercari/, ['id']);
      expectNeeds(() => detailLink.mercari({ id: '' }), /mercari/, ['id']);
    });
  });

  it('rakuma: /mall/rakuma/detail/{id}', () => {
    expect(detailLink.rakuma({ id: 'f0a1b2' })).toBe('/mall/rakuma/detail/f0a1b2');
    expect(rakumaDetailLink({ id: 42 })).toBe('/mall/rakuma/detail/42');
    expectNeeds(() => detailLink.rakuma({} as never), /rakuma/, ['id']);
  });

  it('paypay: /mall/paypay/detail/{id}', () => {
    expect(detailLink.paypay({ id: 'z123456' })).toBe('/mall/paypay/detail/z123456');
    expect(paypayDetailLink({ id: 'z123456' })).toBe('/mall/paypay/detail/z123456');
    expectNeeds(() => detailLink.paypay({} as never), /paypay/, ['id']);
  });

  it('market: /mall/market/detail/{id} with the subId query', () => {
    expect(detailLink.market({ id: 77, subId: 5 })).toBe('/mall/market/detail/77?subId=5');
    expect(marketDetailLink({ id: 77 })).toBe('/mall/market/detail/77');
    expectNeeds(() => detailLink.market({ subId: 5 } as never), /market/, ['id']);
  });

  describe('bunjang: /mall/bunjang/detail/{asin} or /{id}', () => {
    it('asin form', () => {
      expect(detailLink.bunjang({ asin: 'B012345' })).toBe('/mall/bunjang/detail/B012345');
    });
    it('id form', () => {
      expect(bunjangDetailLink({ id: 230517001 })).toBe('/mall/bunjang/detail/230517001');
    });
    it('throws naming asin and id when neither is given', () => {
      expectNeeds(() => detailLink.bunjang({} as never), /bunjang/, ['asin', 'id']);
    });
  });

  describe('yahoo: /mall/yahoo/detail/{id} (auctions) or /{url} (shopping)', () => {
    it('id form', () => {
      expect(detailLink.yahoo({ id: 'x1234567890' })).toBe('/mall/yahoo/detail/x1234567890');
    });
    it('url form: the whole URL percent-encoded into the one path segment', () => {
      expect(yahooDetailLink({ url: 'https://store.shopping.yahoo.co.jp/shop-a/item-1.html' })).toBe(
        '/mall/yahoo/detail/https%3A%2F%2Fstore.shopping.yahoo.co.jp%2Fshop-a%2Fitem-1.html',
      );
      expect(detailLink.yahoo({ url: 'https://example.jp/a?b=1&c=2' })).toBe(
        '/mall/yahoo/detail/https%3A%2F%2Fexample.jp%2Fa%3Fb%3D1%26c%3D2',
      );
    });
    it('throws naming url and id when neither is given', () => {
      expectNeeds(() => detailLink.yahoo({} as never), /yahoo/, ['url', 'id']);
    });
  });

  it('magi: /mall/magi/detail/{id}', () => {
    expect(detailLink.magi({ id: 'mg-778' })).toBe('/mall/magi/detail/mg-778');
    expect(magiDetailLink({ id: 3 })).toBe('/mall/magi/detail/3');
    expectNeeds(() => detailLink.magi({} as never), /magi/, ['id']);
  });

  it('card: /mall/card/detail/{id}', () => {
    expect(detailLink.card({ id: 'c-9' })).toBe('/mall/card/detail/c-9');
    expect(cardDetailLink({ id: 9 })).toBe('/mall/card/detail/9');
    expectNeeds(() => detailLink.card({} as never), /card/, ['id']);
  });

  it('surugaya: /mall/surugaya/detail/{url}', () => {
    expect(detailLink.surugaya({ url: 'https://www.suruga-ya.jp/product/detail/128000123' })).toBe(
      '/mall/surugaya/detail/https%3A%2F%2Fwww.suruga-ya.jp%2Fproduct%2Fdetail%2F128000123',
    );
    expect(surugayaDetailLink({ url: 'abc' })).toBe('/mall/surugaya/detail/abc');
    expectNeeds(() => detailLink.surugaya({} as never), /surugaya/, ['url']);
  });

  it('rakuten: /mall/rakuten/detail/{url}', () => {
    expect(detailLink.rakuten({ url: 'https://item.rakuten.co.jp/shop/item-1/' })).toBe(
      '/mall/rakuten/detail/https%3A%2F%2Fitem.rakuten.co.jp%2Fshop%2Fitem-1%2F',
    );
    expect(rakutenDetailLink({ url: 'x' })).toBe('/mall/rakuten/detail/x');
    expectNeeds(() => detailLink.rakuten({} as never), /rakuten/, ['url']);
  });

  it('minne: /mall/minne/detail?url=…&id=… (no path id)', () => {
    expect(detailLink.minne({ url: 'https://minne.com/items/123', id: 123 })).toBe(
      '/mall/minne/detail?url=https%3A%2F%2Fminne.com%2Fitems%2F123&id=123',
    );
    expect(minneDetailLink({ url: 'u', id: 'i' })).toBe('/mall/minne/detail?url=u&id=i');
  });

  it('minne: a missing url or id throws naming it', () => {
    expectNeeds(() => detailLink.minne({ url: 'https://minne.com/items/1' } as never), /minne/, ['id']);
    expectNeeds(() => detailLink.minne({ id: 1 } as never), /minne/, ['url']);
  });

  it('amazon: /mall/amazon/detail/{asin}', () => {
    expect(detailLink.amazon({ asin: 'B07XJ8C8F5' })).toBe('/mall/amazon/detail/B07XJ8C8F5');
    expect(amazonDetailLink({ asin: 'B000000001' })).toBe('/mall/amazon/detail/B000000001');
    expectNeeds(() => detailLink.amazon({} as never), /amazon/, ['asin']);
  });

  it('lashinbang: /mall/lashinbang/detail/{asin}', () => {
    expect(detailLink.lashinbang({ asin: '4589' })).toBe('/mall/lashinbang/detail/4589');
    expect(lashinbangDetailLink({ asin: 'L-1' })).toBe('/mall/lashinbang/detail/L-1');
    expectNeeds(() => detailLink.lashinbang({} as never), /lashinbang/, ['asin']);
  });
});

describe('shop links (spec §2 "Shop targets")', () => {
  it('has a shop builder for exactly the 12 marketplaces the spec lists (card has none)', () => {
    expect(Object.keys(shopLink).sort()).toEqual([
      'amazon', 'bunjang', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten',
      'surugaya', 'yahoo',
    ]);
  });

  it('mercari: /mall/mercari/shop/{id}?isShops=', () => {
    expect(shopLink.mercari({ id: 'seller1', isShops: 1 })).toBe('/mall/mercari/shop/seller1?isShops=1');
    expect(shopLink.mercari({ id: 'seller1' })).toBe('/mall/mercari/shop/seller1');
    expectNeeds(() => shopLink.mercari({} as never), /mercari/, ['id']);
  });

  describe('surugaya: /mall/surugaya (official) and /mall/surugaya/thirdShopIndex/{id}', () => {
    it('official shop goes to the landing page', () => {
      expect(shopLink.surugaya({ official: true })).toBe('/mall/surugaya');
    });
    it('a third-party shop goes to its index page', () => {
      expect(shopLink.surugaya({ id: 12345 })).toBe('/mall/surugaya/thirdShopIndex/12345');
      expect(shopLink.surugaya({ id: 'abc', official: false })).toBe('/mall/surugaya/thirdShopIndex/abc');
    });
    it('throws naming id (or official) when neither is given', () => {
      expectNeeds(() => shopLink.surugaya({} as never), /surugaya/, ['id', 'official']);
    });
  });

  it('rakuma: /mall/rakuma/shop/{sellerId}', () => {
    expect(shopLink.rakuma({ sellerId: 'u998' })).toBe('/mall/rakuma/shop/u998');
    expectNeeds(() => shopLink.rakuma({ id: 'u998' } as never), /rakuma/, ['sellerId']);
  });

  it('paypay: /mall/paypay/shop/{id}', () => {
    expect(shopLink.paypay({ id: 'p77' })).toBe('/mall/paypay/shop/p77');
    expectNeeds(() => shopLink.paypay({} as never), /paypay/, ['id']);
  });

  it('rakuten: /mall/rakuten/shop/{id}?shopCode=', () => {
    expect(shopLink.rakuten({ id: 201234, shopCode: 'book' })).toBe('/mall/rakuten/shop/201234?shopCode=book');
  });

  it('rakuten: a missing shopCode or id throws naming it', () => {
    expectNeeds(() => shopLink.rakuten({ id: 201234 } as never), /rakuten/, ['shopCode']);
    expectNeeds(() => shopLink.rakuten({ shopCode: 'book' } as never), /rakuten/, ['id']);
  });

  it('market: /mall/market/shop/{id}?subId=', () => {
    expect(shopLink.market({ id: 9, subId: 3 })).toBe('/mall/market/shop/9?subId=3');
    expect(shopLink.market({ id: 9 })).toBe('/mall/market/shop/9');
    expectNeeds(() => shopLink.market({ subId: 3 } as never), /market/, ['id']);
  });

  it('magi: /mall/magi/shop/{id}, or /mall/magi without an id', () => {
    expect(shopLink.magi({ id: 'shop-5' })).toBe('/mall/magi/shop/shop-5');
    expect(shopLink.magi({})).toBe('/mall/magi');
  });

  it('minne: /mall/minne/shop?sellerId=', () => {
    expect(shopLink.minne({ sellerId: 'creator_01' })).toBe('/mall/minne/shop?sellerId=creator_01');
    expectNeeds(() => shopLink.minne({} as never), /minne/, ['sellerId']);
  });

  describe('amazon: /mall/amazon (official) and /mall/amazon/shop/{sellerId}', () => {
    it('official', () => {
      expect(shopLink.amazon({ official: true })).toBe('/mall/amazon');
    });
    it('third-party seller', () => {
      expect(shopLink.amazon({ sellerId: 'A1B2C3D4E5' })).toBe('/mall/amazon/shop/A1B2C3D4E5');
      expect(shopLink.amazon({ sellerId: 'A1B2C3D4E5', official: false })).toBe('/mall/amazon/shop/A1B2C3D4E5');
    });
    it('throws naming sellerId (or official) when neither is given', () => {
      expectNeeds(() => shopLink.amazon({} as never), /amazon/, ['sellerId', 'official']);
    });
  });

  describe('lashinbang: /mall/lashinbang (official) and /mall/lashinbang/shop/{sellerId}', () => {
    it('official', () => {
      expect(shopLink.lashinbang({ official: true })).toBe('/mall/lashinbang');
    });
    it('branch seller', () => {
      expect(shopLink.lashinbang({ sellerId: 'akiba' })).toBe('/mall/lashinbang/shop/akiba');
    });
    it('throws naming sellerId when neither is given', () => {
      expectNeeds(() => shopLink.lashinbang({} as never), /lashinbang/, ['sellerId']);
    });
  });

  it('bunjang: /mall/bunjang/shop/{id}', () => {
    expect(shopLink.bunjang({ id: 5012 })).toBe('/mall/bunjang/shop/5012');
    expectNeeds(() => shopLink.bunjang({} as never), /bunjang/, ['id']);
  });

  it('yahoo: /mall/yahoo/shop?seller=&name=', () => {
    expect(shopLink.yahoo({ seller: 'abc123', name: 'Shop' })).toBe('/mall/yahoo/shop?seller=abc123&name=Shop');
    expect(shopLink.yahoo({ seller: 'abc123' })).toBe('/mall/yahoo/shop?seller=abc123');
  });

  it('yahoo: a missing seller throws naming it', () => {
    expectNeeds(() => shopLink.yahoo({ name: 'Shop' } as never), /yahoo/, ['seller']);
  });
});

describe('percent-encoding of link values', () => {
  it('encodes spaces, slashes and Japanese text in path segments', () => {
    expect(detailLink.rakuma({ id: 'a b' })).toBe('/mall/rakuma/detail/a%20b');
    expect(detailLink.card({ id: 'a/b' })).toBe('/mall/card/detail/a%2Fb');
    expect(detailLink.magi({ id: '日本' })).toBe(`/mall/magi/detail/${NIHON}`);
    expect(shopLink.lashinbang({ sellerId: '日本 店/2' })).toBe(`/mall/lashinbang/shop/${NIHON}%20%E5%BA%97%2F2`);
  });

  it('encodes spaces, slashes, & and = and Japanese text in query values', () => {
    expect(shopLink.yahoo({ seller: 'a&b=c', name: '日本 shop/1' })).toBe(
      `/mall/yahoo/shop?seller=a%26b%3Dc&name=${NIHON}%20shop%2F1`,
    );
    expect(shopLink.minne({ sellerId: 'x y' })).toBe('/mall/minne/shop?sellerId=x%20y');
    expect(detailLink.market({ id: 1, subId: '夏' })).toBe(`/mall/market/detail/1?subId=${NATSU}`);
  });

  it('encodes % itself', () => {
    expect(detailLink.paypay({ id: '100%' })).toBe('/mall/paypay/detail/100%25');
  });
});

describe('content links (spec §2: /{type path}/{code or id}[-{id}], default activity)', () => {
  it('defaults to an activity addressed by id', () => {
    expect(contentLink({ id: 12 }, 'global', 'en')).toBe('/activity/12');
    expect(contentLink({ id: 12, type: null, code: null }, 'global', 'en')).toBe('/activity/12');
  });

  it('uses the code and appends the id after a hyphen', () => {
    expect(contentLink({ id: 12, code: 'summer' }, 'global', 'en')).toBe('/activity/summer-12');
    expect(contentLink({ id: 12, code: 'summer', type: 'activity' }, 'global', 'en')).toBe('/activity/summer-12');
  });

  it('an empty code counts as no code', () => {
    expect(contentLink({ id: 12, code: '' }, 'global', 'en')).toBe('/activity/12');
  });

  it('introduction: /introduction/…', () => {
    expect(contentLink({ id: 3, type: 'introduction' }, 'global', 'en')).toBe('/introduction/3');
    expect(contentLink({ id: 3, code: 'shipping', type: 'introduction' }, 'global', 'en')).toBe('/introduction/shipping-3');
  });

  it('article: /article/detail/…', () => {
    expect(contentLink({ id: 8, type: 'article' }, 'global', 'en')).toBe('/article/detail/8');
    expect(contentLink({ id: 8, code: 'news', type: 'article' }, 'global', 'en')).toBe('/article/detail/news-8');
  });

  describe('language prefix', () => {
    it('global edition: prefixed by the language, except the default language en', () => {
      expect(contentLink({ id: 12, code: 'summer' }, 'global', 'ja')).toBe('/ja/activity/summer-12');
      expect(contentLink({ id: 8, type: 'article' }, 'global', 'zhTw')).toBe('/zhTw/article/detail/8');
      expect(contentLink({ id: 3, type: 'introduction' }, 'global', 'ar')).toBe('/ar/introduction/3');
      expect(contentLink({ id: 12, code: 'summer' }, 'global', 'en')).toBe('/activity/summer-12');
    });

    it('china edition: never prefixed', () => {
      expect(contentLink({ id: 12, code: 'summer' }, 'china', 'zhCn')).toBe('/activity/summer-12');
      expect(contentLink({ id: 12, code: 'summer' }, 'china', 'ja')).toBe('/activity/summer-12');
      expect(contentLink({ id: 8, type: 'article' }, 'china', 'en')).toBe('/article/detail/8');
    });
  });

  it('percent-encodes spaces, slashes and Japanese text in the code', () => {
    expect(contentLink({ id: 12, code: 'summer sale' }, 'global', 'en')).toBe('/activity/summer%20sale-12');
    expect(contentLink({ id: 12, code: 'a/b' }, 'global', 'en')).toBe('/activity/a%2Fb-12');
    expect(contentLink({ id: 12, code: '夏' }, 'global', 'ja')).toBe(`/ja/activity/${NATSU}-12`);
    expect(contentLink({ id: 'x y', type: 'article' }, 'china', 'zhCn')).toBe('/article/detail/x%20y');
  });
});

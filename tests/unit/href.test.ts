// Route paths, edition route rules and the language prefix against product spec §2 (routes, navigation
// behaviour) and §6 (login). Expected values are written out by hand from the spec's text.
import { describe, expect, it } from 'vitest';
import { editionOverrides, href, localizePath, routeRule, routes } from '../../generated/routes';

const NIHON = '%E6%97%A5%E6%9C%AC'; // 日本 in UTF-8

describe('href', () => {
  it('routes without parameters', () => {
    expect(href('home')).toBe('/');
    expect(href('notFound')).toBe('/404');
    expect(href('download')).toBe('/download');
    expect(href('calc')).toBe('/calc');
    expect(href('cart.anybuy')).toBe('/cart/anybuy');
    expect(href('forget.info')).toBe('/forget/_info');
    expect(href('register.infoChina')).toBe('/register/_infoChina');
    expect(href('introduction.about')).toBe('/introduction/about');
    expect(href('discount.amazon.search')).toBe('/discount/amazon/search');
    expect(href('personal.group.create')).toBe('/personal/group/create');
    expect(href('personal.order.checkService.appealResult')).toBe('/personal/order/checkService/appealResult');
  });

  it('marketplace pages without parameters', () => {
    expect(href('mall.mercari')).toBe('/mall/mercari');
    expect(href('mall.market')).toBe('/mall/market/shop');
    expect(href('mall.minne.shop')).toBe('/mall/minne/shop');
    expect(href('mall.minne.detail')).toBe('/mall/minne/detail');
    expect(href('mall.yahoo.shop')).toBe('/mall/yahoo/shop');
    expect(href('mall.magi.series')).toBe('/mall/magi/series');
    expect(href('mall.lashinbang.sameList')).toBe('/mall/lashinbang/sameList');
    expect(href('mall.yahoo.center')).toBe('/mall/yahoo/center');
    expect(href('mall.yahoo.center.goods')).toBe('/mall/yahoo/center/goods');
    expect(href('mall.mercari.center.biddingFail')).toBe('/mall/mercari/center/biddingFail');
  });

  it('routes with parameters', () => {
    expect(href('activity', { id: 5 })).toBe('/activity/5');
    expect(href('article.detail', { id: 'abc' })).toBe('/article/detail/abc');
    expect(href('landing.next', { id: 7 })).toBe('/landing/next/7');
    expect(href('experience.detail', { id: 31 })).toBe('/experience/detail/31');
    expect(href('workOrder.detail', { id: 900 })).toBe('/workOrder/detail/900');
    expect(href('userGuide.type', { type: 'shipping' })).toBe('/userGuide/shipping');
    expect(href('personal.order', { type: 'inProgress' })).toBe('/personal/order/inProgress');
    expect(href('mall.mercari.detail', { id: 'm123' })).toBe('/mall/mercari/detail/m123');
    expect(href('mall.market.shop', { shopid: 4 })).toBe('/mall/market/shop/4');
    expect(href('mall.surugaya.thirdShopIndex', { id: 'S1' })).toBe('/mall/surugaya/thirdShopIndex/S1');
    expect(href('mall.rakuten.comment', { id: 88 })).toBe('/mall/rakuten/comment/88');
    expect(href('mall.yahoo.pay', { id: 'x1' })).toBe('/mall/yahoo/pay/x1');
    expect(href('mall.yahoo.shopById', { id: 'seller 1' })).toBe('/mall/yahoo/shop/seller%201');
  });

  it('percent-encodes /, %, spaces and Japanese text in parameters', () => {
    expect(href('article.detail', { id: 'a/b' })).toBe('/article/detail/a%2Fb');
    expect(href('activity', { id: '100%' })).toBe('/activity/100%25');
    expect(href('activity', { id: 'a b' })).toBe('/activity/a%20b');
    expect(href('mall.yahoo.detail', { id: '日本' })).toBe(`/mall/yahoo/detail/${NIHON}`);
    expect(href('mall.rakuten.detail', { id: 'https://item.rakuten.co.jp/s/i/' })).toBe(
      '/mall/rakuten/detail/https%3A%2F%2Fitem.rakuten.co.jp%2Fs%2Fi%2F',
    );
  });

  it('query option: encoded, empty values left out', () => {
    expect(href('search', {}, { query: { keyword: '日本', page: 2 } })).toBe(`/search?keyword=${NIHON}&page=2`);
    expect(href('search', {}, { query: { keyword: 'a&b=c d' } })).toBe('/search?keyword=a%26b%3Dc%20d');
    expect(href('login', {}, { query: { redirect: '/cart?x=1' } })).toBe('/login?redirect=%2Fcart%3Fx%3D1');
    expect(href('search', {}, { query: { a: null, b: undefined, c: '' } })).toBe('/search');
    expect(href('mall.mercari.detail', { id: 'm1' }, { query: { from: 'home' } })).toBe('/mall/mercari/detail/m1?from=home');
  });

  it('hash option, alone and after the query', () => {
    expect(href('home', {}, { hash: 'top' })).toBe('/#top');
    expect(href('userGuide.type', { type: 'pay' }, { hash: 'step-2' })).toBe('/userGuide/pay#step-2');
    expect(href('search', {}, { query: { q: 'x' }, hash: 'results' })).toBe('/search?q=x#results');
  });

  it('a missing parameter throws naming it', () => {
    // @ts-expect-error — activity needs its id
    expect(() => href('activity')).toThrowError(/\bid\b/);
    // @ts-expect-error — still missing
    expect(() => href('personal.order', {})).toThrowError(/\btype\b/);
    // @ts-expect-error — the market shop's parameter is shopid, not id
    expect(() => href('mall.market.shop', { id: 4 })).toThrowError(/\bshopid\b/);
    expect(() => href('activity', { id: '' })).toThrowError(/\bid\b/);
  });

  it('an unknown route name throws naming it', () => {
    // @ts-expect-error — not a route
    expect(() => href('mall.nowhere')).toThrowError(/mall\.nowhere/);
    // @ts-expect-error — route names, not paths
    expect(() => href('/cart')).toThrowError(/\/cart/);
  });
});

describe('routeRule and editionOverrides (spec §2 navigation behaviour, §6)', () => {
  const toDownload = { route: 'download' };

  it('china: yahoo mall pages redirect to /download', () => {
    for (const name of ['mall.yahoo', 'mall.yahoo.detail', 'mall.yahoo.shop', 'mall.yahoo.search', 'mall.yahoo.pay',
      'mall.yahoo.otherShopSale', 'mall.yahoo.center', 'mall.yahoo.center.goods', 'mall.yahoo.shopById'] as const) {
      expect(routeRule('china', name).redirect, name).toEqual(toDownload);
    }
  });

  it('china: amazon mall pages redirect to /download', () => {
    for (const name of ['mall.amazon', 'mall.amazon.detail', 'mall.amazon.shop', 'mall.amazon.thirdShop'] as const) {
      expect(routeRule('china', name).redirect, name).toEqual(toDownload);
    }
  });

  it('china: mall pages of mercari, rakuma, paypay, surugaya and rakuten need login', () => {
    for (const name of ['mall.mercari', 'mall.mercari.detail', 'mall.mercari.shop', 'mall.rakuma', 'mall.rakuma.detail',
      'mall.paypay', 'mall.paypay.detail', 'mall.surugaya', 'mall.surugaya.thirdShopIndex', 'mall.rakuten',
      'mall.rakuten.detail', 'mall.rakuten.shopList'] as const) {
      expect(routeRule('china', name), name).toEqual({ isAuth: true, redirect: null });
    }
  });

  it('china: other marketplaces stay public and reachable', () => {
    for (const name of ['mall.minne', 'mall.magi', 'mall.lashinbang', 'mall.bunjang', 'mall.bunjang.detail', 'mall.market'] as const) {
      expect(routeRule('china', name), name).toEqual({ isAuth: false, redirect: null });
    }
    expect(routeRule('china', 'personal.group.create')).toEqual({ isAuth: true, redirect: null });
  });

  it('global: bunjang mall pages and personal group pages redirect to /download', () => {
    for (const name of ['mall.bunjang', 'mall.bunjang.detail', 'mall.bunjang.shop', 'personal.group.create',
      'personal.group.myGroup', 'personal.group.payMail', 'personal.group.addGroupList'] as const) {
      expect(routeRule('global', name).redirect, name).toEqual(toDownload);
    }
  });

  it('global: the marketplaces china restricts are public and reachable', () => {
    for (const name of ['mall.mercari', 'mall.mercari.detail', 'mall.rakuma', 'mall.paypay', 'mall.surugaya', 'mall.rakuten',
      'mall.yahoo', 'mall.yahoo.detail', 'mall.amazon', 'mall.amazon.shop'] as const) {
      expect(routeRule('global', name), name).toEqual({ isAuth: false, redirect: null });
    }
  });

  it('pages keep their own login rule where no edition rule applies (§6)', () => {
    expect(routeRule('global', 'home')).toEqual({ isAuth: false, redirect: null });
    expect(routeRule('global', 'cart')).toEqual({ isAuth: true, redirect: null });
    expect(routeRule('global', 'cart.anybuy')).toEqual({ isAuth: true, redirect: null });
    expect(routeRule('global', 'moreShop')).toEqual({ isAuth: true, redirect: null });
    expect(routeRule('global', 'personal.exp')).toEqual({ isAuth: true, redirect: null });
    expect(routeRule('china', 'cart')).toEqual({ isAuth: true, redirect: null });
    expect(routeRule('china', 'login')).toEqual({ isAuth: false, redirect: null });
  });

  it('editionOverrides lists the same rules', () => {
    expect(editionOverrides.china['mall.yahoo']).toEqual({ redirect: toDownload });
    expect(editionOverrides.china['mall.mercari']).toEqual({ isAuth: true });
    expect(editionOverrides.global['mall.bunjang']).toEqual({ redirect: toDownload });
    expect(editionOverrides.global['personal.group.create']).toEqual({ redirect: toDownload });
    expect(editionOverrides.global['mall.yahoo']).toBeUndefined();
    expect(editionOverrides.china['personal.group.create']).toBeUndefined();
  });

  it('routes carry the marketplace tag and public flag of spec §2', () => {
    expect(routes['mall.mercari']).toMatchObject({ path: '/mall/mercari', site: 'mercari', isAuth: false, marketHome: true });
    expect(routes['mall.minne.detail']).toMatchObject({ path: '/mall/minne/detail', params: [] });
    expect(routes['mall.market.shop']).toMatchObject({ path: '/mall/market/shop/:shopid', params: ['shopid'] });
  });
});

describe('localizePath (spec §2: language prefix in the global edition only)', () => {
  it('global edition: prefix for every language but the default en', () => {
    expect(localizePath('/cart', 'global', 'ja')).toBe('/ja/cart');
    expect(localizePath('/mall/mercari/detail/m1', 'global', 'zhCn')).toBe('/zhCn/mall/mercari/detail/m1');
    expect(localizePath('/activity/5', 'global', 'ar')).toBe('/ar/activity/5');
    expect(localizePath('/cart', 'global', 'en')).toBe('/cart');
  });

  it('china edition: never prefixed', () => {
    expect(localizePath('/cart', 'china', 'zhCn')).toBe('/cart');
    expect(localizePath('/cart', 'china', 'ja')).toBe('/cart');
    expect(localizePath('/cart', 'china', 'en')).toBe('/cart');
  });

  it('composes with href', () => {
    expect(localizePath(href('article.detail', { id: 'a/b' }), 'global', 'ko')).toBe('/ko/article/detail/a%2Fb');
  });
});

// "Read from the page" over HTTP: the real server with its real guard, its DNS and sockets replaced by the
// page-reader seam so a listed shop's name leads to a local page server (and an inside name to 10.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { html, type PageServer, redirectTo, startPageServer } from '../outbound/test-pages';
import { type TestServer, startTestServer } from './harness';

const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Hand-dyed tenugui', image: 'https://image.rakuten.co.jp/t.jpg', offers: { '@type': 'Offer', price: '1,650', priceCurrency: 'JPY', seller: { name: 'Kyoto Tenugui' } } };
let pages: PageServer;
let server: TestServer;
let offline: TestServer;

beforeAll(async () => {
  pages = await startPageServer({
    '/shop/tenugui/': html(`<html><head><script type="application/ld+json">${JSON.stringify(product)}</script></head></html>`),
    '/shop/plain/': html('<html><head><title>Nothing here</title></head></html>'),
    '/shop/inside/': redirectTo('http://inside.rakuten.co.jp/'),
  }, { 'inside.rakuten.co.jp': '10.0.0.1' });
  server = await startTestServer({ pageReader: { network: true, resolve: pages.resolve, connect: pages.connect } });
  offline = await startTestServer();
});
afterAll(async () => {
  await Promise.all([server.close(), offline.close()]);
  await pages.close();
});

describe('Sig.Front.User.AppAnybuy.ReadPage', () => {
  it('answers the prefill of a listed shop’s item page', async () => {
    const shopper = await server.verifiedShopper('read1@example.com');
    const answer = await shopper.call('Sig.Front.User.AppAnybuy.ReadPage', { url: 'https://item.rakuten.co.jp/shop/tenugui/' });
    expect([answer.status, answer.body.data]).toEqual([200, { url: 'https://item.rakuten.co.jp/shop/tenugui/', title: 'Hand-dyed tenugui', priceYen: 1650, imageUrl: 'https://image.rakuten.co.jp/t.jpg', seller: 'Kyoto Tenugui' }]);
    expect(pages.dialed.at(-1)!.pinned.address).toBe('93.184.216.34');
  });

  it('refuses addresses it may not read with a 400 naming why, and a page without an item with a 422', async () => {
    const shopper = await server.verifiedShopper('read2@example.com');
    const call = async (url: string) => {
      const answer = await shopper.call('Sig.Front.User.AppAnybuy.ReadPage', { url });
      return [answer.status, answer.body.msg];
    };
    const notListed = 'We can read item pages only of the shops we list, and www.example-shop.jp is not one of them. Please fill in the item yourself.';
    const refused = 'This address cannot be read: only http:// and https:// pages of a public web server (ports 80 and 443) can. Please fill in the item yourself.';
    const unreadable = 'We could not read the item from this page. Please fill in the item yourself.';
    expect(await call('https://www.example-shop.jp/items/1')).toEqual([400, notListed]);
    expect(await call('http://127.0.0.1/')).toEqual([400, refused]);
    expect(await call('http://[::1]/')).toEqual([400, refused]);
    expect(await call('http://169.254.169.254/latest/meta-data/')).toEqual([400, refused]);
    expect(await call('https://inside.rakuten.co.jp/item')).toEqual([400, refused]);
    expect(await call('https://item.rakuten.co.jp/shop/inside/')).toEqual([400, refused]);
    expect(await call('https://item.rakuten.co.jp:8443/shop/tenugui/')).toEqual([400, refused]);
    expect(await call('https://item.rakuten.co.jp/shop/plain/')).toEqual([422, unreadable]);
    const ja = await shopper.call('Sig.Front.User.AppAnybuy.ReadPage', { url: 'https://item.rakuten.co.jp/shop/plain/' }, { language: 'ja' });
    expect([ja.status, ja.body.msg]).toEqual([422, 'このページから商品情報を読み取れませんでした。商品情報はご自身で入力してください。']);
  });

  it('does not go to the network on the test suite’s usual server, and needs a login', async () => {
    const before = pages.dialed.length;
    const shopper = await offline.verifiedShopper('read3@example.com');
    const answer = await shopper.call('Sig.Front.User.AppAnybuy.ReadPage', { url: 'https://item.rakuten.co.jp/shop/tenugui/' });
    expect(answer.status).toBe(422);
    expect(pages.dialed.length).toBe(before);
    expect((await offline.shopper().call('Sig.Front.User.AppAnybuy.ReadPage', { url: 'https://item.rakuten.co.jp/shop/tenugui/' })).status).toBe(403);
  });

  it('counts reads per shopper', async () => {
    const shopper = await server.verifiedShopper('read4@example.com');
    const { max } = constants.rateLimits.pageRead.account;
    for (let i = 0; i < max; i++) expect((await shopper.call('Sig.Front.User.AppAnybuy.ReadPage', { url: 'https://item.rakuten.co.jp/shop/plain/' })).status).toBe(422);
    const refused = await shopper.call('Sig.Front.User.AppAnybuy.ReadPage', { url: 'https://item.rakuten.co.jp/shop/plain/' });
    expect(refused.status).toBe(429);
    const other = await server.verifiedShopper('read5@example.com');
    expect((await other.call('Sig.Front.User.AppAnybuy.ReadPage', { url: 'https://item.rakuten.co.jp/shop/tenugui/' })).status).toBe(200);
  });
});

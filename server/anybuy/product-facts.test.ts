// Reading an item from the structured data shops put in their pages, in the shapes they actually come in.
import { describe, expect, it } from 'vitest';
import { decodePage, htmlFacts } from './html-facts';
import { pageItem, yenOf } from './product-facts';

const base = new URL('https://item.rakuten.co.jp/shop/item-1/');
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const read = (head: string) => pageItem(htmlFacts(`<!doctype html><html><head>${head}</head><body><p>x</p></body></html>`), base);

describe('a shop page’s item', () => {
  it('takes a Product with one Offer in yen', () => {
    expect(read(ld({ '@context': 'https://schema.org', '@type': 'Product', name: ' Tenugui  towel ', image: '/img/1.jpg', offers: { '@type': 'Offer', price: '1,980', priceCurrency: 'JPY', seller: { '@type': 'Organization', name: 'Kyoto Tenugui' } } })))
      .toEqual({ title: 'Tenugui towel', priceYen: 1980, imageUrl: 'https://item.rakuten.co.jp/img/1.jpg', seller: 'Kyoto Tenugui' });
  });

  it('finds the Product inside @graph, among other blocks and after a broken one', () => {
    const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Shop' }, { '@type': ['Product', 'Thing'], name: 'Mug', image: [{ '@type': 'ImageObject', url: 'https://cdn.example/m.jpg' }], offers: [{ price: 12, priceCurrency: 'USD' }, { price: 1800, priceCurrency: 'JPY' }] }] };
    expect(read(`<script type="application/ld+json">{broken</script>${ld({ '@type': 'BreadcrumbList' })}${ld(graph)}`))
      .toEqual({ title: 'Mug', priceYen: 1800, imageUrl: 'https://cdn.example/m.jpg', seller: null });
  });

  it('reads a list of documents and an AggregateOffer’s lowest price; the brand names the seller when the offer does not', () => {
    expect(read(ld([{ '@type': 'Organization', name: 'X' }, { '@type': 'Product', name: 'Kimono', brand: { name: 'Maker' }, offers: { '@type': 'AggregateOffer', lowPrice: '5000.00', highPrice: '9000', priceCurrency: 'JPY' } }])))
      .toEqual({ title: 'Kimono', priceYen: 5000, imageUrl: null, seller: 'Maker' });
  });

  it('leaves the price to the shopper when the page has none in yen or in whole yen', () => {
    expect(read(ld({ '@type': 'Product', name: 'Watch', offers: { price: '120.50', priceCurrency: 'USD' } }))?.priceYen).toBeNull();
    expect(read(ld({ '@type': 'Product', name: 'Watch', offers: { price: '1980', priceCurrency: 'KRW' } }))?.priceYen).toBeNull();
    expect(read(ld({ '@type': 'Product', name: 'Watch', offers: { price: '19.5', priceCurrency: 'JPY' } }))?.priceYen).toBeNull();
    expect([yenOf('¥12,800'), yenOf('12800円'), yenOf(0), yenOf('1-2'), yenOf('99999999')]).toEqual([12800, 12800, null, null, null]);
  });

  it('falls back to Open Graph and product:price tags', () => {
    const head = '<meta property="og:title" content="Tea set &amp; tray"><meta property="og:image" content="//img.example/t.png"><meta property="og:site_name" content="Tea Shop"><meta property="product:price:amount" content="3,300"><meta property="product:price:currency" content="JPY">';
    expect(read(head)).toEqual({ title: 'Tea set & tray', priceYen: 3300, imageUrl: 'https://img.example/t.png', seller: 'Tea Shop' });
    expect(read('<meta property="og:title" content="Tea"><meta property="og:image" content="javascript:alert(1)">')).toEqual({ title: 'Tea', priceYen: null, imageUrl: null, seller: null });
  });

  it('answers nothing for a page with neither, and does not take a script’s text for a tag', () => {
    expect(read('<title>Just a page</title><script>var s = \'<meta property="og:title" content="fake">\';</script>')).toBeNull();
    expect(read(ld({ '@type': 'Product', offers: { price: 100, priceCurrency: 'JPY' } }))).toBeNull();
  });

  it('cuts a long title to what the form takes', () => {
    expect(read(ld({ '@type': 'Product', name: 'a'.repeat(500) }))?.title).toHaveLength(200);
  });

  it('decodes a Shift_JIS page by its header or its meta charset', () => {
    const sjis = Buffer.from([0x82, 0xa0]); // あ
    expect(decodePage(sjis, 'text/html; charset=Shift_JIS')).toBe('あ');
    expect(decodePage(Buffer.concat([Buffer.from('<meta charset="shift_jis">'), sjis]), 'text/html')).toBe('<meta charset="shift_jis">あ');
    expect(decodePage(Buffer.from('é'), 'text/html; charset=nonsense')).toBe('é');
  });
});

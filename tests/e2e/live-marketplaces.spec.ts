// The live marketplaces in the browser, each on its provider's local replica (live-store.ts): search, the
// category tree, a shop page, an item page and the cart run on the goods the replica holds, not the seed's;
// a price the shop changes after carting is refused at pay, shown in the cart as a catalog change is, and paid
// once accepted. Rakuten in both editions, Amazon and Yahoo! Shopping in the global one (the china edition
// does not offer them); beside Yahoo! Shopping's live goods, the catalog's Yahoo! auctions are still found.
import type { Page } from '@playwright/test';
import type { SearchResult } from '../../generated/api/schemas';
import { goodsDetailLink } from '../../generated/links';
import { test as base, expect, newEmail } from './fixtures';
import { type LiveEdition, type LiveStore, acceptNotice, shopperWithMoney, startLiveStore, storeCall } from './live-store';
import { importIntoCatalog } from './shop-steps';

const test = base.extend<{ edition: LiveEdition; providers: Array<'rakuten' | 'amazon' | 'yahoo'>; store: LiveStore }>({
  edition: ['global', { option: true }],
  providers: [[], { option: true }],
  store: async ({ edition, providers }, use) => {
    const store = await startLiveStore(edition, providers);
    await use(store);
    await store.stop();
  },
  // Every page and API call of the test goes to its own store.
  baseURL: async ({ store }, use) => {
    await use(store.url);
  },
});

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;
const cards = (page: Page) => page.getByTestId('goods-grid').getByTestId('goods-card');

/** The results match the address: the old ones stay on screen, busy, while new ones load. */
async function resultsSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
}

/** A search of every marketplace, then of this one by its filter: its count and its goods as the provider has them. */
async function searchFinds(page: Page, site: string, keyword: string, names: string[]): Promise<void> {
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  const filter = page.getByRole('navigation', { name: 'Marketplace' }).locator(`a[data-site="${site}"]`);
  await expect(filter).toContainText(String(names.length));
  await filter.click();
  await expect(page).toHaveURL(new RegExp(`site=${site}`));
  await resultsSettled(page);
  await expect(cards(page)).toHaveCount(names.length);
  for (const name of names) await expect(cards(page).filter({ hasText: name })).toHaveCount(1);
}

/** What the cart and the confirm page say, in each edition's language (the china edition's is Chinese). */
const says = {
  global: {
    yen, checkout: 'Check out', confirm: 'Confirm and pay', refused: (title: string) => `The price of “${title}” has changed. Please review it before paying.`,
    blocked: 'Some items changed. Go back to the cart to review them.', banner: '1 item changed since you added it.', flag: (was: string, now: string) => `Price changed: ${was} → ${now}`,
    review: 'Review changes', accept: 'Accept new price', nothingChanged: 'Nothing has changed', backToCart: 'Back to cart', placed: 'Thank you, your order is placed',
  },
  china: {
    yen: (amount: number) => `${amount.toLocaleString('en-US')}円`, checkout: '去结算', confirm: '确认并付款', refused: (title: string) => `“${title}”的价格已变化，请确认后再付款。`,
    blocked: '部分商品有变动，请返回购物车查看。', banner: '有 1 件商品在加入后发生了变化。', flag: (was: string, now: string) => `价格已变：${was} → ${now}`,
    review: '查看变动', accept: '接受新价格', nothingChanged: '没有变动', backToCart: '返回购物车', placed: '谢谢，订单已提交',
  },
} as const;

/**
 * The cart line was read moments ago, so the cart and the confirm page show the old price; pay reads it now,
 * is refused for the changed price, and the cart then flags it as it flags a catalog change. Accepted, it pays.
 */
async function payRefusedThenAccepted(page: Page, edition: LiveEdition, title: string, oldYen: number, newYen: number): Promise<void> {
  const w = says[edition];
  await page.goto('/cart');
  await expect(page.getByTestId('cart-group')).toContainText(title);
  await page.getByRole('link', { name: w.checkout }).click();
  await expect(page.getByRole('heading', { name: w.confirm })).toBeVisible();
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('pay-refusal')).toHaveText(w.refused(title));
  await expect(page.getByText(w.blocked)).toBeVisible();
  await expect(page.getByTestId('pay')).toBeDisabled();

  await page.goto('/cart');
  await expect(page.getByRole('status').filter({ hasText: w.banner })).toBeVisible();
  await expect(page.getByTestId('line-flag')).toHaveText(w.flag(w.yen(oldYen), w.yen(newYen)));
  await page.getByRole('link', { name: w.review }).first().click();
  await page.getByTestId('changed-line').getByRole('button', { name: w.accept }).click();
  await expect(page.getByRole('heading', { name: w.nothingChanged })).toBeVisible();
  await page.getByRole('link', { name: w.backToCart }).click();
  await expect(page.getByTestId('line-flag')).toHaveCount(0);
  await expect(page.getByTestId('cart-group')).toContainText(w.yen(newYen));

  await page.getByRole('link', { name: w.checkout }).click();
  await expect(page.getByRole('heading', { name: w.confirm })).toBeVisible();
  await page.getByTestId('pay').click();
  await expect(page.getByRole('heading', { name: w.placed })).toBeVisible();
  await page.getByTestId('pay-success').getByRole('link', { name: new RegExp(title.slice(0, 8)) }).click();
  await expect(page).toHaveURL(/\/personal\/order\/detail\?id=\d+/);
  await expect(page.locator('main')).toContainText(title);
  await expect(page.locator('main')).toContainText(w.yen(newYen));
}

test.describe('Rakuten, global edition', () => {
  test.use({ providers: ['rakuten'] });

  test('search, genres, shop and item pages on Rakuten’s goods; a price changed after carting is refused, accepted, paid', async ({ page, store }) => {
    const knife = { url: 'https://item.rakuten.co.jp/rw-kitchen/knife-210/', code: 'rw-kitchen:knife-210', title: '三徳包丁 210mm ステンレス', yen: 4980 };
    await shopperWithMoney(store, page.request, newEmail('live-rakuten'), 30_000);
    await acceptNotice(store, page.request, 'rakuten');

    await searchFinds(page, 'rakuten', '包丁', [knife.title]);
    await expect(cards(page).first().locator('[data-yen]')).toHaveAttribute('data-yen', String(knife.yen));

    // The provider's two top-level genres, not the seed's tree; the first with its children below it.
    await page.goto('/mall/rakuten');
    const genres = page.getByRole('region', { name: 'Categories' }).getByRole('link');
    await expect(genres).toHaveCount(2);
    await expect(genres.nth(1)).toHaveText('日用品雑貨・文房具・手芸');
    await genres.first().click();
    await expect(page).toHaveURL(/category=558944/);
    await expect(page.getByTestId('filter-category').locator('option')).toContainText(['– 包丁', '– フライパン']);
    await resultsSettled(page);
    await expect(cards(page)).toHaveCount(2);

    await page.goto(goodsDetailLink({ Site: 'rakuten', Id: knife.url, Url: knife.url }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(knife.title);
    await expect(page.getByTestId('goods-price')).toContainText(yen(knife.yen));
    await page.getByRole('link', { name: "See the seller's shop" }).click();
    await expect(page.getByTestId('seller-header')).toContainText('RWキッチン館');
    await expect(cards(page)).toHaveCount(2);
    await page.goBack();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    store.rakuten!.change(knife.code, { itemPrice: 5480 });
    await payRefusedThenAccepted(page, 'global', knife.title, knife.yen, 5480);
  });
});

test.describe('Rakuten, china edition', () => {
  test.use({ edition: 'china', providers: ['rakuten'] });

  // The same goods and the same buying as in the global edition; what differs is the login Rakuten needs here,
  // the Chinese and the yen written 円.
  test('after login, Rakuten’s goods and genres in Chinese; a price changed after carting is refused, accepted, paid', async ({ page, store }) => {
    const pan = { url: 'https://item.rakuten.co.jp/rw-kitchen/pan-26/', code: 'rw-kitchen:pan-26', title: '鉄フライパン 26cm', yen: 3280 };
    await page.goto('/mall/rakuten');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmall%2Frakuten$/);
    await shopperWithMoney(store, page.request, newEmail('live-rakuten-cn'), 30_000);
    await acceptNotice(store, page.request, 'rakuten');

    await page.goto(`/search?keyword=${encodeURIComponent('フライパン')}&site=rakuten`);
    await resultsSettled(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(pan.title);

    // Kitchen is a genre our table knows: named in Chinese; the other keeps Rakuten's Japanese name.
    await page.goto('/mall/rakuten');
    await expect(page.getByRole('region', { name: '分类' }).getByRole('link')).toHaveText(['厨房/家居', '日用品雑貨・文房具・手芸']);

    await page.goto(goodsDetailLink({ Site: 'rakuten', Id: pan.url, Url: pan.url }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pan.title);
    await expect(page.getByTestId('goods-price')).toContainText(says.china.yen(pan.yen));
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByRole('link', { name: '购物车，1 件商品' }).first()).toBeVisible();
    store.rakuten!.change(pan.code, { itemPrice: 3580 });
    await payRefusedThenAccepted(page, 'china', pan.title, pan.yen, 3580);
  });
});

test.describe('Amazon JP, global edition', () => {
  test.use({ providers: ['amazon'] });

  test('search, browse nodes, shop and item pages on Amazon’s goods; a price changed after carting is refused, accepted, paid', async ({ page, store }) => {
    const earphones = { asin: 'B0C7XK2M4Q', title: 'ワイヤレスイヤホン ノイズキャンセリング Bluetooth 5.3', yen: 12800 };
    await shopperWithMoney(store, page.request, newEmail('live-amazon'), 30_000);
    await acceptNotice(store, page.request, 'amazon');

    await searchFinds(page, 'amazon', 'イヤホン', [earphones.title, '有線イヤホン ハイレゾ対応 カナル型', 'ワイヤレスイヤホン 骨伝導 オープンイヤー', 'イヤホン ケース シリコン 和柄']);

    // Our browse nodes at the top (PA-API lists no roots), Amazon's own children below them.
    await page.goto('/mall/amazon');
    const nodes = page.getByRole('region', { name: 'Categories' }).getByRole('link');
    await expect(nodes).toHaveCount(15);
    await nodes.and(page.locator('a[href*="category=3210981"]')).click();
    await expect(page).toHaveURL(/category=3210981/);
    await expect(page.getByTestId('filter-category').locator('option')).toContainText(['– イヤホン・ヘッドホン', '– カメラ']);
    // PA-API searches only for words: a browse node alone has no goods from it, and says so.
    await resultsSettled(page);
    await expect(page.getByTestId('search-count')).toHaveText('0 items');
    await page.goto(`/search?keyword=${encodeURIComponent('イヤホン')}&site=amazon&category=3371421`);
    await resultsSettled(page);
    await expect(cards(page)).toHaveCount(4);

    await page.goto(goodsDetailLink({ Site: 'amazon', Id: earphones.asin, Asin: earphones.asin }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(earphones.title);
    await expect(page.getByTestId('goods-price')).toContainText(yen(earphones.yen));
    // Sold by Amazon.co.jp itself, whose shop is the marketplace's own page.
    await page.getByRole('link', { name: 'See the store' }).click();
    await expect(page).toHaveURL(/\/mall\/amazon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amazon Japan');
    await page.goBack();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    store.amazon!.change(earphones.asin, { priceYen: 11800 });
    await payRefusedThenAccepted(page, 'global', earphones.title, earphones.yen, 11800);
  });
});

test.describe('Yahoo! Shopping beside Yahoo! Auctions, global edition', () => {
  test.use({ providers: ['yahoo'] });

  test('search finds Shopping’s goods and the catalog’s auctions; genres, store and item pages; a changed price is refused, accepted, paid', async ({ page, store }) => {
    const nabe = { url: 'https://store.shopping.yahoo.co.jp/ys-kitchen/nabe-20.html', code: 'ys-kitchen_nabe-20', title: '片手鍋 20cm ステンレス IH対応', yen: 2980 };
    // An auction of the test's own in the local catalog, which Yahoo! Shopping's API knows nothing of.
    const auctionId = `x${String(Date.now()).slice(-9)}`;
    const auction = `片手鍋 18cm 中古 ${auctionId}`;
    importIntoCatalog({
      site: 'yahoo', id: auctionId, title: auction, url: `https://page.auctions.yahoo.co.jp/jp/auction/${auctionId}`, priceYen: 1500, listingType: 'auction',
      endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), condition: 'good', shippingPayer: 'buyer', images: ['https://example.com/e2e-yahoo.jpg'],
      seller: { id: `seller-${auctionId}`, name: 'E2E出品者' },
    }, store.dataDir);
    await shopperWithMoney(store, page.request, newEmail('live-yahoo'), 30_000);
    await acceptNotice(store, page.request, 'yahoo');
    const auctions = await storeCall<SearchResult>(store, page.request, 'Sig.Front.SubSite.App.Search', { keyword: '片手鍋', site: 'yahoo', listing: 'auction' });

    await page.goto(`/search?keyword=${encodeURIComponent('片手鍋')}`);
    const filter = page.getByRole('navigation', { name: 'Marketplace' }).locator('a[data-site="yahoo"]');
    await expect(filter).toContainText(String(auctions.total + 1));
    await filter.click();
    await resultsSettled(page);
    await expect(cards(page).filter({ hasText: nabe.title })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: auction })).toHaveCount(1);

    await page.goto('/mall/yahoo');
    const genres = page.getByRole('region', { name: 'Categories' }).getByRole('link');
    await expect(genres).toHaveText(['キッチン、日用品、文具', '楽器、手芸、コレクション']);
    await genres.first().click();
    await expect(page).toHaveURL(/category=2508/);
    await expect(page.getByTestId('filter-category').locator('option')).toContainText(['– 鍋、フライパン']);
    await resultsSettled(page);
    await expect(cards(page).filter({ hasText: nabe.title })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: 'ステンレスケトル 1.0L' })).toHaveCount(1);

    await page.goto(goodsDetailLink({ Site: 'yahoo', Id: nabe.url, Url: nabe.url }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nabe.title);
    await expect(page.getByTestId('goods-price')).toContainText(yen(nabe.yen));
    await page.getByRole('link', { name: "See the seller's shop" }).click();
    await expect(page.getByTestId('seller-header')).toContainText('YSキッチン');
    await expect(cards(page)).toHaveCount(2);
    await page.goBack();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    store.yahoo!.change(nabe.code, { price: 3280 });
    await payRefusedThenAccepted(page, 'global', nabe.title, nabe.yen, 3280);
  });
});

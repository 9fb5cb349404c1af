import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { BidResult, GoodsListItem, SearchResult } from '../../generated/api/schemas';
import { goodsDetailLink } from '../../generated/links';
import { expect, newEmail, test } from './fixtures';
import { call as post, importIntoCatalog, shopperByApi, topUpByApi } from './shop-steps';

const password = 'correct-horse-9';

/** One call of the storefront API, the way the browser makes it. */
async function call<T>(request: APIRequestContext, name: string, params: Record<string, string | number | boolean> = {}): Promise<T> {
  const query = new URLSearchParams({ n: name, from: 'INTERNATIONAL', isNew: '1', language: 'en', deviceId: 'pc_e2e-goods' });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const response = await request.get(`/?${query}`);
  const body = (await response.json()) as { code: number; data: T; msg?: string };
  expect(body.code, `${name}: ${body.msg ?? ''}`).toBe(200);
  return body.data;
}

/** A buyable item of a marketplace, from a real search of the seeded catalog. */
async function anItem(request: APIRequestContext, site: string, listing: 'fixed' | 'auction' = 'fixed'): Promise<GoodsListItem> {
  const result = await call<SearchResult>(request, 'Sig.Front.SubSite.App.Search', { site, listing, hideSoldOut: true, pageSize: 10 });
  const item = result.items.find((i) => !i.IsReserve && !i.IsSoldOut);
  expect(item, `a ${listing} item on ${site}`).toBeTruthy();
  return item!;
}

/** A blocked item straight from the seeded database (searches leave blocked goods out). */
function aBlockedItem(): { Site: 'mercari' | 'yahoo'; Id: string; Url: string; ListingType: string } {
  const db = new Database(join(process.env.E2E_GLOBAL_DATA!, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select site, external_id, url, listing_type from goods where blocked_at is not null and site in ('mercari', 'yahoo') limit 1")
      .get() as { site: 'mercari' | 'yahoo'; external_id: string; url: string; listing_type: string };
    return { Site: row.site, Id: row.external_id, Url: row.url, ListingType: row.listing_type };
  } finally {
    db.close();
  }
}

const yenText = (yen: number) => yen.toLocaleString('en-US');

async function register(page: Page, mailCode: (email: string) => string): Promise<void> {
  await shopperByApi(page, mailCode, newEmail('goods'), password, { stayLoggedIn: true });
}

test('detail pages of three marketplaces show the price in yen and in the shopper’s currency', async ({ page, request }) => {
  // An id-form item, an address-form item (the address is the path parameter) and an auction.
  const items = [await anItem(request, 'mercari'), await anItem(request, 'rakuten'), await anItem(request, 'yahoo', 'auction')];
  for (const item of items) {
    await page.goto(goodsDetailLink(item));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.Name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ja');
    const shown = item.ListingType === 'auction' && item.BidJPYPrice ? item.BidJPYPrice : item.JPYPrice;
    await expect(page.getByTestId('goods-price')).toContainText(yenText(shown));
    await expect(page.getByTestId('goods-converted')).toContainText('$');
    if (item.ListingType === 'auction') {
      // Auctions are won by bidding: the way in is the page's bid panel, not the cart.
      await expect(page.getByRole('link', { name: 'Place a bid' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    } else {
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    }
    // The estimate: first payment now, the cheapest method later.
    await expect(page.getByTestId('estimate-first')).toContainText('¥');
    await expect(page.getByTestId('estimate-total')).toContainText('¥');
    if (item.ListingType === 'auction') {
      await expect(page.getByRole('heading', { name: 'Bid on this auction', level: 2 })).toBeVisible();
      await expect(page.getByText(/Japan time \(JST\)/)).toBeVisible();
    }
  }
});

test('a Mercari auction has no end before its first bid, then the end the auction keeps, on the card and the page', async ({ page, mailCode }) => {
  const token = `mernoend${Date.now().toString(36)}`;
  const id = `m${Date.now()}`;
  importIntoCatalog({
    site: 'mercari', id, title: `E2E オークション ${token}`, url: `https://jp.mercari.com/item/${id}`, priceYen: 2000, listingType: 'auction', bidCount: 0,
    condition: 'good', shippingPayer: 'seller', images: ['https://example.com/e2e-mercari.jpg'], seller: { id: `seller-${id}`, name: 'E2E出品者' },
  });
  const card = page.getByTestId('goods-card').filter({ hasText: token });
  await page.goto(`/search?keyword=${token}`);
  await expect(card.getByTestId('goods-ends-after-first-bid')).toHaveText('Ends at 20:00 Japan time the day after the first bid');
  await expect(card.getByTestId('goods-time-left')).toHaveCount(0);
  await page.goto(`/mall/mercari/detail/${id}`);
  const panel = page.getByTestId('bid-panel');
  await expect(panel).toContainText('Ends at 20:00 Japan time the day after the first bid.');
  await expect(panel.getByTestId('countdown')).toHaveCount(0);

  // The first bid starts the clock: the page and the card show the auction's own end, 20:00 JST.
  await register(page, mailCode);
  await topUpByApi(page.request, 10_000);
  const first = await post<BidResult>(page.request, 'Sig.Front.User.AppAuction.Bid', { site: 'mercari', id, maxYen: 2000, idempotencyKey: `e2e-first-${id}` }, 'POST');
  expect(new Date(Date.parse(first.auction.endsAt!) + 9 * 3_600_000).toISOString().slice(11, 16)).toBe('20:00');
  await page.goto(`/mall/mercari/detail/${id}`);
  await expect(panel.getByTestId('countdown')).toContainText(/left/);
  await expect(panel.getByTestId('countdown-jst')).toContainText(/20:00\u2069? Japan time \(JST\)/);
  await page.goto(`/search?keyword=${token}`);
  await expect(card.getByTestId('goods-time-left')).toContainText(/left/);
  await expect(card.getByTestId('goods-ends-after-first-bid')).toHaveCount(0);
});

test('a Yahoo auction that ended with nobody bidding through us reads as over, with no winner here', async ({ page }) => {
  const id = `x${Date.now()}`;
  importIntoCatalog({
    site: 'yahoo', id, title: `E2E 終了 ${id}`, url: `https://page.auctions.yahoo.co.jp/jp/auction/${id}`, priceYen: 3000, listingType: 'auction', bidCount: 4,
    endsAt: new Date(Date.now() - 60_000).toISOString(), condition: 'good', shippingPayer: 'seller', images: ['https://example.com/e2e-auction.jpg'],
    seller: { id: `seller-${id}`, name: 'E2E出品者' },
  });
  await page.goto(`/mall/yahoo/detail/${id}`);
  const panel = page.getByTestId('bid-panel');
  await expect(panel).toHaveAttribute('data-status', 'closed');
  await expect(panel.getByTestId('auction-over')).toHaveText('This auction has ended. Nobody bid on it through us, so there is no winner here.');
  await expect(panel.getByText('the winner is being decided')).toHaveCount(0);
});

test('an unknown item shows the not-found widget', async ({ page }) => {
  await page.goto('/mall/mercari/detail/m00000000000');
  await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for items' })).toBeVisible();
});

test('the gallery opens full screen, steps with the arrow keys and gives focus back on Escape', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const item = await anItem(request, 'mercari');
  await page.goto(goodsDetailLink(item));
  const opener = page.getByRole('button', { name: /Enlarge picture 1 of/ });
  await opener.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^Picture 1 of/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^Picture 2 of/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Focus comes back to the gallery, on the picture shown last.
  await expect(page.getByRole('button', { name: /Enlarge picture 2 of/ })).toBeFocused();
});

test('a logged-out shopper who adds to the cart is sent to log in and back', async ({ page, request }) => {
  const item = await anItem(request, 'mercari');
  const path = goodsDetailLink(item);
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
});

test('save an item and its seller, find them in the collections, remove them again', async ({ page, request, mailCode }) => {
  const item = await anItem(request, 'rakuma');
  await register(page, mailCode);
  await page.goto(goodsDetailLink(item));
  const save = page.getByTestId('goods-save');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // The heart turns at once; the collections page below is a reload, so the server must have the item first.
  await expect(page.getByText('Saved to your collection').first()).toBeVisible();
  const sellerBox = page.getByRole('region', { name: 'Seller' });
  const sellerName = (await sellerBox.locator('bdi').first().textContent())!.trim();
  await sellerBox.getByRole('button', { name: 'Save seller' }).click();
  await expect(page.getByText('Seller saved').first()).toBeVisible();

  await page.goto('/personal/collect');
  const saved = page.getByTestId('collect-goods');
  await expect(saved.getByRole('link', { name: item.Name })).toBeVisible();
  await expect(page.getByRole('link', { name: /Items/ })).toHaveAttribute('aria-current', 'page');
  await saved.getByRole('button', { name: `Remove: ${item.Name}` }).click();
  await expect(page.getByRole('heading', { name: 'No saved items yet' })).toBeVisible();

  await page.getByRole('link', { name: /Sellers/ }).click();
  await expect(page).toHaveURL(/\/personal\/collect\/seller$/);
  const sellers = page.getByTestId('collect-sellers');
  await expect(sellers.getByRole('link', { name: sellerName })).toBeVisible();
  await sellers.getByRole('button', { name: `Remove: ${sellerName}` }).click();
  await expect(page.getByRole('heading', { name: 'No saved sellers yet' })).toBeVisible();
});

test('the calculator lists methods cheapest first and names the ones that cannot take the parcel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/calc');
  await page.getByLabel('Item price').fill('3000');
  await page.getByLabel('Weight (kg)').fill('3');
  await page.getByLabel('Destination').selectOption('US');
  await expect(page.getByRole('heading', { name: 'International shipping to United States' })).toBeVisible();
  await expect(page.getByTestId('calc-breakdown')).toContainText('¥3,000');
  // Airmail takes 2 kg at most.
  await expect(page.getByTestId('calc-unavailable')).toContainText('Airmail');
  await expect(page.getByTestId('calc-unavailable')).toContainText('Too heavy (limit 2 kg)');
  await expect(page.getByText('Cheapest', { exact: true })).toBeVisible();
  // The inputs are in the address, so the page can be shared or opened prefilled.
  await expect(page).toHaveURL(/price=3000/);
  await expect(page).toHaveURL(/to=US/);

  // Routes the carriers have suspended are named as such.
  await page.getByLabel('Destination').selectOption('RU');
  await expect(page.getByTestId('calc-unavailable')).toContainText('Suspended to this country for now');

  // A large light box is charged by volume, and the page says why.
  await page.getByLabel('Destination').selectOption('US');
  await page.getByLabel('Weight (kg)').fill('2');
  await page.getByLabel('Length').fill('60');
  await page.getByLabel('Width').fill('50');
  await page.getByLabel('Height').fill('40');
  await expect(page.getByText(/Charged by size: \W*60 × 50 × 40\W* cm ÷ 5000 = 24 kg/).first()).toBeVisible();
});

test('the calculator explains what is wrong with its inputs', async ({ page }) => {
  await page.goto('/calc?price=abc&kg=150&l=30');
  await expect(page.getByText('Enter a number, e.g. 1200.')).toBeVisible();
  await expect(page.getByText('At most 100 kg per parcel.')).toBeVisible();
  await expect(page.getByText('Enter all three sides, or none.').first()).toBeVisible();
  await expect(page.getByText('Enter the price and weight to see the cost.')).toBeVisible();
});

test('the detail page links to the calculator prefilled', async ({ page, request }) => {
  const item = await anItem(request, 'mercari');
  await page.goto(goodsDetailLink(item));
  await page.getByRole('link', { name: 'Compare every shipping method' }).click();
  await expect(page).toHaveURL(/\/calc\?/);
  await expect(page.getByLabel('Item price')).toHaveValue(String(item.JPYPrice));
  await expect(page.getByTestId('calc-breakdown')).toContainText(`¥${yenText(item.JPYPrice)}`);
});

test('a blocked item shows the unsupported widget; asking to unblock sends a logged-out shopper to log in', async ({ page }) => {
  const blocked = aBlockedItem();
  const path = goodsDetailLink(blocked);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: "This item can't be bought through us" })).toBeVisible();
  await page.getByRole('button', { name: 'Ask to unblock' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
});

test('a logged-in shopper sends an unblock request and sees the confirmation', async ({ page, mailCode }) => {
  const blocked = aBlockedItem();
  await register(page, mailCode);
  await page.goto(goodsDetailLink(blocked));
  await page.getByRole('button', { name: 'Ask to unblock' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Why do you need it/).fill('A birthday present');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
});

for (const language of ['ja', 'ar']) {
  for (const width of [390, 1280]) {
    test(`a detail page in ${language} at ${width} px: screenshot kept, nothing wider than the screen`, async ({ page, request }, testInfo) => {
      const item = await anItem(request, 'yahoo', 'auction');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}${goodsDetailLink(item)}`);
      await expect(page.getByTestId('estimate-first')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`detail-${language}-${width}.png`), fullPage: true });
    });
  }
}

test('a Mercari address pasted into the search box opens that item here', async ({ page, request }) => {
  const item = await anItem(request, 'mercari');
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search all marketplaces' });
  await search.fill(`https://jp.mercari.com/item/${item.Id}`);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/mall/mercari/detail/${item.Id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.Name);
});

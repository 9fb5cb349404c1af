// Server rendering in the browser: the goods and search pages read without JavaScript, and with it the page is
// taken over (hydrated) without asking the server again for what it already sent and without a console error.
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import type { GoodsListItem, SearchResult } from '../../generated/api/schemas';
import { editions } from '../../generated/editions';
import { goodsDetailLink } from '../../generated/links';
import { expect, test } from './fixtures';

async function anItem(request: APIRequestContext, site: string): Promise<GoodsListItem> {
  const query = new URLSearchParams({ n: 'Sig.Front.SubSite.App.Search', from: 'INTERNATIONAL', isNew: '1', language: 'en', deviceId: 'pc_e2e-ssr', site, hideSoldOut: 'true', pageSize: '10' });
  const body = (await (await request.get(`/?${query}`)).json()) as { code: number; data: SearchResult };
  expect(body.code).toBe(200);
  const item = body.data.items.find((i) => !i.IsSoldOut && /^[\p{L}\p{N}]/u.test(i.Name));
  expect(item, `an item on ${site}`).toBeTruthy();
  return item!;
}

/** The calls the page makes (operation names), the stylesheets it fetches, and every console error or uncaught exception. */
function watch(page: Page) {
  const calls: string[] = [];
  const errors: string[] = [];
  const styles: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).searchParams.get('n');
    if (name) calls.push(name);
    if (request.resourceType() === 'stylesheet') styles.push(request.url());
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // Pictures of goods other tests imported live on hosts this machine cannot reach, and the browser asks
    // for /favicon.ico on its own (the storefront has none): neither is the page's doing.
    const from = message.location().url;
    if (message.text().startsWith('Failed to load resource') && (!from.startsWith(new URL(page.url()).origin) || from.endsWith('/favicon.ico'))) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { calls, errors, styles };
}

/** Proves the page is React's now: a click on a link navigates in the page, without a new document. */
async function expectHydrated(page: Page) {
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
}

test('without JavaScript, a goods page and a search show the item', async ({ browser, request, baseURL }) => {
  const item = await anItem(request, 'mercari');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const detail = await page.goto(goodsDetailLink(item));
  expect(detail?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.Name);
  await expect(page).toHaveTitle(new RegExp(item.Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // The whole title: its first word alone (a brand) can match more goods than the first page shows.
  await page.goto(`/search?keyword=${encodeURIComponent(item.Name)}`);
  await expect(page.getByText(item.Name).first()).toBeVisible();

  await page.goto(`/ja${goodsDetailLink(item)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await context.close();
});

test('a server-rendered goods page is taken over without asking for the item again', async ({ page, request }) => {
  const item = await anItem(request, 'mercari');
  const { calls, errors } = watch(page);
  await page.goto(goodsDetailLink(item));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.Name);
  await page.waitForLoadState('networkidle');
  // Nor for its cost estimate's answers or the rates, which came with the page.
  const carried = ['Sig.Front.SubSite.App.GoodsDetail', 'Sig.Front.Front.ShippingOptions', 'Sig.Front.Front.CalcLandedCost', 'Sig.Front.Front.GlobalHomeInfo'];
  expect(calls.filter((name) => carried.includes(name))).toEqual([]);
  await expectHydrated(page);
  expect(errors).toEqual([]);
});

test('a server-rendered search is taken over without searching again', async ({ page, request }) => {
  const item = await anItem(request, 'mercari');
  const { calls, errors, styles } = watch(page);
  await page.goto(`/search?keyword=${encodeURIComponent(item.Name)}`);
  await expect(page.getByText(item.Name).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nor fetching the rates the prices were drawn with, nor the styles written into the page.
  expect(calls.filter((name) => name === 'Sig.Front.SubSite.App.Search' || name === 'Sig.Front.Front.GlobalHomeInfo')).toEqual([]);
  expect(styles).toEqual([]);
  await expectHydrated(page);
  expect(errors).toEqual([]);
});

test('an article and a marketplace page are taken over without a console error', async ({ page }) => {
  const { errors } = watch(page);
  for (const path of ['/article', '/ja/mall/mercari']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectHydrated(page);
  }
  expect(errors).toEqual([]);
});

test('a missing item is a 404 page; the china edition renders in Chinese with no language alternates', async ({ request, playwright }) => {
  expect((await request.get('/mall/mercari/detail/m00000000000')).status()).toBe(404);
  const item = await anItem(request, 'mercari');
  const china = await playwright.request.newContext({ baseURL: process.env.E2E_CHINA_URL });
  // Mercari needs login there: the detail page sends a visitor to log in before any data loads.
  const login = await china.get(goodsDetailLink(item), { maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const page = await china.get(`/search?keyword=${encodeURIComponent(item.Name.split(/\s+/)[0]!)}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('<html lang="zh-CN" dir="ltr">');
  expect(html).toContain('<link rel="canonical"');
  expect(html).not.toContain('hreflang=');
  await china.dispose();
});

test('a goods picture that failed before the page was taken over shows the placeholder too', async ({ page }) => {
  await page.route(/\/img\/goods\//, (route) => route.fulfill({ status: 404, body: '' }));
  // The scripts wait until the server-rendered pictures have failed, when no handler of React listens yet.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/search?keyword=bag', { waitUntil: 'commit' });
  const picture = page.getByTestId('goods-card').first().locator('img');
  await expect(picture).toHaveAttribute('src', /\/img\/goods\//);
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="goods-card"] img');
    return img?.complete === true && img.naturalWidth === 0;
  });
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready');
  await expect(picture).toHaveAttribute('src', editions.global.imagePlaceholder);
});

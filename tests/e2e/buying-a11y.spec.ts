// Accessibility of the buying pages with real data: a shopper made through the sign-up's calls buys through the
// storefront's own calls (a wallet top-up, catalog goods from the cart, an item by link, one order cancelled
// so the refund and message pages have rows, one more line left in the cart), staff act through the console's
// calls; then every page is checked with axe once its content is on screen, at 390 px (the console at 1280 px).
import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import type { Cart } from '../../generated/api/schemas';
import { axeResults } from './axe';
import { clientAddress, expect, newEmail, test } from './fixtures';
import { latestCode } from './servers';
import { addressByApi, anItem, anybuyByApi, buyByApi, call, shopperByApi, staffAction, staffPage, topUpByApi } from './shop-steps';

const password = 'correct-horse-9';
const mailCode = (email: string) => latestCode(process.env.E2E_GLOBAL_DATA!, email);

interface World {
  shopper: BrowserContext;
  /** A shopper with nothing yet: the empty states. */
  newcomer: BrowserContext;
  staff: Page;
  checkoutId: number;
  paid: number;
  purchased: number;
  cancelled: number;
  anybuy: number;
  lineId: number;
  /** A line from a marketplace whose buy notice the shopper has not accepted yet. */
  noticeLineId: number;
}

let world: World;

async function makeWorld(browser: Browser): Promise<World> {
  const shopper = await browser.newContext({ baseURL: process.env.E2E_GLOBAL_URL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: clientAddress() });
  const page = await shopper.newPage();
  await shopperByApi(page, mailCode, newEmail('a11y'), password, { stayLoggedIn: true });
  const request = page.request;
  const addressId = await addressByApi(request);
  await topUpByApi(request, 40_000);
  const bought = await buyByApi(request, addressId, [await anItem(request, 'mercari', 0), await anItem(request, 'mercari', 1), await anItem(request, 'mercari', 2)]);
  const anybuy = await anybuyByApi(request, addressId, 'Handmade mug (anybuy)', 2400);
  const [paid, purchased, cancelled] = bought.orders.map((o) => o.id) as [number, number, number];
  await call(request, 'Sig.Front.User.AppOrder.Action', { id: cancelled, action: 'cancel' }, 'POST');
  // One line left in the cart, so the cart, its helper pages and the confirm page have something to show.
  await call(request, 'Sig.Front.User.AppCart.AddGoods', { site: 'mercari', id: (await anItem(request, 'mercari', 3)).Id }, 'POST');
  await call(request, 'Sig.Front.User.AppCart.AddGoods', { site: 'amazon', id: (await anItem(request, 'amazon')).Id }, 'POST');
  const lines = (await call<Cart>(request, 'Sig.Front.User.AppCart.List')).groups.flatMap((g) => g.lines);
  const lineId = lines.find((l) => l.site === 'mercari')!.id;
  const noticeLineId = lines.find((l) => l.site === 'amazon')!.id;
  await page.close();

  const newcomer = await browser.newContext({ baseURL: process.env.E2E_GLOBAL_URL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: clientAddress() });
  const newcomerPage = await newcomer.newPage();
  await shopperByApi(newcomerPage, mailCode, newEmail('a11y-new'), password, { stayLoggedIn: true });
  await newcomerPage.close();

  const staff = await staffPage(browser, mailCode, newEmail('a11y-staff'), password);
  await staffAction(staff.request, purchased, 'markPurchased');
  await staffAction(staff.request, anybuy.orders[0]!.id, 'correctPrice', { priceYen: 2600, reason: 'shop price rose' });
  return { shopper, newcomer, staff, checkoutId: bought.id, paid, purchased, cancelled, anybuy: anybuy.orders[0]!.id, lineId, noticeLineId };
}

test.beforeAll(async ({ browser }) => {
  world = await makeWorld(browser);
});

test.afterAll(async () => {
  await world?.shopper.close();
  await world?.newcomer.close();
  await world?.staff.context().close();
});

/**
 * The serious and critical violations, each with where it is; every finding (any impact) is kept with the
 * result, and the whole page as a screenshot when there is a serious one to look at (a full-page screenshot
 * of every passing page cost more than its axe run; any other failure keeps Playwright's own screenshot).
 */
async function seriousViolations(page: Page, testInfo: TestInfo): Promise<string[]> {
  const results = await axeResults(page);
  const all = results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  writeFileSync(testInfo.outputPath('axe.json'), JSON.stringify(all, null, 2));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) await page.screenshot({ path: testInfo.outputPath('page.png'), fullPage: true });
  return serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo) {
  expect(await seriousViolations(page, testInfo)).toEqual([]);
}

/** Opens the page and waits until what it shows is there: its heading, the given content, nothing left loading. */
async function open(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(ready(page).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const shopperPages: [string, (w: World) => string, (page: Page) => Locator][] = [
  ['cart', () => '/cart', (p) => p.getByTestId('cart-line')],
  ['cart update', (w) => `/cart/update?line=${w.lineId}`, (p) => p.getByRole('link', { name: 'Back to cart' })],
  ['cart remark', (w) => `/cart/remark?line=${w.lineId}`, (p) => p.getByRole('textbox')],
  ['cart change', (w) => `/cart/change?line=${w.lineId}`, (p) => p.getByRole('main')],
  ['confirm', (w) => `/cart/confirm?lines=${w.lineId}`, (p) => p.getByTestId('payment-summary')],
  ['pay success', (w) => `/cart/paySuccess?id=${w.checkoutId}`, (p) => p.getByTestId('pay-success')],
  ['anybuy', () => '/cart/anybuy', (p) => p.getByRole('textbox')],
  [
    'anybuy order',
    () => `/cart/anybuyCreateOrder?${new URLSearchParams({ url: 'https://www.creema.jp/item/12345678/detail', title: 'Handmade mug', price: '2400', qty: '1' })}`,
    (p) => p.getByTestId('payment-summary'),
  ],
  ['wallet', () => '/personal/payment', (p) => p.getByTestId('wallet-history')],
  ['recharge', () => '/personal/recharge', (p) => p.getByTestId('recharge-balance')],
  ['coupons', () => '/personal/coupon', (p) => p.getByTestId('coupons')],
  ['points', () => '/personal/integral', (p) => p.getByTestId('points-balance')],
  ['address book', () => '/personal/address', (p) => p.getByTestId('address-card')],
  ['orders', () => '/personal/order/all', (p) => p.getByTestId('order-card')],
  ['anybuy orders', () => '/personal/order/anybuy', (p) => p.getByTestId('order-card')],
  ['order detail', (w) => `/personal/order/detail?id=${w.paid}`, (p) => p.getByTestId('order-costs')],
  ['price change', (w) => `/personal/order/detail?id=${w.anybuy}`, (p) => p.getByTestId('order-costs')],
  ['cancelled order', (w) => `/personal/order/detail?id=${w.cancelled}`, (p) => p.getByTestId('order-timeline')],
  ['express', (w) => `/personal/order/express?id=${w.purchased}`, (p) => p.getByRole('main')],
  ['seller review', (w) => `/personal/order/commentSaller?id=${w.purchased}`, (p) => p.getByRole('main')],
  ['appeal', (w) => `/personal/order/checkService/appeal?id=${w.purchased}`, (p) => p.getByRole('main')],
  ['refunds', () => '/personal/refund', (p) => p.getByTestId('refund-list')],
  ['messages', () => '/personal/message', (p) => p.getByTestId('message')],
];

for (const [name, path, ready] of shopperPages) {
  test(`no serious accessibility violations on the ${name} page at 390 px`, async ({}, testInfo) => {
    const page = await world.shopper.newPage();
    await open(page, path(world), ready);
    await expectNoSeriousViolations(page, testInfo);
    await page.close();
  });
}

const emptyPages: [string, string][] = [
  ['cart', '/cart'],
  ['orders', '/personal/order/all'],
  ['anybuy orders', '/personal/order/anybuy'],
  ['refunds', '/personal/refund'],
  ['messages', '/personal/message'],
  ['address book', '/personal/address'],
  ['wallet', '/personal/payment'],
  ['points', '/personal/integral'],
];

for (const [name, path] of emptyPages) {
  test(`no serious accessibility violations on the empty ${name} page at 390 px`, async ({}, testInfo) => {
    const page = await world.newcomer.newPage();
    await open(page, path, (p) => p.getByRole('main').getByRole('heading', { level: 2 }));
    await expectNoSeriousViolations(page, testInfo);
    await page.close();
  });
}

test('no serious accessibility violations in the new-address form at 390 px', async ({}, testInfo) => {
  const page = await world.shopper.newPage();
  await open(page, '/personal/address?add=1', (p) => p.getByRole('textbox').first());
  await expectNoSeriousViolations(page, testInfo);
  await page.close();
});

test('no serious accessibility violations in the cancel dialog of a paid order at 390 px', async ({}, testInfo) => {
  const page = await world.shopper.newPage();
  await open(page, `/personal/order/detail?id=${world.paid}`, (p) => p.getByTestId('order-costs'));
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
  await page.close();
});

test('no serious accessibility violations in the buy notice dialog of the confirm page at 390 px', async ({}, testInfo) => {
  const page = await world.shopper.newPage();
  await open(page, `/cart/confirm?lines=${world.noticeLineId}`, (p) => p.getByTestId('payment-summary'));
  // Paying would not wait for the notice otherwise: the test stops here if it is not pending.
  await expect(page.getByText('You will be asked to accept 1 buying notice first.')).toBeVisible();
  await page.getByTestId('pay').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
  await page.close();
});

test('no serious accessibility violations on the Arabic order page at 390 px', async ({}, testInfo) => {
  const page = await world.shopper.newPage();
  await open(page, `/ar/personal/order/detail?id=${world.anybuy}`, (p) => p.getByTestId('order-costs'));
  await expectNoSeriousViolations(page, testInfo);
  await page.close();
});

// The check itself: a page with a nameless button in it is caught, so a clean result above means something.
test('the check catches a nameless button on a loaded page', async ({}, testInfo) => {
  const page = await world.shopper.newPage();
  await open(page, '/cart', (p) => p.getByTestId('cart-line'));
  await page.getByRole('main').evaluate((main) => main.append(document.createElement('button')));
  expect((await seriousViolations(page, testInfo)).join('\n')).toContain('button-name');
  await page.close();
});

const consolePages: [string, (w: World) => string, (page: Page) => Locator][] = [
  ['console home', () => '/ops', (p) => p.getByTestId('queue-toBuy')],
  ['console queue', () => '/ops/toBuy', (p) => p.getByTestId('ops-orders')],
  ['console order', (w) => `/ops/order/${w.purchased}`, (p) => p.getByTestId('ops-audit')],
];

for (const [name, path, ready] of consolePages) {
  test(`no serious accessibility violations on the ${name} at 1280 px`, async ({}, testInfo) => {
    const page = await world.staff.context().newPage();
    await open(page, path(world), ready);
    await expectNoSeriousViolations(page, testInfo);
    await page.close();
  });
}

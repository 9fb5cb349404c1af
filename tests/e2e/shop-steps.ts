// Steps the buying tests share. Everything goes through the running server's public API or its pages,
// with the shopper's or staff member's own session: the same calls the storefront and the console make.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Cart, CheckoutPreview, CheckoutResult, GoodsListItem, PaymentConfig, RechargeAnswer, SearchResult, ShipParcel } from '../../generated/api/schemas';
import { openDatabase } from '../../server/db/connect';
import { grantStaff } from '../../server/ops/staff';
import { captchaToken, clientAddress, expect } from './fixtures';

const root = join(import.meta.dirname, '..', '..');
type Params = Record<string, unknown>;

/**
 * One API call as the storefront's call wrapper makes it: GET params in the query, others as a JSON body
 * from the page's own origin (the server refuses cross-site posts).
 */
export async function call<T>(request: APIRequestContext, name: string, params: Params = {}, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const query = new URLSearchParams({ n: name, from: 'INTERNATIONAL', isNew: '1', language: 'en', deviceId: 'pc_e2e-shop' });
  const origin = new URL(process.env.E2E_GLOBAL_URL!).origin;
  let response;
  if (method === 'GET') {
    for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    response = await request.get(`/?${query}`);
  } else {
    response = await request.post(`/?${query}`, { data: params, headers: { Origin: origin } });
  }
  const body = (await response.json()) as { code: number; data: T; msg?: string };
  expect(body.code, `${name}: ${body.msg ?? ''}`).toBe(200);
  return body.data;
}

/** A fixed-price item on sale from a marketplace, priced so that two of them reach the welcome coupon's minimum spend. */
export async function anItem(request: APIRequestContext, site: string, skip = 0): Promise<GoodsListItem> {
  const result = await call<SearchResult>(request, 'Sig.Front.SubSite.App.Search', { site, listing: 'fixed', hideSoldOut: true, minPrice: 2000, maxPrice: 4000, pageSize: 20 });
  const item = result.items.filter((i) => !i.IsReserve && !i.IsSoldOut)[skip];
  expect(item, `an item on ${site}`).toBeTruthy();
  return item!;
}

/** `npm run ops:staff` (the project's own command) on the e2e server's database. */
export function makeStaff(email: string, dataDir = process.env.E2E_GLOBAL_DATA!): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/ops-staff.ts', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/**
 * The staff role given by `npm run ops:staff`'s own grantStaff, in this process on the global server's
 * SQLite file: the command's start (tsx, the migrations) took seconds for each of the suite's staff members;
 * ops.spec.ts runs the command itself.
 */
async function grantStaffHere(email: string) {
  const handle = openDatabase({ dataDir: process.env.E2E_GLOBAL_DATA!, databaseUrl: null });
  try {
    expect(await grantStaff(handle.db, email, Date.now())).toBe('granted');
  } finally {
    await handle.close();
  }
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A verified shopper of the global edition made through the calls the sign-up pages make (a captcha token, Register, then
 * VerifyRegister with the mailed code) on the page's own request, so the browser is logged in too; logged
 * out again (cookies cleared) for tests about logging in. The sign-up pages themselves take seconds per
 * shopper and are the subject of accounts.spec.ts, first-hour.spec.ts and story.spec.ts only.
 */
export async function shopperByApi(page: Page, mailCode: (email: string) => string, email: string, password: string, { stayLoggedIn = false } = {}) {
  const origin = new URL(process.env.E2E_GLOBAL_URL!).origin;
  await call(page.request, 'Sig.Front.AppApi.Register', { email, password, captchaToken: await captchaToken(page.request, origin) }, 'POST');
  await call(page.request, 'Sig.Front.AppApi.VerifyRegister', { email, code: mailCode(email) }, 'POST');
  if (!stayLoggedIn) await page.context().clearCookies();
}

/** A staff member made through the sign-up's calls, given the role by ops:staff's grantStaff, logged in in a browser context of their own (global edition). */
export async function staffPage(browser: Browser, mailCode: (email: string) => string, email: string, password: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_GLOBAL_URL, viewport, extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  await shopperByApi(page, mailCode, email, password);
  await grantStaffHere(email);
  // Logged in after the role is given, as a staff member would be, so no session predates it.
  await call(page.request, 'Sig.Front.AppApi.Login', { email, password }, 'POST');
  return page;
}

const idempotencyKey = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Tops the wallet up as the recharge page does: the card goes to the gateway's token endpoint, the token to our API. */
export async function topUpByApi(request: APIRequestContext, amountYen: number): Promise<RechargeAnswer> {
  const config = await call<PaymentConfig>(request, 'Sig.Front.Front.PaymentConfig');
  const tokenResponse = await request.post(config.tokenUrl, {
    headers: { Authorization: `Bearer ${config.publicKey}` },
    data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  const token = ((await tokenResponse.json()) as { id: string }).id;
  const answer = await call<RechargeAnswer>(
    request,
    'Sig.Front.User.AppRecharge.Create',
    { amountYen, token, idempotencyKey: idempotencyKey(), returnUrl: '/personal/recharge' },
    'POST',
  );
  expect(answer.recharge.status).toBe('succeeded');
  return answer;
}

/** The shopper's default address, as the address book saves it; answers its id. */
export async function addressByApi(request: APIRequestContext): Promise<number> {
  const made = await call<{ id: number }>(
    request,
    'Sig.Front.User.AppAddress.Create',
    { country: 'US', recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'San Francisco', line1: '1 Market St' },
    'POST',
  );
  return made.id;
}

/**
 * Puts the items in the cart and pays for every line from the wallet, notices accepted, as the confirm page
 * does. With walletLeftYen, the wallet is topped up first by what the order costs and that much more.
 */
export async function buyByApi(request: APIRequestContext, addressId: number, items: GoodsListItem[], { walletLeftYen }: { walletLeftYen?: number } = {}): Promise<CheckoutResult> {
  for (const item of items) await call(request, 'Sig.Front.User.AppCart.AddGoods', { site: item.Site, id: item.Id }, 'POST');
  const cart = await call<Cart>(request, 'Sig.Front.User.AppCart.List');
  const lines = cart.groups.flatMap((g) => g.lines);
  const lineIds = lines.map((l) => l.id);
  for (const site of new Set(lines.map((l) => l.site))) await call(request, 'Sig.Front.User.AppCheckout.AcceptNotice', { key: `${site}@1` }, 'POST');
  if (walletLeftYen !== undefined) {
    const preview = await call<CheckoutPreview>(request, 'Sig.Front.User.AppCheckout.Preview', { lineIds, addressId });
    if (preview.cashYen + walletLeftYen > 0) await topUpByApi(request, preview.cashYen + walletLeftYen);
  }
  return call<CheckoutResult>(request, 'Sig.Front.User.AppCheckout.Pay', { lineIds, addressId, services: [], points: 0, idempotencyKey: idempotencyKey() }, 'POST');
}

/** Staff buy the orders and weigh them in at the warehouse, through the console's API: they arrive. */
export async function arriveByApi(staff: APIRequestContext, orderIds: number[], weightGrams = 700) {
  for (const id of orderIds) {
    await staffAction(staff, id, 'markPurchased');
    await staffAction(staff, id, 'recordArrival', { weightGrams, lengthCm: 30, widthCm: 20, heightCm: 10 });
  }
}

/**
 * One bought order brought to the warehouse and put in a parcel by EMS, as the merge and shipping pages do:
 * the parcel waits for its postage, and the wallet holds walletLeftYen.
 */
export async function parcelToPay(request: APIRequestContext, staff: APIRequestContext, walletLeftYen: number): Promise<ShipParcel> {
  const addressId = await addressByApi(request);
  const bought = await buyByApi(request, addressId, [await anItem(request, 'mercari')], { walletLeftYen });
  const orderIds = bought.orders.map((o) => o.id);
  await arriveByApi(staff, orderIds);
  const parcel = await call<ShipParcel>(request, 'Sig.Front.User.AppParcel.Create', { orderIds, addressId }, 'POST');
  return call<ShipParcel>(request, 'Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'ems', options: [] }, 'POST');
}

/** An item bought by link (anybuy) at the shopper's price; the order waits for staff to check the price. */
export async function anybuyByApi(request: APIRequestContext, addressId: number, title: string, priceYen: number): Promise<CheckoutResult> {
  await call(request, 'Sig.Front.User.AppCheckout.AcceptNotice', { key: 'anybuy@1' }, 'POST');
  return call<CheckoutResult>(
    request,
    'Sig.Front.User.AppAnybuy.Create',
    { url: 'https://www.creema.jp/item/12345678/detail', title, priceYen, quantity: 1, addressId, services: [], points: 0, idempotencyKey: idempotencyKey() },
    'POST',
  );
}

/** A staff action through the console's API, with the staff member's session. */
export async function staffAction(request: APIRequestContext, id: number, action: string, inputs: Params = {}) {
  return call(request, 'Sig.Ops.OrderAction', { id, action, ...inputs }, 'POST');
}

/** `npm run catalog:import` (the project's own command) of one feed line on the global e2e server's database (or another's). */
export function importIntoCatalog(line: Record<string, unknown>, dataDir = process.env.E2E_GLOBAL_DATA!): void {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-feed-')), 'goods.jsonl');
  writeFileSync(file, `${JSON.stringify(line)}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/catalog-import.ts', file, '--strict'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr + run.stdout).toBe(0);
}

// Steps the group-shipping tests share, in the china edition (the one with groups): one call as that edition's
// wrapper makes it, verified shoppers and a staff member each in a browser context of their own, money, an
// arrived order, and a group closed into one parcel whose shares are due. All through the china server's API.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Cart, CheckoutResult, PaymentConfig, RechargeAnswer, SearchResult } from '../../generated/api/schemas';
import { captchaToken, clientAddress, expect, newEmail } from './fixtures';

const root = join(import.meta.dirname, '..', '..');
const password = 'correct horse 1';
const chinaUrl = () => process.env.E2E_CHINA_URL!;
const key = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** One call as the china edition's wrapper makes it (from RYM-PC), from the page's own origin. */
export async function call<T>(request: APIRequestContext, name: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const query = new URLSearchParams({ n: name, from: 'RYM-PC', isNew: '1', language: 'zh-CN', deviceId: 'pc_e2e-group' });
  let response;
  if (method === 'GET') {
    for (const [k, v] of Object.entries(params)) query.set(k, String(v));
    response = await request.get(`/?${query}`);
  } else {
    response = await request.post(`/?${query}`, { data: params, headers: { Origin: new URL(chinaUrl()).origin } });
  }
  const body = (await response.json()) as { code: number; data: T; msg?: string };
  expect(body.code, `${name}: ${body.msg ?? ''}`).toBe(200);
  return body.data;
}

/** A verified shopper in a browser context of their own, logged in through the API (the context keeps the cookies). */
export async function shopper(browser: Browser, mailCode: (email: string) => string, tag: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: chinaUrl(), viewport: { width: 390, height: 844 }, extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  const email = newEmail(tag);
  const captcha = await captchaToken(page.request, new URL(chinaUrl()).origin);
  await call(page.request, 'Sig.Front.AppApi.Register', { email, password, captchaToken: captcha }, 'POST');
  await call(page.request, 'Sig.Front.AppApi.VerifyRegister', { email, code: mailCode(email) }, 'POST');
  return { page, email };
}

export async function addressAndMoney(request: APIRequestContext, amountYen = 30000): Promise<number> {
  const { id } = await call<{ id: number }>(
    request,
    'Sig.Front.User.AppAddress.Create',
    { country: 'CN', recipient: '王芳', phone: '+86 138 0013 8000', postcode: '200001', region: '上海市', city: '上海市', line1: '黄浦区南京东路 100 号' },
    'POST',
  );
  const config = await call<PaymentConfig>(request, 'Sig.Front.Front.PaymentConfig');
  const token = await request.post(config.tokenUrl, {
    headers: { Authorization: `Bearer ${config.publicKey}` },
    data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  const recharge = await call<RechargeAnswer>(
    request,
    'Sig.Front.User.AppRecharge.Create',
    { amountYen, token: ((await token.json()) as { id: string }).id, idempotencyKey: key(), returnUrl: '/personal/recharge' },
    'POST',
  );
  expect(recharge.recharge.status).toBe('succeeded');
  return id;
}

/** Buys one fixed-price mercari item from the wallet; answers the order's id. */
export async function buyOne(request: APIRequestContext, addressId: number, skip: number): Promise<number> {
  const found = await call<SearchResult>(request, 'Sig.Front.SubSite.App.Search', { site: 'mercari', listing: 'fixed', hideSoldOut: true, minPrice: 1000, maxPrice: 4000, pageSize: 20 });
  const item = found.items.filter((i) => !i.IsReserve && !i.IsSoldOut)[skip]!;
  await call(request, 'Sig.Front.User.AppCart.AddGoods', { site: item.Site, id: item.Id }, 'POST');
  const cart = await call<Cart>(request, 'Sig.Front.User.AppCart.List');
  const lines = cart.groups.flatMap((g) => g.lines);
  await call(request, 'Sig.Front.User.AppCheckout.AcceptNotice', { key: 'mercari@1' }, 'POST');
  const paid = await call<CheckoutResult>(request, 'Sig.Front.User.AppCheckout.Pay', { lineIds: lines.map((l) => l.id), addressId, services: [], points: 0, idempotencyKey: key() }, 'POST');
  return paid.orders[0]!.id;
}

/** Staff buy the order and weigh it at the warehouse: it arrives. */
export async function arrive(staff: APIRequestContext, orderId: number, weightGrams: number) {
  await call(staff, 'Sig.Ops.OrderAction', { id: orderId, action: 'markPurchased' }, 'POST');
  await call(staff, 'Sig.Ops.OrderAction', { id: orderId, action: 'recordArrival', weightGrams, lengthCm: 30, widthCm: 20, heightCm: 10 }, 'POST');
}

/** A staff member (through the ops:staff command, as an operator would) in a browser context of their own. */
export async function staffMember(browser: Browser, mailCode: (email: string) => string, tag: string) {
  const staff = await shopper(browser, mailCode, tag);
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/ops-staff.ts', staff.email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_CHINA_DATA!, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  return staff;
}

/** A shopper with an address, `money` in the wallet and one order weighed in at the warehouse. */
export async function withArrivedOrder(page: Page, staff: APIRequestContext, skip: number, grams: number, money = 30000) {
  const addressId = await addressAndMoney(page.request, money);
  const orderId = await buyOne(page.request, addressId, skip);
  await arrive(staff, orderId, grams);
  return { addressId, orderId };
}

/**
 * A group of the leader's to addressId with the members approved and every arrived order of each of them on
 * the list, applications ended and the list closed by EMS: each one's share is due. Answers the group's id.
 */
export async function closedGroup(leader: Page, members: Page[], addressId: number, name: string): Promise<number> {
  const created = await call<{ group: { id: number } }>(leader.request, 'Sig.Front.User.AppGroup.Create', {
    name: `${name} ${Date.now().toString(36)}`, addressId, deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(), rules: '周日取货',
  }, 'POST');
  const id = created.group.id;
  for (const member of members) {
    await call(member.request, 'Sig.Front.User.AppGroup.Apply', { id, message: '' }, 'POST');
    const me = await call<{ id: number }>(member.request, 'Sig.Front.User.AppUserSetting.GetUserInfo');
    await call(leader.request, 'Sig.Front.User.AppGroup.Review', { id, userId: me.id, approve: true }, 'POST');
  }
  for (const member of [leader, ...members]) {
    const candidates = await call<{ items: { orderId: number }[] }>(member.request, 'Sig.Front.User.AppGroup.Candidates');
    if (candidates.items.length > 0) await call(member.request, 'Sig.Front.User.AppGroup.AddItems', { id, orderIds: candidates.items.map((c) => c.orderId) }, 'POST');
  }
  await call(leader.request, 'Sig.Front.User.AppGroup.EndApplications', { id }, 'POST');
  await call(leader.request, 'Sig.Front.User.AppGroup.Close', { id, method: 'ems' }, 'POST');
  return id;
}

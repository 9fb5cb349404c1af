// Group shipping in the china edition, from creation to payMail: a leader opens a group on the page, a
// second shopper applies, the leader approves, both put an arrived order on the list, the leader ends
// applications and closes the list into one parcel, and both pay their share of the postage from the
// wallet. Accounts, money and orders are made through the china server's public API (the orders brought to
// `arrived` by a staff member, as the console does); every group step goes through the pages.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Cart, CheckoutResult, PaymentConfig, RechargeAnswer, SearchResult } from '../../generated/api/schemas';
import { clientAddress, expect, expectAccessible, newEmail, test } from './fixtures';

const root = join(import.meta.dirname, '..', '..');
const password = 'correct horse 1';
const chinaUrl = () => process.env.E2E_CHINA_URL!;
const key = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** One call as the china edition's wrapper makes it (from RYM-PC), from the page's own origin. */
async function call<T>(request: APIRequestContext, name: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'GET'): Promise<T> {
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
async function shopper(browser: Browser, mailCode: (email: string) => string, tag: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL: chinaUrl(), viewport: { width: 390, height: 844 }, extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  const email = newEmail(tag);
  await call(page.request, 'Sig.Front.AppApi.Register', { email, password }, 'POST');
  await call(page.request, 'Sig.Front.AppApi.VerifyRegister', { email, code: mailCode(email) }, 'POST');
  return { page, email };
}

async function addressAndMoney(request: APIRequestContext): Promise<number> {
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
    { amountYen: 30000, token: ((await token.json()) as { id: string }).id, idempotencyKey: key(), returnUrl: `${chinaUrl()}/personal/recharge` },
    'POST',
  );
  expect(recharge.recharge.status).toBe('succeeded');
  return id;
}

/** Buys one fixed-price mercari item from the wallet; answers the order's id. */
async function buyOne(request: APIRequestContext, addressId: number, skip: number): Promise<number> {
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
async function arrive(staff: APIRequestContext, orderId: number, weightGrams: number) {
  await call(staff, 'Sig.Ops.OrderAction', { id: orderId, action: 'markPurchased' }, 'POST');
  await call(staff, 'Sig.Ops.OrderAction', { id: orderId, action: 'recordArrival', weightGrams, lengthCm: 30, widthCm: 20, heightCm: 10 }, 'POST');
}

test('a group from creation to payMail: leader and member each pay their share by weight', async ({ browser, mailCode }) => {
  test.setTimeout(120_000);
  const leader = await shopper(browser, mailCode, 'group-leader');
  const member = await shopper(browser, mailCode, 'group-member');
  const staff = await shopper(browser, mailCode, 'group-staff');
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/ops-staff.ts', staff.email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_CHINA_DATA!, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);

  await addressAndMoney(leader.page.request);
  const memberAddress = await addressAndMoney(member.page.request);
  const leaderAddress = (await call<{ items: { id: number }[] }>(leader.page.request, 'Sig.Front.User.AppAddress.List')).items[0]!.id;
  const leaderOrder = await buyOne(leader.page.request, leaderAddress, 0);
  const memberOrder = await buyOne(member.page.request, memberAddress, 1);
  await arrive(staff.page.request, leaderOrder, 1000);
  await arrive(staff.page.request, memberOrder, 3000);

  // The leader opens the group on the page.
  const name = `上海拼团 ${Date.now().toString(36)}`;
  const lp = leader.page;
  await lp.goto('/personal/group/create');
  await lp.getByLabel('拼团名称').fill(name);
  await lp.getByLabel('团员须知').fill('周六下午在人民广场取货');
  await lp.getByRole('button', { name: '发起拼团' }).click();
  await expect(lp).toHaveURL(/\/personal\/group\/manageGroup\?id=\d+$/);
  await expect(lp.getByRole('heading', { name })).toBeVisible();
  const groupId = Number(new URL(lp.url()).searchParams.get('id'));

  // The member finds it and applies with a message.
  const mp = member.page;
  await mp.goto('/personal/group/groupApply');
  const card = mp.getByTestId('group-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expectAccessible(mp);
  await card.getByLabel('给团长的留言').fill('我住在黄浦区，可以周六取货');
  await card.getByRole('button', { name: '申请加入' }).click();
  await expect(card.getByText('申请待审核')).toBeVisible();

  // The leader approves; the member now sees the group and adds the arrived order.
  await lp.reload();
  const application = lp.getByTestId('group-members').getByRole('listitem').filter({ hasText: '我住在黄浦区' });
  await application.getByRole('button', { name: '通过' }).click();
  await expect(application.getByRole('button', { name: '通过' })).toHaveCount(0);

  await mp.goto(`/personal/group/addGroupList?id=${groupId}`);
  await expect(mp.getByTestId('group-candidates')).toBeVisible();
  await expectAccessible(mp);
  await mp.getByTestId('group-candidates').getByRole('checkbox').check();
  await mp.getByRole('button', { name: '加入拼团' }).click();
  await expect(mp.getByTestId('group-list').getByRole('listitem')).toHaveCount(1);

  await lp.goto(`/personal/group/addGroupList?id=${groupId}`);
  await lp.getByTestId('group-candidates').getByRole('checkbox').check();
  await lp.getByRole('button', { name: '加入拼团' }).click();
  await expect(lp.getByTestId('group-list').getByRole('listitem')).toHaveCount(1);

  // The leader ends applications and closes the list by the first available method.
  await lp.goto(`/personal/group/manageGroup?id=${groupId}`);
  await lp.getByRole('button', { name: '立即结束申请' }).click();
  await expect(lp.getByText('申请已截止。所有团员添加完商品后，请关闭清单。')).toBeVisible();
  await expectAccessible(lp);
  await lp.getByRole('button', { name: '关闭清单' }).click();
  await expect(lp.getByText('待付运费').first()).toBeVisible();

  // Each pays their share from the wallet on payMail: 3000 g of 4000 g is the member's.
  await mp.goto(`/personal/group/payMail?id=${groupId}`);
  const memberShare = await mp.getByTestId('group-share').innerText();
  await expectAccessible(mp);
  await mp.getByRole('button', { name: /^用余额支付/ }).click();
  await expect(mp.getByText('已支付。所有团员付清后包裹即可发出。')).toBeVisible();

  await lp.goto(`/personal/group/payMail?id=${groupId}`);
  const leaderShare = await lp.getByTestId('group-share').innerText();
  await lp.getByRole('button', { name: /^用余额支付/ }).click();
  await expect(lp.getByText('已支付。所有人都已付清，包裹将寄给团长。')).toBeVisible();

  const yen = (text: string) => Number(text.replace(/[^\d]/g, ''));
  const detail = await call<{ postageYen: number; parcelState: string; group: { state: string } }>(lp.request, 'Sig.Front.User.AppGroup.Detail', { id: groupId });
  expect(yen(memberShare) + yen(leaderShare)).toBe(detail.postageYen);
  expect(yen(memberShare)).toBe(Math.floor((detail.postageYen * 3000) / 4000));
  expect(detail).toMatchObject({ parcelState: 'paid', group: { state: 'ready' } });
});

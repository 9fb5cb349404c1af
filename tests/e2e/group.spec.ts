// Group shipping in the china edition, from creation to payMail: a leader opens a group on the page, a
// second shopper applies, the leader approves, both put an arrived order on the list, the leader ends
// applications and closes the list into one parcel, and both pay their share of the postage from the
// wallet. Accounts, money and orders are made through the china server's public API (the orders brought to
// `arrived` by a staff member, as the console does); every group step goes through the pages.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { addressAndMoney, arrive, buyOne, call, closedGroup, shopper, staffMember, withArrivedOrder } from './group-steps';

type Detail = { postageYen: number; parcelState: string | null; group: { state: string }; myDueYen: number | null; members: { userId: number; shareYen: number | null }[] };

test('a group from creation to payMail: leader and member each pay their share by weight', async ({ browser, mailCode }) => {
  const leader = await shopper(browser, mailCode, 'group-leader');
  const member = await shopper(browser, mailCode, 'group-member');
  const staff = await staffMember(browser, mailCode, 'group-staff');

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

  // The leader ends applications and closes the list by the method chosen for them.
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

test('a stalled group: a member leaves, a short member tops up from payMail and comes back, the leader removes one who never pays', async ({ browser, mailCode }) => {
  const staff = await staffMember(browser, mailCode, 'stall-staff');
  const leader = await shopper(browser, mailCode, 'stall-leader');
  const leaver = await shopper(browser, mailCode, 'stall-leaver');
  const idle = await shopper(browser, mailCode, 'stall-idle');
  const short = await shopper(browser, mailCode, 'stall-short');
  const { addressId } = await withArrivedOrder(leader.page, staff.page.request, 2, 1000);
  const { orderId: leaverOrder } = await withArrivedOrder(leaver.page, staff.page.request, 3, 1000);
  await withArrivedOrder(idle.page, staff.page.request, 4, 1000);
  // A heavy order and little money: the short member's share is more than their wallet holds.
  await withArrivedOrder(short.page, staff.page.request, 5, 20000, 10000);

  // The group and its list, made through the calls the pages use (the first test walks those pages).
  const created = await call<{ group: { id: number } }>(leader.page.request, 'Sig.Front.User.AppGroup.Create', {
    name: `停滞拼团 ${Date.now().toString(36)}`, addressId, deadline: new Date(Date.now() + 48 * 3_600_000).toISOString(), rules: '周日取货',
  }, 'POST');
  const id = created.group.id;
  for (const member of [leaver, idle, short]) {
    await call(member.page.request, 'Sig.Front.User.AppGroup.Apply', { id, message: '' }, 'POST');
    const me = await call<{ id: number }>(member.page.request, 'Sig.Front.User.AppUserSetting.GetUserInfo');
    await call(leader.page.request, 'Sig.Front.User.AppGroup.Review', { id, userId: me.id, approve: true }, 'POST');
  }
  for (const member of [leader, leaver, idle, short]) {
    const candidates = await call<{ items: { orderId: number }[] }>(member.page.request, 'Sig.Front.User.AppGroup.Candidates');
    await call(member.page.request, 'Sig.Front.User.AppGroup.AddItems', { id, orderIds: candidates.items.map((c) => c.orderId) }, 'POST');
  }

  // One member leaves from the group page, after confirming; the item is back among the warehouse orders.
  const vp = leaver.page;
  await vp.goto(`/personal/group/groupDetail?id=${id}`);
  await vp.getByRole('button', { name: '退出拼团' }).click();
  const leaving = vp.getByRole('dialog');
  await expect(leaving).toContainText('您的商品将退回我们的仓库');
  await expectAccessible(vp);
  await leaving.getByRole('button', { name: '退出', exact: true }).click();
  await expect(vp).toHaveURL(/\/personal\/group\/myGroup$/);
  await expect(vp.getByText('您已退出拼团，商品已退回仓库。', { exact: true })).toBeVisible();
  const back = await call<{ items: { orderId: number }[] }>(vp.request, 'Sig.Front.User.AppGroup.Candidates');
  expect(back.items.map((c) => c.orderId)).toContain(leaverOrder);

  await call(leader.page.request, 'Sig.Front.User.AppGroup.EndApplications', { id }, 'POST');
  await call(leader.page.request, 'Sig.Front.User.AppGroup.Close', { id, method: 'ems' }, 'POST');

  // The short member tops up from payMail and is brought back to it.
  const sp = short.page;
  await sp.goto(`/personal/group/payMail?id=${id}`);
  await expect(sp.getByText(/^您的钱包还差/)).toBeVisible();
  await sp.getByRole('link', { name: '充值' }).click();
  await expect(sp).toHaveURL(/\/personal\/recharge\?return=%2Fpersonal%2Fgroup%2FpayMail%3Fid%3D\d+$/);
  await sp.getByLabel('其他金额（日元）').fill('20000');
  await sp.getByLabel('卡号').fill('4242 4242 4242 4242');
  await sp.getByLabel('有效期').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await sp.getByLabel('安全码（CVC）').fill('123');
  await sp.getByRole('button', { name: /^支付/ }).click();
  await expect(sp.getByRole('heading', { name: '充值成功' })).toBeVisible();
  await sp.getByRole('link', { name: '返回之前的页面' }).click();
  await expect(sp).toHaveURL(new RegExp(`/personal/group/payMail\\?id=${id}$`));
  await sp.getByRole('button', { name: /^用余额支付/ }).click();
  await expect(sp.getByText('已支付。所有团员付清后包裹即可发出。')).toBeVisible();
  const paidBefore = await call<Detail>(sp.request, 'Sig.Front.User.AppGroup.Detail', { id });

  // The idle member never pays: the leader removes them from the manage page, seeing first what it does.
  const lp = leader.page;
  await lp.goto(`/personal/group/manageGroup?id=${id}`);
  const idleCard = lp.getByTestId('group-members').getByRole('listitem').filter({ has: lp.getByRole('button', { name: '移除' }) });
  await expect(idleCard).toHaveCount(1);
  await idleCard.getByRole('button', { name: '移除' }).click();
  const removing = lp.getByRole('dialog');
  await expect(removing.getByTestId('removal-figures')).toContainText('新运费');
  await expect(removing).toContainText('已付款的成员不会被多收费用');
  await expectAccessible(lp);
  await removing.getByRole('button', { name: '移除', exact: true }).click();
  await expect(lp.getByRole('dialog')).toHaveCount(0);
  await expect(lp.getByTestId('group-members').getByRole('listitem')).toHaveCount(2);
  const after = await call<Detail>(sp.request, 'Sig.Front.User.AppGroup.Detail', { id });
  // Paid before the removal: never charged more, refunded if the new share is lower.
  expect(after.myDueYen).toBe(0);
  expect(after.postageYen).toBeLessThan(paidBefore.postageYen);

  // The leader pays what is now theirs; the parcel is ready for staff.
  await lp.goto(`/personal/group/payMail?id=${id}`);
  await lp.getByRole('button', { name: /^用余额支付/ }).click();
  await expect(lp.getByText('已支付。所有人都已付清，包裹将寄给团长。')).toBeVisible();
  const ready = await call<Detail>(lp.request, 'Sig.Front.User.AppGroup.Detail', { id });
  expect(ready).toMatchObject({ parcelState: 'paid', group: { state: 'ready' } });
});

test('the leader dissolves a group before it ships: items back, the member who paid refunded and told', async ({ browser, mailCode }) => {
  const staff = await staffMember(browser, mailCode, 'dissolve-staff');
  const leader = await shopper(browser, mailCode, 'dissolve-leader');
  const member = await shopper(browser, mailCode, 'dissolve-member');
  const addressId = await addressAndMoney(leader.page.request);
  const { orderId } = await withArrivedOrder(member.page, staff.page.request, 6, 1500);
  const id = await closedGroup(leader.page, [member.page], addressId, '解散拼团');
  const mp = member.page;
  await mp.goto(`/personal/group/payMail?id=${id}`);
  await mp.getByRole('button', { name: /^用余额支付/ }).click();
  await expect(mp.getByText(/^已支付/)).toBeVisible();
  const wallet = async () => (await call<{ balanceYen: number }>(mp.request, 'Sig.Front.User.AppWallet.Summary')).balanceYen;
  const afterPaying = await wallet();
  const paid = await call<Detail>(mp.request, 'Sig.Front.User.AppGroup.Detail', { id });

  const lp = leader.page;
  await lp.goto(`/personal/group/manageGroup?id=${id}`);
  await lp.getByRole('button', { name: '解散拼团' }).click();
  const dialog = lp.getByRole('dialog');
  await expect(dialog).toContainText('成员已支付的款项将全部退回其钱包');
  await expectAccessible(lp);
  await dialog.getByRole('button', { name: '解散', exact: true }).click();
  await expect(lp.getByText('您已解散该拼团：所有商品已退回我们的仓库，所有付款已退回成员的钱包。')).toBeVisible();
  await expect(lp.getByText('已解散', { exact: true }).first()).toBeVisible();

  // The member's money and item are back; the group page says so; payMail has nothing to pay.
  expect(await wallet()).toBe(afterPaying + paid.postageYen);
  const candidates = await call<{ items: { orderId: number }[] }>(mp.request, 'Sig.Front.User.AppGroup.Candidates');
  expect(candidates.items.map((c) => c.orderId)).toContain(orderId);
  await mp.goto(`/personal/group/groupDetail?id=${id}`);
  await expect(mp.getByText('团长已解散该拼团。您的商品已退回我们的仓库，您支付的款项已退回钱包。')).toBeVisible();
  await mp.goto(`/personal/group/payMail?id=${id}`);
  await expect(mp.getByRole('heading', { name: '该拼团已解散' })).toBeVisible();
  const box = await call<{ items: { title: string }[] }>(mp.request, 'Sig.Front.User.AppMessage.List');
  expect(box.items.some((m) => m.title.includes('已解散'))).toBe(true);
});

test('shares paid by card on payMail: a short member’s shortfall, and the leader’s whole share through 3-D Secure', async ({ browser, mailCode }) => {
  const staff = await staffMember(browser, mailCode, 'cardshare-staff');
  const leader = await shopper(browser, mailCode, 'cardshare-leader');
  const member = await shopper(browser, mailCode, 'cardshare-member');
  const { addressId } = await withArrivedOrder(leader.page, staff.page.request, 7, 1000);
  // A heavy order and little money: the member's share is more than their wallet holds.
  await withArrivedOrder(member.page, staff.page.request, 8, 20000, 10000);
  const id = await closedGroup(leader.page, [member.page], addressId, '刷卡拼团');
  const wallet = async (page: Page) => (await call<{ balanceYen: number }>(page.request, 'Sig.Front.User.AppWallet.Summary')).balanceYen;
  const fillCard = async (page: Page, number: string) => {
    await page.getByLabel('卡号').fill(number);
    await page.getByLabel('有效期').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
    await page.getByLabel('安全码（CVC）').fill('123');
  };

  const mp = member.page;
  await mp.goto(`/personal/group/payMail?id=${id}`);
  const choice = mp.getByTestId('pay-choice');
  await expect(choice.getByRole('radio', { name: /^钱包 .+ \+ 差额 .+ 用卡支付$/ })).toBeChecked();
  await expect(choice.getByRole('radio', { name: /^全额 .+ 用卡支付$/ })).toBeVisible();
  await expect(mp.getByTestId('pay-split')).toHaveText(/^本次扣款：钱包 .+，银行卡 .+。$/);
  await fillCard(mp, '4242 4242 4242 4242');
  await expectAccessible(mp);
  await mp.getByRole('button', { name: /^支付 / }).click();
  await expect(mp.getByText('已支付。所有团员付清后包裹即可发出。')).toBeVisible();
  // The wallet's money went first; the card paid exactly the rest.
  expect(await wallet(mp)).toBe(0);

  const lp = leader.page;
  const before = await wallet(lp);
  await lp.goto(`/personal/group/payMail?id=${id}`);
  await lp.getByTestId('pay-choice').getByRole('radio', { name: /^全额 .+ 用卡支付$/ }).check();
  await expect(lp.getByTestId('pay-split')).toHaveText(/^本次扣款：银行卡 .+。$/);
  await fillCard(lp, '4000 0027 6000 3184');
  await lp.getByRole('button', { name: /^支付 / }).click();
  await expect(lp.getByRole('heading', { name: '3-D Secure test' })).toBeVisible();
  await lp.getByRole('button', { name: 'Complete' }).click();
  await expect(lp.getByText('已支付。所有人都已付清，包裹将寄给团长。')).toBeVisible();
  expect(await wallet(lp)).toBe(before);
  const ready = await call<Detail>(lp.request, 'Sig.Front.User.AppGroup.Detail', { id });
  expect(ready).toMatchObject({ parcelState: 'paid', group: { state: 'ready' } });
});

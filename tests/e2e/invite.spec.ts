// Invitations in real Chromium against the real server: a visitor sees what the programme is; a shopper
// copies their link; a friend registers through it (the code kept through the register steps); the
// friend's first parcel, shipped by staff from the console, credits the inviter once, and a second one
// does not.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, newEmail, solveCaptcha, test } from './fixtures';
import { addressByApi, anItem, buyByApi, call, shopperByApi, staffAction, staffPage, topUpByApi } from './shop-steps';

const password = 'correct-horse-9';

/** The friend's next order, bought, brought to the warehouse by staff and merged into a paid parcel. */
async function paidParcel(friend: APIRequestContext, staff: APIRequestContext, addressId: number, skip: number): Promise<void> {
  const order = (await buyByApi(friend, addressId, [await anItem(friend, 'mercari', skip)])).orders[0]!;
  await staffAction(staff, order.id, 'markPurchased');
  await staffAction(staff, order.id, 'recordArrival', { weightGrams: 600, lengthCm: 20, widthCm: 20, heightCm: 10 });
  const parcel = await call<{ id: number }>(friend, 'Sig.Front.User.AppParcel.Create', { orderIds: [order.id], addressId }, 'POST');
  await call(friend, 'Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'ems', options: [] }, 'POST');
  await call(friend, 'Sig.Front.User.AppParcel.Pay', { id: parcel.id, idempotencyKey: `e2e-invite-${Date.now()}-${skip}` }, 'POST');
}

async function shipFromConsole(staff: Page, friendEmail: string, tracking: string) {
  await staff.goto('/ops');
  const parcel = staff.getByTestId('parcels-toShip').getByTestId('ops-parcel').filter({ hasText: friendEmail });
  await expect(parcel).toHaveCount(1);
  await parcel.getByLabel('Carrier').selectOption('japanPost');
  await parcel.getByLabel('Tracking number').fill(tracking);
  await parcel.getByRole('button', { name: 'Ship' }).click();
  await expect(staff.getByTestId('parcels-shipped').getByTestId('ops-parcel').filter({ hasText: tracking })).toHaveCount(1);
}

test('an invited friend registers with the link; their first shipment credits the inviter once', async ({ page, browser, mailCode }) => {
  await test.step('a visitor sees the programme and a way to log in', async () => {
    await page.goto('/invite');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
    await expect(page.getByText('500 points').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
    await expectAccessible(page);
  });

  const inviterEmail = newEmail('inviter');
  await shopperByApi(page, mailCode, inviterEmail, password, { stayLoggedIn: true });
  await page.goto('/invite');
  const link = await page.getByTestId('invite-link').inputValue();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(link).toContain(`/register?invite=${code}`);
  await expect(page.getByTestId('invite-joined')).toContainText('0');
  await expectAccessible(page);

  const friendContext = await browser.newContext({ baseURL: process.env.E2E_GLOBAL_URL });
  const friend = await friendContext.newPage();
  const friendEmail = newEmail('invited');
  await test.step('the friend registers through the link, the code kept through the steps', async () => {
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await expect(friend.getByText('You were invited by a friend')).toBeVisible();
    await friend.getByRole('link', { name: /email/i }).click();
    await expect(friend.getByLabel('Invite code (optional)')).toHaveValue(code);
    await friend.getByLabel('Email').fill(friendEmail);
    await friend.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await friend.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(password);
    await friend.getByLabel(/I agree/).check();
    await solveCaptcha(friend);
    await friend.getByRole('button', { name: 'Continue' }).click();
    await expect(friend).toHaveURL(/\/register\/_verification\?/);
    await friend.getByLabel('Verification code').fill(mailCode(friendEmail));
    await friend.getByRole('button', { name: 'Verify and finish' }).click();
    await expect(friend).toHaveURL(/\/register\/update$/);
  });
  await page.reload();
  await expect(page.getByTestId('invite-joined')).toContainText('1');
  await expect(page.getByTestId('invite-rewarded')).toContainText('0');

  const staff = await staffPage(browser, mailCode, newEmail('invite-staff'), password);
  const addressId = await addressByApi(friend.request);
  await topUpByApi(friend.request, 30_000);
  await test.step('the first parcel ships: the inviter is credited and told', async () => {
    await paidParcel(friend.request, staff.request, addressId, 0);
    await shipFromConsole(staff, friendEmail, `EJ${Date.now()}1JP`);
    await page.reload();
    await expect(page.getByTestId('invite-rewarded')).toContainText('1');
  });
  await test.step('a second parcel ships: nothing more', async () => {
    await paidParcel(friend.request, staff.request, addressId, 1);
    await shipFromConsole(staff, friendEmail, `EJ${Date.now()}2JP`);
    await page.reload();
    await expect(page.getByTestId('invite-rewarded')).toContainText('1');
    const messages = await call<{ items: { title: string }[] }>(page.request, 'Sig.Front.User.AppMessage.List');
    expect(messages.items.filter((m) => m.title.includes('received their first parcel'))).toHaveLength(1);
  });
  await friendContext.close();
  await staff.context().close();
});

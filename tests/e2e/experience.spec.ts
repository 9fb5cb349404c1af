// Experience sharing in real Chromium against the real server: an order bought by API is taken by staff
// through the warehouse, a merged parcel the shopper pays for, shipping and delivery (the console's API);
// the shopper shares a haul of it with two photos from the order page; it stays theirs alone until staff
// approve it in the console; then it shows on home and /experience, and its points on the points page.
import sharp from 'sharp';
import type { CheckoutResult } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { addressByApi, anItem, buyByApi, call, shopperByApi, staffAction, staffPage, topUpByApi } from './shop-steps';

const password = 'correct horse 9';
const photo = (background: string) => sharp({ create: { width: 480, height: 360, channels: 3, background } }).png().toBuffer();

test('publish a haul with two photos from a delivered order, staff approve it, it shows on home and /experience with its points', async ({ page, browser, mailCode }) => {
  const email = newEmail('haul');
  await shopperByApi(page, mailCode, email, password, { stayLoggedIn: true });
  const addressId = await addressByApi(page.request);
  await topUpByApi(page.request, 30_000);
  const bought: CheckoutResult = await buyByApi(page.request, addressId, [await anItem(page.request, 'mercari', 3)]);
  const orderId = bought.orders[0]!.id;
  const staff = await staffPage(browser, mailCode, newEmail('haul-staff'), password);

  await test.step('the order travels to the shopper: warehouse, parcel paid, shipped, delivered', async () => {
    await staffAction(staff.request, orderId, 'markPurchased');
    await staffAction(staff.request, orderId, 'recordArrival', { weightGrams: 600, lengthCm: 25, widthCm: 20, heightCm: 10 });
    const parcel = await call<{ id: number }>(page.request, 'Sig.Front.User.AppParcel.Create', { orderIds: [orderId], addressId }, 'POST');
    await call(page.request, 'Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'ems', options: [] }, 'POST');
    await call(page.request, 'Sig.Front.User.AppParcel.Pay', { id: parcel.id, idempotencyKey: `e2e-haul-${Date.now().toString(36)}-pay` }, 'POST');
    await call(staff.request, 'Sig.Ops.ParcelShip', { id: parcel.id, carrier: 'japanPost', trackingNo: `EJ${Date.now()}JP` }, 'POST');
    await call(staff.request, 'Sig.Ops.ParcelDeliver', { id: parcel.id }, 'POST');
  });

  const title = `Boxed and safe ${Date.now().toString(36)}`;
  await test.step('the shopper shares a haul with two photos from the order page', async () => {
    await page.goto(`/personal/order/detail?id=${orderId}`);
    await page.getByTestId('share-haul').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Share your haul' })).toBeVisible();
    await expect(page.getByTestId('haul-submit')).toBeDisabled();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Your story').fill('Arrived in nine days in a double box, exactly as the listing showed.');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await photo('#c0392b') },
      { name: 'back.png', mimeType: 'image/png', buffer: await photo('#2471a3') },
    ]);
    await expect(page.getByRole('img', { name: 'Picture 2' })).toBeVisible();
    await page.getByRole('radio', { name: '4 of 5' }).check();
    await expectAccessible(page);
    await page.getByTestId('haul-submit').click();
    await expect(page.getByRole('heading', { level: 1, name: 'My hauls' })).toBeVisible();
    await expect(page.getByTestId('my-haul').filter({ hasText: title })).toHaveAttribute('data-status', 'pending');
    await expectAccessible(page);
  });

  await test.step('pending, it is nowhere public', async () => {
    await page.goto('/experience');
    await expect(page.getByRole('heading', { level: 1, name: "Shoppers' hauls" })).toBeVisible();
    await expect(page.getByTestId('haul-card').filter({ hasText: title })).toHaveCount(0);
  });

  await test.step('staff approve it in the console', async () => {
    await staff.goto('/ops');
    const row = staff.getByTestId('ops-haul').filter({ hasText: title });
    await expect(row.getByRole('img')).toHaveCount(2);
    await row.getByTestId('haul-approve').click();
    await expect(row).toHaveCount(0);
  });

  await test.step('it shows on home, on /experience and its page, with both photos', async () => {
    await page.goto('/');
    await expect(page.locator('#rail-experience ~ ul').getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.goto('/experience');
    const card = page.getByTestId('haul-card').first();
    await expect(card).toContainText(title);
    await expectAccessible(page);
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('haul-photo')).toHaveCount(2);
    await expect(page.getByTestId('haul-status')).toContainText(`Points earned: ${constants.experience.rewardPoints.haul}`);
    await page.getByTestId('haul-photo').nth(1).click();
    await expect(page.getByRole('dialog')).toContainText('Photo 2 of 2');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('haul-like').click();
    await expect(page.getByTestId('haul-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('haul-like')).toContainText('Like · 1');
    await expectAccessible(page);
    // Unliked again: home's hot shares rank by likes, and a later run's haul must not rank below this one.
    await page.getByTestId('haul-like').click();
    await expect(page.getByTestId('haul-like')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('haul-like')).toContainText('Like · 0');
  });

  await test.step("the points are on the shopper's points page", async () => {
    await page.goto('/personal/integral');
    await expect(page.getByTestId('points-balance')).toHaveText(`${constants.experience.rewardPoints.haul} pt`);
  });
});

// The operations console in the browser against the real server: `npm run ops:staff` makes a staff account
// on the e2e server's own database, staff take a paid order from the queue to the warehouse (weight, size
// and a photo), and a shopper or a visitor opening /ops gets the 404 page without the console's code.
import type { Page } from '@playwright/test';
import { expect, newEmail, test } from './fixtures';
import { addressByApi, anItem, buyByApi, logIn as logInAs, makeStaff, shopperByApi, topUpByApi } from './shop-steps';

const password = 'correct-horse-9';

/** A paid order of the shopper, bought from the cart as the storefront buys it; answers its id and title. */
async function paidOrder(page: Page): Promise<{ id: number; title: string }> {
  const shopper = page.request;
  const addressId = await addressByApi(shopper);
  await topUpByApi(shopper, 10_000);
  const order = (await buyByApi(shopper, addressId, [await anItem(shopper, 'mercari')])).orders[0]!;
  return { id: order.id, title: order.title };
}

const logIn = (page: Page, email: string) => logInAs(page, email, password);

// The console's code, as the build names its chunk (OpsConsole-<hash>.js).
const consoleChunk = /\/OpsConsole-[\w-]+\.js/;

// A 2 × 2 PNG that decodes: warehouse photos are re-encoded, so a file that only starts like a PNG is refused.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8000003e801b57b526b0000001249444154789c63383333edcccc340608050033da072df47254180000000049454e44ae426082', 'hex');

test('staff take a paid order from the queue to the warehouse, with weight, size and a photo', async ({ page, mailCode }) => {
  const shopperEmail = newEmail('ops-shopper');
  const staffEmail = newEmail('ops-staff');
  await shopperByApi(page, mailCode, shopperEmail, password, { stayLoggedIn: true });
  const { id: orderId, title } = await paidOrder(page);
  await page.context().clearCookies();
  await shopperByApi(page, mailCode, staffEmail, password);
  expect(makeStaff(staffEmail)).toContain(`${staffEmail} is now staff`);

  await page.setViewportSize({ width: 1280, height: 900 });
  const consoleCode: string[] = [];
  page.on('request', (request) => {
    if (consoleChunk.test(request.url())) consoleCode.push(request.url());
  });
  await logIn(page, staffEmail);
  // Staff find the console in their account menu.
  await page.getByTestId('account-name').click();
  await page.getByRole('menuitem', { name: 'Staff console' }).click();
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operations console' })).toBeVisible();
  await page.getByTestId('queue-toBuy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'To buy' })).toBeVisible();
  // The heading is drawn by the skeleton too: the page links are only there once the table is.
  await expect(page.getByTestId('ops-orders')).toBeVisible();
  // Oldest change first: the new order is on the last page.
  const last = page.getByRole('navigation').getByRole('link').filter({ hasText: /^\d+$/ }).last();
  if (await last.count()) await last.click();
  // Other tests buy the same catalog item: the row is the one of this order.
  const row = page.getByTestId('ops-orders').getByRole('row').filter({ has: page.getByRole('link', { name: `Order #${orderId}`, exact: true }) });
  await expect(row).toContainText(title);
  await expect(row).toContainText(shopperEmail);
  await expect(row).toContainText('Paid');
  await row.getByRole('link', { name: `Order #${orderId}`, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order #${orderId}`);
  await page.getByTestId('action-startPurchase').getByRole('button', { name: 'Start buying' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Buying');
  await page.getByTestId('action-markPurchased').getByRole('button', { name: 'Mark as bought' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bought');

  const arrival = page.getByTestId('action-recordArrival');
  await arrival.getByLabel('Weight (g)').fill('850');
  await arrival.getByLabel('Length (cm)').fill('30');
  await arrival.getByLabel('Width (cm)').fill('20');
  await arrival.getByLabel('Height (cm)').fill('10');
  await arrival.getByLabel('Photos (optional)').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
  await arrival.getByRole('button', { name: 'Record the arrival' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('In the warehouse');
  await expect(page.getByTestId('ops-photos').getByRole('img', { name: 'Warehouse photo 1' })).toBeVisible();
  await expect(page.getByText('850 g')).toBeVisible();
  await expect(page.getByText('30 × 20 × 10 cm')).toBeVisible();
  const audit = page.getByTestId('ops-audit');
  await expect(audit).toContainText('Record the arrival');
  await expect(audit).toContainText(staffEmail);
  await expect(audit).toContainText('Photo added');
  // Staff do get the console's code (so the test below, which finds none of it, could find it).
  expect(consoleCode.length).toBeGreaterThan(0);
});

test('a shopper and a visitor opening /ops get the 404 page, without the console’s code', async ({ page, mailCode }) => {
  const consoleCode: string[] = [];
  page.on('request', (request) => {
    if (consoleChunk.test(request.url())) consoleCode.push(request.url());
  });
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /ops');

  await shopperByApi(page, mailCode, newEmail('ops-nosy'), password, { stayLoggedIn: true });
  await page.goto('/ops/toBuy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /ops/toBuy');
  await page.goto('/ops/order/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /ops/order/1');
  expect(consoleCode).toEqual([]);
});

// Support tickets in real Chromium against the real server: a shopper opens a ticket about one of their
// orders with a picture attached, staff answer it from the console queue and mark it resolved, the shopper
// reads the answer and rates it once; the error widget's "contact service" link reaches the new-ticket page
// with what went wrong shown, through /login for a logged-out shopper.
import sharp from 'sharp';
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { addressByApi, anItem, buyByApi, shopperByApi, staffPage, topUpByApi } from './shop-steps';

const password = 'correct-horse-9';

test('open a ticket from an order with a picture, staff answer in the console, the shopper rates it', async ({ page, browser, mailCode }) => {
  const email = newEmail('ticket');
  await shopperByApi(page, mailCode, email, password, { stayLoggedIn: true });
  const addressId = await addressByApi(page.request);
  await topUpByApi(page.request, 10_000);
  const order = (await buyByApi(page.request, addressId, [await anItem(page.request, 'mercari')])).orders[0]!;
  const subject = `Box arrived dented ${Date.now()}`;

  await test.step('the shopper opens a ticket about the order, with a picture', async () => {
    await page.goto('/workOrder');
    await expect(page.getByRole('heading', { level: 2, name: 'No tickets yet' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'New ticket' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New ticket' })).toBeVisible();
    await page.getByRole('link', { name: 'Choose an order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Which order is it about?' })).toBeVisible();
    await page.getByTestId('ticket-order').filter({ hasText: `Order #${order.id}` }).click();
    await expect(page.getByText(`Order #${order.id}`)).toBeVisible();
    await page.getByLabel('Topic').selectOption('itemProblem');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('What happened?').fill('The corner of the box is crushed. Photo attached.');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c84' } }).jpeg().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByTestId('ticket-message')).toHaveCount(1);
    await expect(page.getByTestId('ticket-message').getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await expect(page.getByText('We have your ticket and will answer soon.')).toBeVisible();
    await expectAccessible(page);
  });

  const staff = await staffPage(browser, mailCode, newEmail('ticket-staff'), password);
  await test.step('staff find it in the queue, see the order and answer with the ticket resolved', async () => {
    await staff.goto('/ops');
    await staff.getByTestId('queue-workOrders').click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    await staff.getByTestId('ops-ticket-row').filter({ hasText: subject }).getByRole('link').click();
    await expect(staff.getByRole('link', { name: `Order #${order.id}` })).toBeVisible();
    await expect(staff.getByTestId('ticket-message').getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await staff.getByRole('textbox', { name: 'Answer', exact: true }).fill('Sorry about that! We have asked the seller and will refund the damage.');
    await staff.getByLabel('Mark resolved with this answer').check();
    await staff.getByRole('button', { name: 'Send answer' }).click();
    await expect(staff.getByTestId('ticket-message')).toHaveCount(2);
    await expect(staff.getByTestId('ops-audit')).toContainText('Answered and resolved');
    await expectAccessible(staff);
  });

  await test.step('the shopper reads the answer and rates it once', async () => {
    await page.goto('/workOrder?status=resolved');
    await page.getByTestId('ticket-row').filter({ hasText: subject }).click();
    await expect(page.getByTestId('ticket-message').nth(1)).toContainText('We have asked the seller');
    await expect(page.getByText('Resolved', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Rate our answer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rate our answer' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await page.getByLabel('Comment (optional)').fill('Quick and kind.');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByTestId('ticket-rating')).toHaveText('Rating: 4 of 5 — Quick and kind.');
    await expect(page.getByRole('link', { name: 'Rate our answer' })).toHaveCount(0);
  });
  await staff.context().close();
});

test('the error widget’s contact link opens a prefilled ticket, through login when logged out', async ({ page, mailCode }) => {
  const email = newEmail('ticket-contact');
  await shopperByApi(page, mailCode, email, password);
  await page.goto('/workOrder/add?kind=error&status=502&message=Bad%20gateway&page=%2Fcart');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New ticket' })).toBeVisible();
  const context = page.getByTestId('ticket-context');
  await expect(context).toContainText('Something went wrong on our side');
  await expect(context).toContainText('502');
  await expect(context).toContainText('Bad gateway');
  await expect(context).toContainText('/cart');
  await expect(page.getByLabel('Subject')).toHaveValue('Error 502 on the site');
  await expectAccessible(page);
});

import type { Browser, Page } from '@playwright/test';
import { expect, newEmail, test } from './fixtures';
import { addressByApi, anItem, anybuyByApi, buyByApi, shopperByApi, staffAction, staffPage, topUpByApi } from './shop-steps';

const password = 'correct-horse-9';

/**
 * A shopper with three orders, made as the storefront and the console make them: two catalog goods bought
 * from the cart and paid from a topped-up wallet (staff then mark the second one bought), and one item
 * bought by link whose price staff correct.
 */
async function shopperWithOrders(page: Page, browser: Browser, mailCode: (email: string) => string, tag: string) {
  const email = newEmail(tag);
  await shopperByApi(page, mailCode, email, password, { stayLoggedIn: true });
  const shopper = page.request;
  const addressId = await addressByApi(shopper);
  await topUpByApi(shopper, 30_000);
  const cart = await buyByApi(shopper, addressId, [await anItem(shopper, 'mercari', 0), await anItem(shopper, 'mercari', 1)]);
  const anybuy = await anybuyByApi(shopper, addressId, 'Handmade mug (anybuy)', 2400);
  const staff = await staffPage(browser, mailCode, newEmail(`${tag}-staff`), password);
  await staffAction(staff.request, cart.orders[1]!.id, 'markPurchased');
  await staffAction(staff.request, anybuy.orders[0]!.id, 'correctPrice', { priceYen: 2600, reason: 'shop price rose' });
  await staff.context().close();
  return { paid: cart.orders[0]!.id, purchased: cart.orders[1]!.id, anybuy: anybuy.orders[0]!.id };
}

const tab = (page: Page, name: string, count: number) => page.getByRole('navigation', { name: 'Order groups' }).getByRole('link', { name: `${name} ${count}` });

test('a shopper sees the tabs with counts, cancels a paid order, and finds the refund and the message', async ({ page, browser, mailCode }) => {
  const ids = await shopperWithOrders(page, browser, mailCode, 'orders');
  await page.goto('/personal/order/all');
  await expect(tab(page, 'All', 3)).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, 'To confirm', 1)).toBeVisible();
  await expect(tab(page, 'In progress', 2)).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(3);
  await expect(page.locator(`[data-order-id="${ids.anybuy}"]`)).toContainText('New price: ¥2,400 → ¥2,600');

  await tab(page, 'Closed', 0).click();
  await expect(page.getByRole('heading', { name: 'No closed orders' })).toBeVisible();

  await tab(page, 'In progress', 2).click();
  const paidCard = page.locator(`[data-order-id="${ids.paid}"]`);
  await expect(paidCard.getByTestId('order-state')).toHaveText('Paid');
  await paidCard.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/personal/order/detail\\?id=${ids.paid}$`));
  await expect(page.getByRole('heading', { name: `Order ${ids.paid}` })).toBeVisible();
  await expect(page.getByTestId('order-costs')).toContainText('Paid from wallet');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('The full payment goes back to your wallet at once.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-state')).toHaveText('Cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'The full refund is already in your wallet.' })).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toContainText('Order cancelled and refunded');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const title = await page.locator('h2[lang="ja"]').first().textContent();

  await page.goto('/personal/refund');
  const refund = page.getByTestId('refund-list').getByRole('listitem').first();
  await expect(refund).toContainText(title!);

  await page.goto('/personal/message');
  const message = page.getByTestId('message').first();
  await expect(message).toHaveAttribute('data-read', 'false');
  await expect(message).toContainText('Order cancelled');
  await expect(message).toContainText(title!);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Unread: 0')).toBeVisible();
  await expect(message).toHaveAttribute('data-read', 'true');
  await message.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/personal/order/detail\\?id=${ids.paid}$`));
});

test('an unknown tab and someone else’s order are the 404 page', async ({ page, browser, mailCode }) => {
  const ids = await shopperWithOrders(page, browser, mailCode, 'orders404');
  await page.goto('/personal/order/nonsense');
  await expect(page.getByText('Page Not Found: /personal/order/nonsense')).toBeVisible();
  await page.context().clearCookies();
  await shopperByApi(page, mailCode, newEmail('orders404b'), password, { stayLoggedIn: true });
  await page.goto(`/personal/order/detail?id=${ids.paid}`);
  await expect(page.getByText(/Page Not Found/)).toBeVisible();
});

for (const language of ['en', 'ar']) {
  test(`order pages in ${language} at 390 px: screenshots kept, nothing wider than the screen`, async ({ page, browser, mailCode }, testInfo) => {
    const ids = await shopperWithOrders(page, browser, mailCode, `orderlook${language}`);
    const prefix = language === 'en' ? '' : `/${language}`;
    const pages = [
      ['list', `/personal/order/all`, page.getByTestId('order-card').first()],
      ['detail', `/personal/order/detail?id=${ids.anybuy}`, page.getByTestId('order-costs')],
      ['anybuy', `/personal/order/anybuy`, page.getByTestId('order-card').first()],
      ['messages', `/personal/message`, page.getByTestId('message').first()],
      ['refunds', `/personal/refund`, page.getByRole('heading', { level: 1 })],
    ] as const;
    for (const [name, path, ready] of pages) {
      await page.goto(`${prefix}${path}`);
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`orders-${name}-${language}-390.png`), fullPage: true });
    }
  });
}
